import { idField } from "@comanda/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createColumnLimits } from "../../platform/crud/column-limits";
import { createEntityRepository } from "../../platform/crud/crud.repository";
import { listQuerystring } from "../../platform/crud/list-page";
import { parseListQuery } from "../../platform/crud/query-filter";
import type { Db } from "../../platform/db/client";
import { dropEmptyValues, ok } from "../../platform/http/envelope";
import { bookingAnswersEntity } from "./bookings.entities";

const BASE = "/api/v1/booking-options-answers";
const byId = z.object({ id: idField });

/**
 * The spec's all-POST calls of booking-options-answers (§7): list, get, insert, update and
 * delete as POST with the id in the body; delete_all and restore are already POST among the
 * generic calls. They answer what the generic calls answer: the same repository, schemas,
 * column bounds, empty-value rule, 201 on insert and 404 outside the local.
 */
export function registerBookingAnswersPostRoutes(app: FastifyInstance, db: Db) {
  const definition = bookingAnswersEntity;
  // The generic calls run these hooks; this variant does not, so it refuses to exist with them.
  if (
    definition.prepare ||
    definition.afterWrite ||
    definition.expand ||
    definition.images ||
    definition.assertDeletable
  ) {
    throw new Error("booking-options-answers: the POST variant does not run the entity's hooks");
  }
  const repository = createEntityRepository(definition);
  const columnLimits = createColumnLimits(definition.table);
  const clearable = new Set(definition.clearable ?? []);
  const dropEmpty = async (request: FastifyRequest) => {
    request.body = dropEmptyValues(request.body, clearable);
  };
  const checked = (values: Record<string, unknown>) => {
    const outOfBounds = columnLimits(values);
    if (outOfBounds) throw outOfBounds;
    return values;
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [definition.collection];
  const config = { lockModule: "reservas" as const };

  r.post(`${BASE}/list`, { config, schema: { tags, body: listQuerystring } }, async (request) => {
    const { q, page, page_size } = request.body;
    const parsed = parseListQuery(
      q,
      repository.columns,
      definition.searchable,
      definition.defaultOrdering ?? "id",
    );
    return ok(await repository.list(db, request.local.id, parsed, page, page_size));
  });

  r.post(`${BASE}/get`, { config, schema: { tags, body: byId } }, async (request) =>
    ok(await repository.get(db, request.local.id, request.body.id)),
  );

  r.post(
    `${BASE}/insert`,
    { config, schema: { tags, body: definition.insertSchema }, preValidation: dropEmpty },
    async (request, reply) => {
      const values = checked(request.body as Record<string, unknown>);
      const row = await db.transaction((tx) => repository.insert(tx, request.local.id, values));
      reply.status(201);
      return ok(row);
    },
  );

  r.post(
    `${BASE}/update`,
    { config, schema: { tags, body: definition.updateSchema.extend(byId.shape) }, preValidation: dropEmpty },
    async (request) => {
      const { id, ...values } = request.body as Record<string, unknown> & { id: number };
      const row = await db.transaction((tx) => repository.update(tx, request.local.id, id, checked(values)));
      return ok(row);
    },
  );

  r.post(`${BASE}/delete`, { config, schema: { tags, body: byId } }, async (request) => {
    await repository.softDelete(db, request.local.id, request.body.id);
    return ok({ id: request.body.id });
  });
}
