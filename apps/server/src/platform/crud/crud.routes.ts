import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type PermissionKey } from "@comanda/domain";
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../db/client";
import { dropEmptyValues, ok } from "../http/envelope";
import { createEntityRepository } from "./crud.repository";
import { type EntityDefinition, type GenericOperation, PERMISSION_OF_OPERATION } from "./entity";
import { parseListQuery } from "./query-filter";

const INT_MAX = 2_147_483_647;
const idParams = z.object({ id: z.coerce.number().int().positive().max(INT_MAX) });
const listQuerystring = z.object({
  q: z.string().max(8192).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
const deleteAllBody = z.object({
  pk__in: z.array(z.number().int().positive().max(INT_MAX)).min(1).max(PAGE_SIZE_MAX),
});

/** Registers the seven generic calls of one entity under each of its API versions. */
export function registerEntityRoutes(app: FastifyInstance, definition: EntityDefinition, db: Db) {
  const repository = createEntityRepository(definition);
  const insertSchema = definition.insertSchema;
  const updateSchema = definition.updateSchema;
  const uniqueIsId = definition.uniqueField === "id";
  const restoreBody = z.object({
    [definition.uniqueField]: uniqueIsId
      ? z.number().int().positive().max(INT_MAX)
      : z.string().min(1).max(255),
  });
  const defaultOrdering = definition.defaultOrdering ?? "id";
  const isPublic = (operation: GenericOperation) => definition.publicOperations?.includes(operation) ?? false;
  const config = (operation: GenericOperation): FastifyContextConfig =>
    isPublic(operation)
      ? { auth: "optional" as const }
      : { permission: `${definition.module}.${PERMISSION_OF_OPERATION[operation]}` as PermissionKey };
  const prepare = async (
    request: FastifyRequest,
    input: Record<string, unknown>,
    operation: "insert" | "update",
  ) => (definition.prepare ? definition.prepare(input, { db, localId: request.local.id, operation }) : input);
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
        const values = await prepare(request, request.body as Record<string, unknown>, "insert");
        reply.status(201);
        return ok(await repository.insert(db, request.local.id, values));
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
        const values = await prepare(request, request.body as Record<string, unknown>, "update");
        return ok(await repository.update(db, request.local.id, request.params.id, values));
      },
    );

    r.delete(
      `${base}/:id`,
      { schema: { tags, params: idParams }, config: config("delete") },
      async (request) => {
        await definition.assertDeletable?.([request.params.id], { db, localId: request.local.id });
        await repository.softDelete(db, request.local.id, request.params.id);
        return ok({ id: request.params.id });
      },
    );

    r.post(
      `${base}/delete_all`,
      { schema: { tags, body: deleteAllBody }, config: config("delete_all") },
      async (request) => {
        await definition.assertDeletable?.(request.body.pk__in, { db, localId: request.local.id });
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
