import {
  clockBodySchema,
  sessionCorrectionSchema,
  staffScheduleDownloadSchema,
  staffScheduleQuerySchema,
} from "@comanda/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/db/client";
import { ok } from "../../platform/http/envelope";
import { sessionOf } from "../../platform/http/request-context.plugin";
import type { AuthService } from "../auth/auth.service";
import { withRetryAfter } from "../auth/login-delayed";
import type { SettingsService } from "../settings/settings.service";
import { clockIn, clockOut } from "./clock-sessions";
import { correctSession } from "./correct-session";
import { roleChoices } from "./role-choices";
import { staffSchedule } from "./staff-schedule";
import { renderStaffSchedule, STAFF_SCHEDULE_TYPES } from "./staff-schedule-files";

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** `keep`: the role of the employee being edited, listed even when the caller may not give it. */
const roleChoicesQuery = z.object({ keep: z.coerce.number().int().positive().max(2_147_483_647).optional() });
const tags = ["rrhh"];

/**
 * Time tracking and the legal working-time record (issue 27, spec §7 rrhh/staff_schedule).
 * Clocking is done with the employee's own credentials on whatever till is signed in.
 */
export function registerPeopleRoutes(
  app: FastifyInstance,
  deps: { db: Db; auth: AuthService; settings: SettingsService; clock: () => Date },
) {
  const { db, auth, settings, clock } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const timeZone = async (localId: number) => (await settings.get(localId, "global")).timezone;

  for (const [action, write] of [
    ["clock_in", clockIn],
    ["clock_out", clockOut],
  ] as const) {
    r.post(
      `/api/v1/rrhh/time_tracking/${action}`,
      { schema: { tags, body: clockBodySchema } },
      (request, reply) =>
        withRetryAfter(reply, async () => {
          const { email, password, kind } = request.body;
          const employee = await auth.verifyEmployee(request.local, email, password, request.ip);
          const row = await write(db, request.local.id, employee.id, kind, clock());
          return ok({
            id: row.id,
            user_id: row.user_id,
            kind: row.kind,
            is_active: row.end_time === null,
            start_time: row.start_time.toISOString(),
            end_time: row.end_time?.toISOString() ?? null,
          });
        }),
    );
  }

  r.get(
    "/api/v1/users/role_choices",
    { schema: { tags: ["users"], querystring: roleChoicesQuery } },
    async (request) => {
      const results = await roleChoices(db, request.local.id, sessionOf(request).role, request.query.keep);
      return ok({ results, total: results.length });
    },
  );

  r.get(
    "/api/v1/rrhh/staff_schedule",
    { schema: { tags, querystring: staffScheduleQuerySchema } },
    async (request) => {
      const results = await staffSchedule(
        db,
        request.local.id,
        request.query,
        await timeZone(request.local.id),
        clock(),
      );
      return ok({ results, total: results.length });
    },
  );

  r.get(
    "/api/v1/rrhh/my_schedule",
    { schema: { tags, querystring: staffScheduleQuerySchema.omit({ user_id: true }) } },
    // Estatuto de los Trabajadores art. 34.9: the record is available to the worker, whatever their role.
    async (request) => {
      const query = { ...request.query, user_id: sessionOf(request).user.id };
      const results = await staffSchedule(
        db,
        request.local.id,
        query,
        await timeZone(request.local.id),
        clock(),
      );
      return ok({ results, total: results.length });
    },
  );

  r.get(
    "/api/v1/rrhh/staff_schedule/download",
    { schema: { tags, querystring: staffScheduleDownloadSchema } },
    async (request, reply) => {
      const { format, ...query } = request.query;
      // A document of the local: in its language and time zone (spec §9), whatever the browser's.
      const global = await settings.get(request.local.id, "global");
      const days = await staffSchedule(db, request.local.id, query, global.timezone, clock());
      const file = await renderStaffSchedule(days, format, {
        language: global.language,
        timeZone: global.timezone,
        localName: request.local.name,
        dateFrom: query.date_from,
        dateTo: query.date_to,
      });
      return reply
        .type(STAFF_SCHEDULE_TYPES[format])
        .header(
          "content-disposition",
          `attachment; filename="staff-schedule-${query.date_from}-${query.date_to}.${format}"`,
        )
        .send(file);
    },
  );

  r.put(
    "/api/v1/rrhh/staff_schedule/:id",
    { schema: { tags, params: idParams, body: sessionCorrectionSchema } },
    async (request) => {
      const session = sessionOf(request);
      const caller = { userId: session.user.id, role: session.role };
      return ok(await correctSession(db, request.local.id, caller, request.params.id, request.body, clock()));
    },
  );
}
