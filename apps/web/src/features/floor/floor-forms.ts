import {
  DEFAULT_TABLE_STYLE,
  DEFAULT_ZONE_STYLE,
  findFreeSpot,
  type PlanSize,
  type TableShape,
  type TableStyle,
  tableInputSchema,
  tableStyleSchema,
  type Zone,
  zoneInputSchema,
  zoneStyleSchema,
} from "@comanda/domain";
import type { FieldErrors } from "../../ui/form/field-errors";
import { numberOrEmpty, schemaErrors } from "../../ui/form/schema-errors";
import type { ScreenRow, TableRow, TableStylePreset } from "./floor-api";

/** A select's value (text) as the id the API takes, or null when nothing is chosen. */
export function idOrNull(value: string | null): number | null {
  return value === null || value === "" ? null : Number(value);
}

const textOf = (id: number | null) => (id === null ? null : String(id));

// ---------------------------------------------------------------------------------------
// Zones

export interface ZoneFormValues {
  name: string;
  tpv: string | null;
  printers: string[];
  main_printer: string | null;
  width: string;
  height: string;
}

export function zoneFormValues(zone?: Zone): ZoneFormValues {
  const style = zone?.style ?? DEFAULT_ZONE_STYLE;
  return {
    name: zone?.name ?? "",
    tpv: textOf(zone?.tpv ?? null),
    printers: (zone?.printers ?? []).map(String),
    main_printer: textOf(zone?.main_printer ?? null),
    width: String(style.width),
    height: String(style.height),
  };
}

/** What the zone form sends; the plan keeps the colour it had. */
export function zonePayload(values: ZoneFormValues, zone?: Zone) {
  return {
    name: values.name.trim(),
    tpv: idOrNull(values.tpv),
    printers: values.printers.map(Number),
    main_printer: idOrNull(values.main_printer),
    style: {
      ...(zone?.style ?? DEFAULT_ZONE_STYLE),
      width: numberOrEmpty(values.width),
      height: numberOrEmpty(values.height),
    },
  };
}

/** The plan's size is checked on its own so its messages land on the width and height fields. */
export function zoneErrors(values: ZoneFormValues, zone?: Zone): FieldErrors<ZoneFormValues> {
  const { style, ...rest } = zonePayload(values, zone);
  return {
    ...schemaErrors(zoneInputSchema.omit({ style: true }), rest, values),
    ...schemaErrors(zoneStyleSchema, style, values),
  };
}

/** "qr-salon-principal.pdf": the zone's name without accents or signs a file system may refuse. */
export function qrSheetFileName(zoneName: string): string {
  const slug = zoneName
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `qr-${slug || "zona"}.pdf`;
}

// ---------------------------------------------------------------------------------------
// Tables

export interface TableFormValues {
  name: string;
  zone_id: string | null;
  shape: TableShape;
  seats: string;
  /** The preset a new table's drawing starts from; not sent. */
  preset: string | null;
}

export function tableFormValues(table?: TableRow, zoneId?: number): TableFormValues {
  const style = table?.style ?? DEFAULT_TABLE_STYLE;
  return {
    name: table?.name ?? "",
    zone_id: textOf(table?.zone_id ?? zoneId ?? null),
    shape: style.shape,
    seats: String(style.seats),
    preset: null,
  };
}

/** Choosing a preset fills the form's shape and seats with the preset's. */
export function applyPreset(values: TableFormValues, preset: TableStylePreset | undefined): TableFormValues {
  if (!preset) return { ...values, preset: null };
  return { ...values, preset: String(preset.id), shape: preset.shape, seats: String(preset.seats) };
}

/** What a new table's place is chosen among: the zone's plan and the tables already on it. */
export interface ZonePlan {
  plan: PlanSize;
  taken: TableStyle[];
}

/**
 * A table's drawing after the form: an existing table keeps its place and size on the plan;
 * a new one takes the chosen preset's size (or the default) at the plan's first free spot,
 * so it does not land on top of another table.
 */
export function tableStyleOf(
  values: TableFormValues,
  table: TableRow | undefined,
  preset: TableStylePreset | undefined,
  zonePlan: ZonePlan,
) {
  let base: TableStyle;
  if (table) base = table.style;
  else {
    const size = preset ? { width: preset.width, height: preset.height } : DEFAULT_TABLE_STYLE;
    const spot = findFreeSpot(zonePlan.taken, size, zonePlan.plan);
    base = { ...DEFAULT_TABLE_STYLE, ...size, ...(spot ?? {}) };
  }
  return { ...base, shape: values.shape, seats: numberOrEmpty(values.seats) };
}

export function tablePayload(
  values: TableFormValues,
  table: TableRow | undefined,
  preset: TableStylePreset | undefined,
  zonePlan: ZonePlan,
) {
  return {
    name: values.name.trim(),
    zone_id: idOrNull(values.zone_id),
    style: tableStyleOf(values, table, preset, zonePlan),
  };
}

const tableFieldsSchema = tableStyleSchema.pick({ shape: true, seats: true });

export function tableErrors(values: TableFormValues): FieldErrors<TableFormValues> {
  return {
    ...schemaErrors(
      tableInputSchema.omit({ style: true }),
      { name: values.name.trim(), zone_id: idOrNull(values.zone_id) },
      values,
    ),
    ...schemaErrors(tableFieldsSchema, { shape: values.shape, seats: numberOrEmpty(values.seats) }, values),
  };
}

// ---------------------------------------------------------------------------------------
// Screens

export interface ScreenFormValues {
  name: string;
  tpv: string | null;
  categories: string[];
  modifiers: string[];
  show_various: boolean;
}

export function screenFormValues(screen?: ScreenRow): ScreenFormValues {
  return {
    name: screen?.name ?? "",
    tpv: textOf(screen?.tpv ?? null),
    categories: (screen?.categories ?? []).map(String),
    modifiers: (screen?.modifiers ?? []).map(String),
    show_various: screen?.show_various ?? false,
  };
}

export function screenPayload(values: ScreenFormValues) {
  return {
    name: values.name.trim(),
    tpv: idOrNull(values.tpv),
    categories: values.categories.map(Number),
    modifiers: values.modifiers.map(Number),
    show_various: values.show_various,
  };
}
