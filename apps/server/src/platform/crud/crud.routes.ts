import { PAGE_SIZE_MAX } from "@comanda/domain";
import { getTableColumns } from "drizzle-orm";
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../db/client";
import { mapDatabaseError } from "../db/pg-errors";
import { type FilesService, fileIdFromUrl, fileUrl } from "../files/files.service";
import { dropEmptyValues, ok } from "../http/envelope";
import { createColumnLimits, integerRangeOf } from "./column-limits";
import { createEntityRepository } from "./crud.repository";
import type { EntityDefinition } from "./entity";
import { createFormBodyReader, type UploadedImage } from "./form-body";
import { listQuerystring } from "./list-page";
import { parseListQuery } from "./query-filter";

const INT_MAX = 2_147_483_647;
const idParams = z.object({ id: z.coerce.number().int().positive().max(INT_MAX) });
const deleteAllBody = z.object({
  pk__in: z.array(z.number().int().positive().max(INT_MAX)).min(1).max(PAGE_SIZE_MAX),
});

/** Registers the seven generic calls of one entity under each of its API versions. */
export function registerEntityRoutes(
  app: FastifyInstance,
  definition: EntityDefinition,
  db: Db,
  files: FilesService,
) {
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
  const columnLimits = createColumnLimits(definition.table);
  /** Column bounds first, then the entity's own preparation; its lookups' database errors are 400s too. */
  const context = (request: FastifyRequest, tx: Db = db) => ({
    db: tx,
    localId: request.local.id,
    userId: request.session?.user.id,
    role: request.session?.role,
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
  const images = definition.images ?? {};
  const clearable = new Set(definition.clearable ?? []);
  const readForm = createFormBodyReader(insertSchema, images);
  const uploadsOf = new WeakMap<FastifyRequest, Record<string, UploadedImage>>();
  /** Empty values are dropped (spec §5 Other); a multipart body is read into fields and images first. */
  const readBody = async (request: FastifyRequest) => {
    if (request.isMultipart()) {
      const { body, uploads } = await readForm(request);
      request.body = body;
      uploadsOf.set(request, uploads);
    }
    request.body = dropEmptyValues(request.body, clearable);
  };
  const expand = async (rows: Record<string, unknown>[], request: FastifyRequest, tx: Db = db) =>
    definition.expand ? definition.expand(rows, context(request, tx)) : rows;
  /**
   * Stores the request's new images in the write's transaction and points the row at them;
   * the files they replace go with the same transaction.
   */
  const storeImages = async (
    request: FastifyRequest,
    tx: Db,
    values: Record<string, unknown>,
    id?: number,
  ) => {
    const uploads = Object.entries(uploadsOf.get(request) ?? {});
    const replaced = Object.keys(images).filter(
      (field) => field in values || uploads.some(([f]) => f === field),
    );
    if (replaced.length === 0) return values;
    const previous = id === undefined ? undefined : await repository.get(tx, request.local.id, id);
    const stored: Record<string, unknown> = { ...values };
    for (const [field, upload] of uploads) {
      stored[field] = fileUrl(await files.store(tx, request.local.id, upload.data, upload.contentType));
    }
    for (const field of replaced) {
      const oldId = fileIdFromUrl(previous?.[field]);
      if (oldId && stored[field] !== previous?.[field]) await files.remove(tx, request.local.id, oldId);
    }
    return stored;
  };
  const write = async (request: FastifyRequest, operation: "insert" | "update", id?: number) =>
    db.transaction(async (tx) => {
      const input = request.body as Record<string, unknown>;
      const prepared = await prepare(request, tx, input, operation, id);
      const values = await storeImages(request, tx, prepared, id);
      const row =
        operation === "insert"
          ? await repository.insert(tx, request.local.id, values)
          : await repository.update(tx, request.local.id, id!, values);
      if (definition.afterWrite) {
        try {
          await definition.afterWrite(row, input, { ...context(request, tx), operation });
        } catch (error) {
          throw mapDatabaseError(error);
        }
      }
      const [presented] = await expand([row], request, tx);
      return presented;
    });

  for (const version of definition.versions ?? ["v1"]) {
    const base = `/api/${version}/${definition.collection}`;
    const tags = [definition.collection];
    const config: FastifyContextConfig = definition.lockModule ? { lockModule: definition.lockModule } : {};
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(base, { config, schema: { tags, querystring: listQuerystring } }, async (request) => {
      const { q, page, page_size } = request.query;
      const parsed = parseListQuery(q, repository.columns, definition.searchable, defaultOrdering);
      const listed = await repository.list(db, request.local.id, parsed, page, page_size);
      return ok({ ...listed, results: await expand(listed.results, request) });
    });

    r.get(`${base}/:id`, { config, schema: { tags, params: idParams } }, async (request) => {
      const [row] = await expand([await repository.get(db, request.local.id, request.params.id)], request);
      return ok(row);
    });

    r.post(
      base,
      { config, schema: { tags, body: insertSchema }, preValidation: readBody },
      async (request, reply) => {
        const row = await write(request, "insert");
        reply.status(201);
        return ok(row);
      },
    );

    r.put(
      `${base}/:id`,
      {
        config,
        schema: { tags, params: idParams, body: updateSchema },
        preValidation: readBody,
      },
      async (request) => ok(await write(request, "update", request.params.id)),
    );

    // The check and the delete share a transaction, so a check that locks what it counts
    // (the last warehouse) cannot pass for two deletes at once.
    r.delete(`${base}/:id`, { config, schema: { tags, params: idParams } }, async (request) => {
      await db.transaction(async (tx) => {
        await definition.assertDeletable?.([request.params.id], context(request, tx));
        await repository.softDelete(tx, request.local.id, request.params.id);
      });
      return ok({ id: request.params.id });
    });

    r.post(`${base}/delete_all`, { config, schema: { tags, body: deleteAllBody } }, async (request) => {
      const deleted = await db.transaction(async (tx) => {
        await definition.assertDeletable?.(request.body.pk__in, context(request, tx));
        return repository.softDeleteMany(tx, request.local.id, request.body.pk__in);
      });
      return ok({ deleted });
    });

    r.post(`${base}/restore`, { config, schema: { tags, body: restoreBody } }, async (request) => {
      const value = (request.body as Record<string, string | number>)[definition.uniqueField]!;
      const check = definition.assertRestorable;
      const restored = await repository.restore(
        db,
        request.local.id,
        value,
        check && ((tx, id) => check(id, context(request, tx))),
      );
      const [row] = await expand([restored], request);
      return ok(row);
    });
  }
}
