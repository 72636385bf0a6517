import { getTableColumns } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { type AppError, errors, type FieldErrors } from "../errors/app-error";
import type { EntityTable } from "./entity";

/** What each integer column type can hold; PostgreSQL refuses anything else with a data error. */
const INTEGER_RANGES: Record<string, readonly [number, number]> = {
  PgSmallInt: [-32768, 32767],
  PgSmallSerial: [-32768, 32767],
  PgInteger: [-2147483648, 2147483647],
  PgSerial: [-2147483648, 2147483647],
  PgBigInt53: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  PgBigSerial53: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

export function integerRangeOf(column: AnyPgColumn): readonly [number, number] | undefined {
  return INTEGER_RANGES[column.columnType];
}

function problemOf(column: AnyPgColumn, value: unknown): FieldErrors[string][number] | undefined {
  const range = integerRangeOf(column);
  if (range && typeof value === "number") {
    if (!Number.isInteger(value)) return { key: "validation.invalid_type" };
    if (value > range[1]) return { key: "validation.too_big", params: { maximum: range[1] } };
    if (value < range[0]) return { key: "validation.too_small", params: { minimum: range[0] } };
  }
  const length = (column as { length?: unknown }).length;
  if (column.columnType === "PgVarchar" && typeof length === "number" && typeof value === "string") {
    if (value.length > length) return { key: "validation.too_long", params: { maximum: length } };
  }
  return undefined;
}

/**
 * Checks validated input against the columns it is stored in (and the lookups a `prepare`
 * makes with it), so an entity schema that forgot a bound gives a 400 naming the field
 * instead of a database error.
 */
export function createColumnLimits(table: EntityTable) {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  return (values: Record<string, unknown>): AppError | undefined => {
    const problems: FieldErrors = {};
    for (const [field, value] of Object.entries(values)) {
      const column = Object.hasOwn(columns, field) ? columns[field] : undefined;
      const problem = column && problemOf(column, value);
      if (problem) problems[field] = [problem];
    }
    return Object.keys(problems).length > 0 ? errors.validation(problems) : undefined;
  };
}
