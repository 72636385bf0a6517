import { z } from "zod";
import { FLOOR_MESSAGES, idList } from "./floor";
import { idField } from "./menu";
import { textField } from "./text";

/**
 * Printers and cash drawers (spec §3 Printer, Cashier; §9 cashier defaults; ESC/POS facts in
 * research/fiscal-hardware-notes.md). Insert schemas carry the defaults; update schemas are
 * the same fields, all optional, without defaults.
 */

export const PRINTING_MESSAGES = {
  host: "printers.host",
  port: "printers.port",
  pulse: "cashiers.pulse",
  virtualPrinter: "cashiers.virtual_printer",
  noTillDrawer: "cashiers.no_till_drawer",
  printerInUse: "printers.in_use",
  printerInZone: "printers.in_zone",
  unreachable: "printers.unreachable",
  duplicate: FLOOR_MESSAGES.duplicate,
} as const;

const name = textField(80).min(1);

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
const IPV6_GROUP = /^[0-9A-Fa-f]{1,4}$/;

/** Eight hex groups, fewer around one "::", the last two possibly written as IPv4. */
function isIpv6(value: string): boolean {
  const halves = value.split("::");
  if (halves.length > 2) return false;
  const parts = halves.flatMap((half) => (half === "" ? [] : half.split(":")));
  const last = parts.at(-1);
  const endsInIpv4 = last !== undefined && IPV4.test(last);
  const groups = endsInIpv4 ? parts.slice(0, -1) : parts;
  if (!groups.every((group) => IPV6_GROUP.test(group))) return false;
  const size = groups.length + (endsInIpv4 ? 2 : 0);
  return halves.length === 2 ? size < 8 : size === 8;
}

/** A host name or an IP address (v4 or v6); a URL, a path, a port or spaces are not hosts. */
export function isHost(value: string): boolean {
  if (IPV4.test(value)) return true;
  if (value.includes(":")) return isIpv6(value);
  // All-digit dotted names that are not valid IPv4 (999.1.1.1) are refused, not looked up.
  if (/^[\d.]+$/.test(value)) return false;
  return HOSTNAME.test(value);
}

export const hostField = z.string().trim().max(253).refine(isHost, { message: PRINTING_MESSAGES.host });
export const portField = z
  .number({ message: PRINTING_MESSAGES.port })
  .int({ message: PRINTING_MESSAGES.port })
  .min(1, { message: PRINTING_MESSAGES.port })
  .max(65_535, { message: PRINTING_MESSAGES.port });

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
  /**
   * Whether the printer answers ESC/POS real-time status (DLE EOT): a ticket is done only once
   * it answers ready. Off for printers that never answer: done as soon as the bytes are sent.
   */
  status_check: z.boolean(),
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
    status_check: printerFields.status_check.default(true),
  })
  .refine(requireHost, { message: PRINTING_MESSAGES.host, path: ["host"] });
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
    .number({ message: PRINTING_MESSAGES.pulse })
    .int({ message: PRINTING_MESSAGES.pulse })
    .min(DRAWER_PULSE_MIN_MS, { message: PRINTING_MESSAGES.pulse })
    .max(DRAWER_PULSE_MAX_MS, { message: PRINTING_MESSAGES.pulse })
    // Out-of-range values already have their message; one message per mistake.
    .refine((ms) => ms % 2 === 0 || ms < DRAWER_PULSE_MIN_MS || ms > DRAWER_PULSE_MAX_MS, {
      message: PRINTING_MESSAGES.pulse,
    }),
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
