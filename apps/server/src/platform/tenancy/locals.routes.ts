import {
  ERROR_CODES,
  joinModules,
  localsGetBodySchema,
  MAINTENANCE_CHANNEL,
  maintenanceSchema,
  tpvChannel,
} from "@comanda/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signToken } from "../auth/tokens";
import { AppError } from "../errors/app-error";
import { ok } from "../http/envelope";
import { headerValue } from "../http/headers";
import type { RealtimeService } from "../realtime/realtime.service";
import { WS_TOKEN_TTL_MS } from "../realtime/ws.routes";
import type { LocalsService } from "./locals.service";
import { resolveLocation } from "./resolve-location";

export interface LocalsRouteDeps {
  locals: LocalsService;
  realtime: RealtimeService;
  secret: string;
  defaultLocal: string;
  /** Keys of the local's live tills, for a Refresh sent to every till. */
  tpvKeys: (localId: number) => Promise<string[]>;
}

export function registerLocalsRoutes(app: FastifyInstance, deps: LocalsRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["locals"];

  r.post(
    "/api/v1/locals/get",
    { schema: { tags, body: localsGetBodySchema }, config: { tenant: false } },
    async (request) => {
      // The web app may not know its own location (localhost, an IP): an empty one means
      // the local this request's Host or Site resolves to, as for every other call.
      const location =
        request.body.location.toLowerCase() ||
        resolveLocation(
          headerValue(request.headers.site),
          headerValue(request.headers.host),
          deps.defaultLocal,
        );
      const local = await deps.locals.byLocation(location);
      if (!local) throw new AppError(404, ERROR_CODES.localNotFound, { location: request.body.location });
      if (!local.enabled) throw new AppError(422, ERROR_CODES.localDisabled);
      return ok({
        name: local.name,
        location: local.location,
        modules: joinModules([...local.modules, ...local.lock_modules]),
        token: signToken(deps.secret, { local_id: local.id, exp: Date.now() + WS_TOKEN_TTL_MS }),
        maintenance: local.maintenance,
      });
    },
  );

  r.post(
    "/api/v1/locals/maintenance",
    {
      schema: { tags, body: maintenanceSchema },
      // The switch must still answer while the local is blocked, or nobody could lift it.
      config: { permission: "locals.maintenance", maintenanceExempt: true },
    },
    async (request) => {
      const local = await deps.locals.setMaintenance(request.local.id, request.body);
      await deps.realtime.publish(local.id, MAINTENANCE_CHANNEL, {
        type: "maintenance",
        data: local.maintenance,
      });
      return ok(local.maintenance);
    },
  );

  r.post(
    "/api/v1/locals/refresh",
    {
      schema: { tags, body: z.object({ tpv: z.string().max(64).optional() }) },
      config: { permission: "locals.maintenance" },
    },
    async (request) => {
      const { tpv } = request.body;
      if (tpv) await deps.realtime.publish(request.local.id, tpvChannel(tpv), { type: "Refresh" });
      else await deps.realtime.publishToTills(request.local.id, { type: "Refresh" });
      const keys = tpv ? [tpv] : await deps.tpvKeys(request.local.id);
      return ok({ channels: keys.map(tpvChannel) });
    },
  );
}
