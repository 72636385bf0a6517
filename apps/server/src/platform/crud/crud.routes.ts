import { PAGE_SIZE_MAX, type PermissionKey } from "@comanda/domain";
import { getTableColumns } from "drizzle-orm";
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../db/client";
import { mapDatabaseError } from "../db/pg-errors";
import { dropEmptyValues, ok } from "../http/envelope";
import { createColumnLimits, integerRangeOf } from "./column-limits";
import { createEntityRepository } from "./crud.repository";
import { type EntityDefinition, type GenericOperation, PERMISSION_OF_OPERATION } from "./entity";
import { listQuerystring } from "./list-page";
import { parseListQuery } from "./query-filter";

const INT_MAX = 2_147_483_647;
const idParams = z.object({ id: z.coerce.number().int().positive().max(INT_MAX) });
const deleteAllBody = z.object({
  pk__in: z.array(z.number().int().positive().max(INT_MAX)).min(1).max(PAGE_SIZE_MAX),
});

/** Registers the seven generic calls of one entity under each of its API versions. */
export function registerEntityRoutes(app: FastifyInstance, definition: EntityDefinition, db: Db) {
  const repository = createEntityRepository(definition);
  const insertSchema = definition.insertSchema;
  const updateSchema = definition.updateSchema;
  const uniqueRange = integerRangeOf(getTableColumns(definition.table)[definition.uniqueField]!);
  const restoreBody = z.object({
    [definition.uniqueField]: uniqueRange
      ? z
          .number()
          .int()
          .min(definition.uniqueField === "id" ? 1 : uniqueRange[0])
          .max(uniqueRange[1])
      : z.string().min(1).max(255),
  });
  const defaultOrdering = definition.defaultOrdering ?? "id";
  const isPublic = (operation: GenericOperation) => definition.publicOperations?.includes(operation) ?? false;
  const config = (operation: GenericOperation): FastifyContextConfig =>
    isPublic(operation)
      ? { auth: "optional" as const }
      : { permission: `${definition.module}.${PERMISSION_OF_OPERATION[operation]}` as PermissionKey };
  const columnLimits = createColumnLimits(definition.table);
  /** Column bounds first, then the entity's own preparation; its lookups' database errors are 400s too. */
  const context = (request: FastifyRequest, tx: Db = db) => ({
    db: tx,
    localId: request.local.id,
    userId: request.session?.user.id,
  });
  const prepare = async (
    request: FastifyRequest,
    tx: Db,
    input: Record<string, unknown>,
    operation: "insert" | "update",
    id?: number,
  ): Promise<Record<string, unknown>> => {
    const outOfBounds = columnLimits(input);
    if (outOfBounds) throw outOfBounds;
    if (!definition.prepare) return input;
    try {
      return await definition.prepare(input, { ...context(request, tx), operation, id });
    } catch (error) {
      throw mapDatabaseError(error);
    }
  };
  const dropEmpty = async (request: FastifyRequest) => {
    request.body = dropEmptyValues(request.body);
  };

  for (const version of definition.versions ?? ["v1"]) {
    const base = `/api/${version}/${definition.collection}`;
    const tags = [definition.collection];
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      base,
      { schema: { tags, querystring: listQuerystring }, config: config("list") },
      async (request) => {
        const { q, page, page_size } = request.query;
        const parsed = parseListQuery(q, repository.columns, definition.searchable, defaultOrdering);
        return ok(await repository.list(db, request.local.id, parsed, page, page_size));
      },
    );

    r.get(`${base}/:id`, { schema: { tags, params: idParams }, config: config("get") }, async (request) =>
      ok(await repository.get(db, request.local.id, request.params.id)),
    );

    r.post(
      base,
      { schema: { tags, body: insertSchema }, config: config("insert"), preValidation: dropEmpty },
      async (request, reply) => {
        const row = await db.transaction(async (tx) => {
          const values = await prepare(request, tx, request.body as Record<string, unknown>, "insert");
          return repository.insert(tx, request.local.id, values);
        });
        reply.status(201);
        return ok(row);
      },
    );

    r.put(
      `${base}/:id`,
      {
        schema: { tags, params: idParams, body: updateSchema },
        config: config("update"),
        preValidation: dropEmpty,
      },
      async (request) => {
        const { id } = request.params;
        const row = await db.transaction(async (tx) => {
          const values = await prepare(request, tx, request.body as Record<string, unknown>, "update", id);
          return repository.update(tx, request.local.id, id, values);
        });
        return ok(row);
      },
    );

    r.delete(
      `${base}/:id`,
      { schema: { tags, params: idParams }, config: config("delete") },
      async (request) => {
        await definition.assertDeletable?.([request.params.id], context(request));
        await repository.softDelete(db, request.local.id, request.params.id);
        return ok({ id: request.params.id });
      },
    );

    r.post(
      `${base}/delete_all`,
      { schema: { tags, body: deleteAllBody }, config: config("delete_all") },
      async (request) => {
        await definition.assertDeletable?.(request.body.pk__in, context(request));
        return ok({ deleted: await repository.softDeleteMany(db, request.local.id, request.body.pk__in) });
      },
    );

    r.post(
      `${base}/restore`,
      { schema: { tags, body: restoreBody }, config: config("restore") },
      async (request) => {
        const value = (request.body as Record<string, string | number>)[definition.uniqueField]!;
        return ok(await repository.restore(db, request.local.id, value));
      },
    );
  }
}
