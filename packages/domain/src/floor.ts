import { z } from "zod";
import { idField } from "./menu";
import { textField } from "./text";

/**
 * The floor (spec §3 Zone, Table, Screen; §4 table statuses; §7 tables and zones v2, screens). Insert schemas carry the defaults;
 * update schemas are the same fields, all optional, without defaults.
 */

export const FLOOR_MESSAGES = {
  zoneFull: "zones.too_many_tables",
  duplicateTableName: "tables.duplicate_name",
  zoneHasTables: "zones.has_tables",
  duplicate: "validation.duplicate",
  tableInUse: "tables.in_use",
} as const;

/**
 * Spec §5 "zone table count has a maximum (value not shown)": 100. A room plan with more
 * tables than that no longer fits a till's screen, and a restaurant that large splits it
 * into zones anyway.
 */
export const MAX_TABLES_PER_ZONE = 100;

const name = textField(80).min(1);
export const idList = z
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

/** The query parameter that carries a table's QR token to the customer's digital menu. */
export const TABLE_QR_PARAM = "mesa";

/** The address a table's QR code opens: the digital menu with the table's token. */
export function tableMenuUrl(menuBase: string, qr: string): string {
  return `${menuBase.replace(/\/+$/, "")}?${TABLE_QR_PARAM}=${encodeURIComponent(qr)}`;
}

/** Live status of a table (spec §4). */
export const TABLE_STATUSES = ["available", "busy", "pendingPay", "blocked"] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];

/** Blocking a free table by hand (reserved, broken) or freeing it again (spec §4 table statuses). */
export const tableBlockBodySchema = z.object({ blocked: z.boolean() });
export type TableBlockBody = z.infer<typeof tableBlockBodySchema>;

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
