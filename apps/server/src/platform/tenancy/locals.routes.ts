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
import type { AuthPort } from "../auth/session";
import { AppError } from "../errors/app-error";
import { ok } from "../http/envelope";
import { bearerToken, headerValue } from "../http/headers";
import type { RealtimeService } from "../realtime/realtime.service";
import { signWsToken } from "../realtime/ws-token";
import type { LocalsService } from "./locals.service";
import { resolveLocation } from "./resolve-location";

export interface LocalsRouteDeps {
  locals: LocalsService;
  realtime: RealtimeService;
  secret: string;
  auth: AuthPort;
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
      // The socket hears the till's orders only for a staff session of this very local; any
      // other caller's token reaches what a login screen needs (issue 22).
      const bearer = bearerToken(request.headers.authorization);
      const session = bearer ? await deps.auth.authenticate(local.id, bearer) : undefined;
      return ok({
        name: local.name,
        location: local.location,
        modules: joinModules([...local.modules, ...local.lock_modules]),
        token: signWsToken(deps.secret, local.id, session?.tokenId),
        maintenance: local.maintenance,
      });
    },
  );

  r.post(
    "/api/v1/locals/maintenance",
    {
      schema: { tags, body: maintenanceSchema },
      // The switch must still answer while the local is blocked, or nobody could lift it.
      config: { maintenanceExempt: true },
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
