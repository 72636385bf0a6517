import { z } from "zod";
import { idField } from "./menu";
import { textField } from "./text";

/**
 * The floor and its devices (spec §3 Zone, Table, Screen, Printer, Cashier, TPV; §7 tables
 * and zones v2, screens, printers; §9 cashier defaults). Insert schemas carry the defaults;
 * update schemas are the same fields, all optional, without defaults.
 */

export const FLOOR_MESSAGES = {
  zoneFull: "zones.too_many_tables",
  duplicateTableName: "tables.duplicate_name",
  host: "printers.host",
  port: "printers.port",
  pulse: "cashiers.pulse",
  virtualPrinter: "cashiers.virtual_printer",
  duplicate: "validation.duplicate",
} as const;

/**
 * Spec §5 "zone table count has a maximum (value not shown)": 100. A room plan with more
 * tables than that no longer fits a till's screen, and a restaurant that large splits it
 * into zones anyway.
 */
export const MAX_TABLES_PER_ZONE = 100;

const name = textField(80).min(1);
const idList = z
  .array(idField)
  .max(500)
  .refine((ids) => new Set(ids).size === ids.length, { message: FLOOR_MESSAGES.duplicate });

// ---------------------------------------------------------------------------------------
// Zones

/** How a zone's plan is drawn: its size in plan units and an accent colour. */
export const zoneStyleSchema = z.object({
  width: z.number().int().min(200).max(4000),
  height: z.number().int().min(200).max(4000),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional(),
});
export type ZoneStyle = z.infer<typeof zoneStyleSchema>;
export const DEFAULT_ZONE_STYLE: ZoneStyle = { width: 1200, height: 800 };

const zoneFields = {
  name,
  /** Printers of the zone (ids), e.g. the terrace's own bar printer. */
  printers: idList,
  /** The till that serves the zone. */
  tpv: idField.nullable(),
  /** Printer that prints the zone's client tickets. */
  main_printer: idField.nullable(),
  style: zoneStyleSchema,
};
export const zoneInputSchema = z.object({
  ...zoneFields,
  printers: zoneFields.printers.default([]),
  tpv: zoneFields.tpv.default(null),
  main_printer: zoneFields.main_printer.default(null),
  style: zoneFields.style.default(DEFAULT_ZONE_STYLE),
});
export const zoneUpdateSchema = z.object(zoneFields).partial();
export type ZoneInput = z.infer<typeof zoneInputSchema>;

export interface Zone extends ZoneInput {
  id: number;
  /** Server-kept: the key of `tpv` (spec's tpv_key), null without a till. */
  tpv_key: string | null;
  /** Server-kept: the zone's live tables. */
  tables: Array<{ id: number; name: string }>;
}

// ---------------------------------------------------------------------------------------
// Tables

export const TABLE_SHAPES = ["round", "square", "rectangle"] as const;
export const tableShapeSchema = z.enum(TABLE_SHAPES);
export type TableShape = z.infer<typeof tableShapeSchema>;

/**
 * A table as drawn on its zone's plan: position of its top-left corner, size, rotation in
 * degrees clockwise, shape and seats. Plan units are abstract: the map scales the zone's
 * width × height to the screen.
 */
export const tableStyleSchema = z.object({
  x: z.number().min(0).max(4000),
  y: z.number().min(0).max(4000),
  width: z.number().min(30).max(600),
  height: z.number().min(30).max(600),
  rotation: z.number().min(0).lt(360),
  shape: tableShapeSchema,
  seats: z.number().int().min(1).max(50),
});
export type TableStyle = z.infer<typeof tableStyleSchema>;
export const DEFAULT_TABLE_STYLE: TableStyle = {
  x: 40,
  y: 40,
  width: 100,
  height: 100,
  rotation: 0,
  shape: "square",
  seats: 4,
};

const tableFields = {
  name: textField(40).min(1),
  zone_id: idField,
  style: tableStyleSchema,
};
export const tableInputSchema = z.object({
  ...tableFields,
  style: tableFields.style.optional(),
});
export const tableUpdateSchema = z.object(tableFields).partial();
export type TableInput = z.infer<typeof tableInputSchema>;

/** A table's QR token: 128 random bits, base64url, unguessable and unique. */
export const TABLE_QR_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export interface Table {
  id: number;
  name: string;
  zone_id: number;
  style: TableStyle;
  /** Server-kept token that the table's QR code carries; regenerated on demand. */
  qr: string;
}

