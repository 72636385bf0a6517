import type { EntityCollection, LockModule } from "@comanda/domain";
import { getTableColumns } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { SessionRole } from "../auth/session";
import type { Db } from "../db/client";

/** A table with the columns of `entityColumns()`. */
export type EntityTable = PgTable & {
  id: AnyPgColumn;
  local_id: AnyPgColumn;
  created_at: AnyPgColumn;
  updated_at: AnyPgColumn;
  deleted_at: AnyPgColumn;
};

export interface EntityContext {
  db: Db;
  localId: number;
  /** The signed-in caller, when there is one. */
  userId?: number;
  /** The caller's own role (not a lender's), for the rules on who may grant what. */
  role?: SessionRole;
}

type Row = Record<string, unknown>;

/**
 * One declaration per plain entity; the seven generic calls come from it
 * (architecture.md "API contract"). Special behaviour is a named action of the area.
 */
export interface EntityDefinition {
  /** Path segment under /api/v1 (and /api/v2 when listed in `versions`); its module is in ENTITY_MODULES. */
  collection: EntityCollection;
  table: EntityTable;
  insertSchema: z.ZodObject;
  /** Given explicitly: a `.partial()` of a schema with defaults would reset fields on update. */
  updateSchema: z.ZodObject;
  /** The field `restore` looks rows up by. */
  uniqueField: string;
  /** Text columns the `search` filter looks in. */
  searchable: string[];
  /** Columns never returned nor filterable (password hashes). */
  hidden?: string[];
  defaultOrdering?: string;
  versions?: Array<"v1" | "v2">;
  /** A lock module the local must have bought for every call of the entity (spec §2: stock). */
  lockModule?: LockModule;
  /**
   * Turns validated input into column values (hashing, defaults that need the database).
   * Runs in the transaction of the write; `id` is the row being updated.
   */
  prepare?: (
    input: Row,
    context: EntityContext & { operation: "insert" | "update"; id?: number },
  ) => Promise<Row>;
  /**
   * Writes what belongs to the row outside its own columns (a modifier's options) in the
   * transaction of the write; `input` is the validated body.
   */
  afterWrite?: (
    row: Row,
    input: Row,
    context: EntityContext & { operation: "insert" | "update" },
  ) => Promise<void>;
  /**
   * Adds what a row shows beyond its columns (a category's subcategories), for a whole page
   * of rows at once so a list costs a fixed number of queries.
   */
  expand?: (rows: Row[], context: EntityContext) => Promise<Row[]>;
  /**
   * Image fields set by a file in a multipart (form data) insert or update, with their size
   * limit. The other fields of such a body are form values: text as is, the rest as JSON.
   */
  images?: Record<string, number>;
  /** Fields whose empty value ("" or null) is kept, not dropped: it clears them. */
  clearable?: string[];
  /**
   * Refuses a restore that would break a rule the row's writes keep (a table back in a full
   * zone); runs in the restore's transaction and throws an AppError.
   */
  assertRestorable?: (id: number, context: EntityContext) => Promise<void>;
  /** Refuses a delete that would break the local (a role still assigned); throws an AppError. */
  assertDeletable?: (ids: number[], context: EntityContext) => Promise<void>;
  /** A valid insert body, used by the cross-tenant and property tests and by the bench data generator. */
  sample: (
    context: EntityContext & { n: number; insert: (collection: string) => Promise<number> },
  ) => Promise<Row>;
}

export function defineEntity(definition: EntityDefinition): EntityDefinition {
  return definition;
}

const INTERNAL_COLUMNS = new Set(["local_id", "deleted_at"]);

/** The columns a client can see, filter and order by. */
export function visibleColumns(definition: EntityDefinition): Record<string, AnyPgColumn> {
  const hidden = new Set([...(definition.hidden ?? []), ...INTERNAL_COLUMNS]);
  return Object.fromEntries(
    Object.entries(getTableColumns(definition.table)).filter(([name]) => !hidden.has(name)),
  ) as Record<string, AnyPgColumn>;
}
