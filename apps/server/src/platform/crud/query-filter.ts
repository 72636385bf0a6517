import { parseFilterKey } from "@comanda/domain";
import { and, asc, desc, eq, gte, ilike, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { errors } from "../errors/app-error";
import { integerRangeOf } from "./column-limits";

const MAX_Q_LENGTH = 8192;
const MAX_IN_VALUES = 200;
/** Years written with four digits: what the driver's ISO dates and PostgreSQL agree on. */
const MIN_YEAR = 1;
const MAX_YEAR = 9999;
/** Column types `__icontains` (LIKE) works on. */
const TEXT_COLUMN_TYPES = new Set(["PgText", "PgVarchar", "PgChar"]);
const NUMERIC_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A parsed filter: conditions hold placeholders, `params` their values. `shape` names
 * everything but the values, so lists with the same shape share one prepared statement.
 */
export interface ParsedListQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  deleted: boolean;
  params: Record<string, unknown>;
  shape: string;
}

type Scalar = string | number | boolean | Date;

function decode(q: string): Record<string, unknown> {
  if (q.length > MAX_Q_LENGTH) throw errors.badQuery("q too long");
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(q)) throw errors.badQuery("q is not base64");
  const text = Buffer.from(q, q.includes("-") || q.includes("_") ? "base64url" : "base64").toString("utf8");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw errors.badQuery("q is not JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw errors.badQuery("q must be a JSON object");
  }
  return parsed as Record<string, unknown>;
}

/**
 * The column a client names, looked up among the table's own columns only: a name such
 * as `constructor` or `__proto__` must not reach an Object.prototype member.
 */
export function columnNamed(columns: Record<string, AnyPgColumn>, name: string): AnyPgColumn | undefined {
  return Object.hasOwn(columns, name) ? columns[name] : undefined;
}

/** Checks a filter value against the column's type so the database never sees a bad cast. */
function coerce(column: AnyPgColumn, field: string, value: unknown): Scalar {
  switch (column.dataType) {
    case "number": {
      const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
      if (typeof n !== "number" || !Number.isFinite(n)) throw errors.badQuery(`${field} must be a number`);
      const range = integerRangeOf(column);
      if (range && (!Number.isInteger(n) || n < range[0] || n > range[1])) {
        throw errors.badQuery(`${field} must be an integer`);
      }
      return n;
    }
    case "boolean":
      if (typeof value === "boolean") return value;
      if (value === "true" || value === "false") return value === "true";
      throw errors.badQuery(`${field} must be true or false`);
    case "date": {
      if (typeof value !== "string" && typeof value !== "number")
        throw errors.badQuery(`${field} must be a date`);
      const date = new Date(value);
      const year = date.getUTCFullYear();
      if (Number.isNaN(date.getTime()) || year < MIN_YEAR || year > MAX_YEAR) {
        throw errors.badQuery(`${field} must be a date`);
      }
      return date;
    }
    case "string":
      if (column.columnType === "PgNumeric") {
        const text = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
        if (typeof text !== "string" || text.length > 40 || !NUMERIC_TEXT.test(text.trim())) {
          throw errors.badQuery(`${field} must be a number`);
        }
        return text.trim();
      }
      if (typeof value === "string" && value.length <= 500) return value;
      if (typeof value === "number" || typeof value === "boolean") return String(value);
      throw errors.badQuery(`${field} must be text`);
    default:
      throw errors.badQuery(`${field} cannot be filtered`);
  }
}

/** Escapes LIKE wildcards so a search for "50%" means the characters 50%. */
export function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function parseOrdering(value: unknown, columns: Record<string, AnyPgColumn>): SQL[] {
  if (typeof value !== "string" || value.length > 200) throw errors.badQuery("ordering must be text");
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const descending = part.startsWith("-");
      const name = descending ? part.slice(1) : part;
      const column = columnNamed(columns, name);
      if (!column || column.dataType === "json" || column.dataType === "array") {
        throw errors.badQuery(`cannot order by ${name}`);
      }
      return descending ? desc(column) : asc(column);
    });
}

/**
 * Parses the `q` filter (base64 JSON) against an entity's visible columns.
 * Unknown fields, wrong operators and wrong value types are 400s, never database errors.
 */
export function parseListQuery(
  q: string | undefined,
  columns: Record<string, AnyPgColumn>,
  searchable: readonly string[],
  defaultOrdering: string,
): ParsedListQuery {
  const filters = q ? decode(q) : {};
  const conditions: SQL[] = [];
  const params: Record<string, unknown> = {};
  const shape: string[] = [];
  const bind = (value: unknown) => {
    const name = `f${Object.keys(params).length}`;
    params[name] = value;
    return sql.placeholder(name);
  };
  let ordering = defaultOrdering;
  let orderBy = parseOrdering(defaultOrdering, columns);
  let deleted = false;

  for (const [key, value] of Object.entries(filters)) {
    if (key === "ordering") {
      orderBy = parseOrdering(value, columns);
      ordering = String(value);
      continue;
    }
    if (key === "deleted") {
      if (typeof value !== "boolean") throw errors.badQuery("deleted must be true or false");
      deleted = value;
      continue;
    }
    if (key === "search") {
      if (typeof value !== "string" || value.length > 200) throw errors.badQuery("search must be text");
      const term = value.trim();
      if (term) {
        const pattern = bind(likePattern(term));
        const matches = searchable.flatMap((name) => {
          const column = columnNamed(columns, name);
          return column ? [ilike(column, pattern)] : [];
        });
        const any = or(...matches);
        if (any) {
          conditions.push(any);
          shape.push("search");
        }
      }
      continue;
    }
    const parsed = parseFilterKey(key);
    if (!parsed) throw errors.badQuery(`unknown operator in ${key}`);
    const column = columnNamed(columns, parsed.field);
    if (!column) throw errors.badQuery(`unknown field ${parsed.field}`);
    if (column.dataType === "json" || column.dataType === "array") {
      throw errors.badQuery(`${parsed.field} cannot be filtered`);
    }
    switch (parsed.operator) {
      case "eq":
        if (value === null) {
          conditions.push(isNull(column));
          shape.push(`${key}=null`);
        } else {
          conditions.push(eq(column, bind(coerce(column, key, value))));
          shape.push(key);
        }
        break;
      case "in": {
        if (!Array.isArray(value) || value.length > MAX_IN_VALUES) {
          throw errors.badQuery(`${key} must be a list of at most ${MAX_IN_VALUES} values`);
        }
        // One array parameter, whatever its length, keeps the statement's shape.
        conditions.push(sql`${column} = any(${bind(value.map((v) => coerce(column, key, v)))})`);
        shape.push(key);
        break;
      }
      case "icontains": {
        if (!TEXT_COLUMN_TYPES.has(column.columnType) || typeof value !== "string" || value.length > 200) {
          throw errors.badQuery(`${key} needs a text field and a text value`);
        }
        conditions.push(ilike(column, bind(likePattern(value))));
        shape.push(key);
        break;
      }
      case "gte":
      case "lte": {
        if (value === null) throw errors.badQuery(`${key} needs a value`);
        const bound = coerce(column, key, value);
        if (typeof bound === "boolean") throw errors.badQuery(`${key} cannot compare true/false`);
        conditions.push(parsed.operator === "gte" ? gte(column, bind(bound)) : lte(column, bind(bound)));
        shape.push(key);
        break;
      }
    }
  }
  return {
    where: conditions.length ? and(...conditions) : undefined,
    orderBy,
    deleted,
    params,
    shape: JSON.stringify([deleted, ordering, shape]),
  };
}