/** Live status of a table (spec §4). */
export const TABLE_STATUSES = ["available", "busy", "pendingPay", "blocked"] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];

/** Moving many tables of a zone's plan at once (the map saves a drag in one call). */
export const tableLayoutSchema = z.object({
  tables: z
    .array(z.object({ id: idField, style: tableStyleSchema }))
    .min(1)
    .max(MAX_TABLES_PER_ZONE)
    .refine((rows) => new Set(rows.map((row) => row.id)).size === rows.length, {
      message: FLOOR_MESSAGES.duplicate,
    }),
});
export type TableLayout = z.infer<typeof tableLayoutSchema>;

/** A named preset a new table's drawing starts from ("Redonda 2", "Barra alta 6"). */
export const tableStylePresetInputSchema = z.object({
  name,
  shape: tableShapeSchema.default("square"),
  width: tableStyleSchema.shape.width.default(100),
  height: tableStyleSchema.shape.height.default(100),
  seats: tableStyleSchema.shape.seats.default(4),
});
export const tableStylePresetUpdateSchema = z
  .object({
    name,
    shape: tableShapeSchema,
    width: tableStyleSchema.shape.width,
    height: tableStyleSchema.shape.height,
    seats: tableStyleSchema.shape.seats,
  })
  .partial();
export type TableStylePresetInput = z.infer<typeof tableStylePresetInputSchema>;

// ---------------------------------------------------------------------------------------
// Screens (kitchen displays)

const screenFields = {
  name,
  /** Categories whose lines the screen shows. */
  categories: idList,
  /** The till the screen belongs to; null shows the orders of every till. */
  tpv: idField.nullable(),
  /** Also show lines of products outside the screen's categories ("varios"). */
  show_various: z.boolean(),
  /** Modifiers whose choices the screen shows on each line; empty shows them all. */
  modifiers: idList,
};
export const screenInputSchema = z.object({
  ...screenFields,
  categories: screenFields.categories.default([]),
  tpv: screenFields.tpv.default(null),
  show_various: screenFields.show_various.default(false),
  modifiers: screenFields.modifiers.default([]),
});
export const screenUpdateSchema = z.object(screenFields).partial();
export type ScreenInput = z.infer<typeof screenInputSchema>;

// ---------------------------------------------------------------------------------------
// Printers

/**
 * Spec's printer_width (default '0'): the paper, and so the columns a line holds.
 * '0' is 80 mm paper at 48 columns (Font A), what nearly every kitchen and ticket printer
 * sold today takes; '1' is 80 mm at 42 columns (printers with a 72 mm print area);
 * '2' is 58 mm paper at 32 columns.
 */
export const PRINTER_WIDTHS = ["0", "1", "2"] as const;
export const printerWidthSchema = z.enum(PRINTER_WIDTHS);
export type PrinterWidth = z.infer<typeof printerWidthSchema>;
export const PRINTER_COLUMNS: Record<PrinterWidth, number> = { "0": 48, "1": 42, "2": 32 };

/** How a printer is reached: raw TCP (port 9100), or virtual (shown on screen, never printed). */
export const PRINTER_CONNECTIONS = ["network", "virtual"] as const;
export const printerConnectionSchema = z.enum(PRINTER_CONNECTIONS);
export type PrinterConnection = z.infer<typeof printerConnectionSchema>;
export const DEFAULT_PRINTER_PORT = 9100;

