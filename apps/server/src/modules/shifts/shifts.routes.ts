import { calendarDateField, idField } from "@comanda/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createEntityRepository } from "../../platform/crud/crud.repository";
import type { Db } from "../../platform/db/client";
import { ok } from "../../platform/http/envelope";
import { shiftsEntity } from "./shifts.entity";
import type { ShiftsService } from "./shifts.service";

const listed = <T>(results: T[]) => ({ results, total: results.length });

const shiftsTimesQuery = z.object({
  kind: z.enum(["domicilio", "recoger"], { message: "shifts.unknown_kind" }),
  date: calendarDateField.optional(),
});

/** The shifts' named actions (spec §7 shifts, settings shifts_times); the generic calls come from the entity. */
export function registerShiftsRoutes(
  app: FastifyInstance,
  { db, shifts }: { db: Db; shifts: ShiftsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["shifts"];
  const repository = createEntityRepository(shiftsEntity);

  r.post("/api/v1/shifts/delete", { schema: { tags, body: z.object({ id: idField }) } }, async (request) => {
    // The same call as DELETE shifts/:id, with the same refusal of a shift holding bookings.
    await shiftsEntity.assertDeletable?.([request.body.id], { db, localId: request.local.id });
    await repository.softDelete(db, request.local.id, request.body.id);
    return ok({ id: request.body.id });
  });

  r.get(
    "/api/v1/shifts/list_by_date",
    {
      schema: { tags, querystring: z.object({ date: calendarDateField }) },
    },
    async (request) => ok(listed(await shifts.listByDate(request.local.id, request.query.date))),
  );

  r.get(
    "/api/v1/settings/shifts_times",
    // Like the settings, read by every till that takes a pickup or delivery order.
    { schema: { tags: ["settings", ...tags], querystring: shiftsTimesQuery } },
    async (request) =>
      ok(listed(await shifts.times(request.local.id, request.query.kind, request.query.date))),
  );
}
