import {
  bookingInsertSchema,
  bookingsUpdateManySchema,
  bookingUpdateSchema,
  calendarDateField,
  dayStatusSchema,
  idField,
  publicBookingSchema,
} from "@comanda/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../platform/http/envelope";
import { registerBookingAnswersPostRoutes } from "./booking-answers-post.routes";
import type { BookingsService } from "./bookings.service";

const rangeQuery = z.object({ date_from: calendarDateField, date_to: calendarDateField });
const idParams = z.object({ id: z.coerce.number().pipe(idField) });

/** Bookings (spec §7 reservations v2) and the days closed to them (settings change_status). */
export function registerBookingsRoutes(app: FastifyInstance, bookings: BookingsService) {
  registerBookingAnswersPostRoutes(app, bookings.deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["reservations"];
  const config = { lockModule: "reservas" as const };

  r.get(
    "/api/v2/reservations/get_by",
    { config, schema: { tags, querystring: rangeQuery } },
    async (request) =>
      ok(await bookings.between(request.local.id, request.query.date_from, request.query.date_to)),
  );
  r.post(
    "/api/v2/reservations",
    { config, schema: { tags, body: bookingInsertSchema } },
    async (request, reply) => {
      reply.status(201);
      return ok(await bookings.create(request.local.id, request.body));
    },
  );
  r.post(
    "/api/v2/reservations/update_many",
    { config, schema: { tags, body: bookingsUpdateManySchema } },
    async (request) =>
      ok({ results: await bookings.updateMany(request.local.id, request.body.ids, request.body.status) }),
  );
  r.get("/api/v2/reservations/upcoming_tables", { config, schema: { tags } }, async (request) => {
    const results = await bookings.upcomingTables(request.local.id);
    return ok({ results, total: results.length });
  });
  r.post(
    "/api/v2/reservations/:id/seat",
    { config, schema: { tags, params: idParams, body: z.object({ table: idField }) } },
    async (request) => {
      return ok(await bookings.seat(request.local.id, request.params.id, request.body.table));
    },
  );
  r.get("/api/v2/reservations/:id", { config, schema: { tags, params: idParams } }, async (request) =>
    ok(await bookings.get(request.local.id, request.params.id)),
  );
  r.put(
    "/api/v2/reservations/:id",
    { config, schema: { tags, params: idParams, body: bookingUpdateSchema } },
    async (request) => ok(await bookings.update(request.local.id, request.params.id, request.body)),
  );
  r.delete("/api/v2/reservations/:id", { config, schema: { tags, params: idParams } }, async (request) =>
    ok(await bookings.cancel(request.local.id, request.params.id)),
  );

  // The customer's booking flow (digital menu): no staff session, throttled, the same rules.
  const publicTags = ["reservations/public"];
  r.get(
    "/api/v1/public/bookings/shifts",
    { config, schema: { tags: publicTags, querystring: z.object({ date: calendarDateField }) } },
    async (request) => {
      const results = await bookings.publicShifts(request.local.id, request.query.date);
      return ok({ results, total: results.length });
    },
  );
  r.post(
    "/api/v1/public/bookings",
    { config, schema: { tags: publicTags, body: publicBookingSchema } },
    async (request, reply) => {
      reply.status(201);
      return ok(await bookings.createPublic(request.local.id, request.ip, request.body));
    },
  );
  r.post(
    "/api/v1/public/bookings/cancel",
    { config, schema: { tags: publicTags, body: z.object({ token: z.string().min(1).max(200) }) } },
    async (request) => ok(await bookings.cancelByToken(request.local.id, request.ip, request.body.token)),
  );

  r.put(
    "/api/v1/settings/change_status",
    { schema: { tags: ["settings", "shifts"], body: dayStatusSchema } },
    async (request) =>
      ok(await bookings.setDayStatus(request.local.id, request.body.day, request.body.status)),
  );
  r.get(
    "/api/v1/shifts/by_date",
    { schema: { tags: ["shifts"], querystring: z.object({ date: calendarDateField }) } },
    async (request) => ok(await bookings.shiftsOfDay(request.local.id, request.query.date)),
  );
  r.get(
    "/api/v1/shifts/get_interval",
    { schema: { tags: ["shifts"], querystring: rangeQuery } },
    async (request) =>
      ok(await bookings.shiftsBetween(request.local.id, request.query.date_from, request.query.date_to)),
  );
  r.get(
    "/api/v1/shifts/closed_days",
    { schema: { tags: ["shifts"], querystring: rangeQuery } },
    async (request) => {
      const days = await bookings.closedDays(
        request.local.id,
        request.query.date_from,
        request.query.date_to,
      );
      return ok({ results: days, total: days.length });
    },
  );
}