const HOSTNAME =
  /^(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6 = /^[0-9A-Fa-f:.]{2,45}$/;

/** A host name or an IP address (v4 or v6); a URL, a path or spaces are not hosts. */
export function isHost(value: string): boolean {
  if (IPV4.test(value)) return true;
  if (value.includes(":")) return IPV6.test(value) && value.split("::").length <= 2;
  // All-digit dotted names that are not valid IPv4 (999.1.1.1) are refused, not looked up.
  if (/^[\d.]+$/.test(value)) return false;
  return HOSTNAME.test(value);
}

export const hostField = z.string().trim().max(253).refine(isHost, { message: FLOOR_MESSAGES.host });
export const portField = z
  .number({ message: FLOOR_MESSAGES.port })
  .int({ message: FLOOR_MESSAGES.port })
  .min(1, { message: FLOOR_MESSAGES.port })
  .max(65_535, { message: FLOOR_MESSAGES.port });

const printerFields = {
  name,
  /** Categories whose kitchen lines go to this printer. */
  category: idList,
  main_tpv: idField.nullable(),
  secondary_tpv: idField.nullable(),
  zone: idField.nullable(),
  allow_to_march: z.boolean(),
  family: idField.nullable(),
  printer_width: printerWidthSchema,
  connection: printerConnectionSchema,
  /** Required for a network printer; ignored (null) for a virtual one. */
  host: hostField.nullable(),
  port: portField,
};
const requireHost = <T extends { connection?: PrinterConnection; host?: string | null }>(printer: T) =>
  printer.connection !== "network" || (printer.host !== null && printer.host !== undefined);
export const printerInputSchema = z
  .object({
    ...printerFields,
    category: printerFields.category.default([]),
    main_tpv: printerFields.main_tpv.default(null),
    secondary_tpv: printerFields.secondary_tpv.default(null),
    zone: printerFields.zone.default(null),
    allow_to_march: printerFields.allow_to_march.default(false),
    family: printerFields.family.default(null),
    printer_width: printerFields.printer_width.default("0"),
    connection: printerFields.connection.default("network"),
    host: printerFields.host.default(null),
    port: printerFields.port.default(DEFAULT_PRINTER_PORT),
  })
  .refine(requireHost, { message: FLOOR_MESSAGES.host, path: ["host"] });
/** The server checks the host rule again against the stored printer when only part is sent. */
export const printerUpdateSchema = z.object(printerFields).partial();
export type PrinterInput = z.infer<typeof printerInputSchema>;

/** The answer of a printer's "check": whether host:port took a TCP connection within 2 s. */
export const PRINTER_CHECK_TIMEOUT_MS = 2000;
export interface PrinterCheck {
  reachable: boolean;
  /** How long the connection took, or how long we waited. */
  elapsed_ms: number;
  /** Why not, when unreachable: "timeout", "refused", "unknown_host", "virtual", or the system's code. */
  reason: string | null;
}

// ---------------------------------------------------------------------------------------
// Cash drawers (cashiers)

/** Drawer connector: 0 is pin 2 (spec default), 1 is pin 5. */
export const DRAWER_PORTS = [0, 1] as const;
/** ESC p carries the pulse in 2 ms steps in one byte: 2..510 ms, even. */
export const DRAWER_PULSE_MIN_MS = 2;
export const DRAWER_PULSE_MAX_MS = 510;

const cashierFields = {
  name,
  printer: idField,
  pulse: z
    .number({ message: FLOOR_MESSAGES.pulse })
    .int({ message: FLOOR_MESSAGES.pulse })
    .min(DRAWER_PULSE_MIN_MS, { message: FLOOR_MESSAGES.pulse })
    .max(DRAWER_PULSE_MAX_MS, { message: FLOOR_MESSAGES.pulse })
    .refine((ms) => ms % 2 === 0, { message: FLOOR_MESSAGES.pulse }),
  port: z.union([z.literal(0), z.literal(1)]),
};
export const cashierInputSchema = z.object({
  ...cashierFields,
  pulse: cashierFields.pulse.default(200),
  port: cashierFields.port.default(0),
});
export const cashierUpdateSchema = z.object(cashierFields).partial();
export type CashierInput = z.infer<typeof cashierInputSchema>;

/**
 * The ESC/POS drawer kick `ESC p m t1 t2` (1B 70 m t1 t2): m the connector (0 pin 2, 1 pin 5),
 * t1 the ON time and t2 the OFF time in 2 ms units. OFF equals ON, which every drawer accepts.
 */
export function drawerKickBytes(port: 0 | 1, pulseMs: number): Uint8Array {
  if (!Number.isInteger(pulseMs) || pulseMs < DRAWER_PULSE_MIN_MS || pulseMs > DRAWER_PULSE_MAX_MS) {
    throw new RangeError(`pulse must be ${DRAWER_PULSE_MIN_MS}..${DRAWER_PULSE_MAX_MS} ms, got ${pulseMs}`);
  }
  const units = Math.floor(pulseMs / 2);
  return Uint8Array.of(0x1b, 0x70, port, units, units);
}
