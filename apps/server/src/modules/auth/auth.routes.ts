import {
  checkUserAuthBodySchema,
  loginBodySchema,
  moduleSchema,
  removeUserAuthBodySchema,
  resetPasswordBodySchema,
  resetPasswordConfirmBodySchema,
} from "@comanda/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../platform/http/envelope";
import { sessionOf } from "../../platform/http/request-context.plugin";
import type { AuthService } from "./auth.service";
import { withRetryAfter } from "./login-delayed";

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["auth"];

  r.post(
    "/api/v1/auth/login",
    // Answers in blocked maintenance so whoever may lift it can still sign in; the service
    // refuses everybody else with the maintenance error.
    { schema: { tags, body: loginBodySchema }, config: { maintenanceExempt: true } },
    async (request, reply) =>
      ok(await withRetryAfter(reply, () => auth.login(request.local, request.body, request.ip))),
  );

  r.post("/api/v1/auth/logout", { schema: { tags } }, async (request) => {
    await auth.logout(sessionOf(request));
    return ok(null);
  });

  r.post(
    "/api/v1/auth/reset_password",
    { schema: { tags, body: resetPasswordBodySchema } },
    async (request) => {
      await auth.requestPasswordReset(request.local, request.body.email, request.language);
      return ok(null, "reset sent");
    },
  );

  r.post(
    "/api/v1/auth/reset_password/confirm",
    { schema: { tags, body: resetPasswordConfirmBodySchema } },
    async (request) => {
      await auth.confirmPasswordReset(request.local, request.body.token, request.body.password);
      return ok(null);
    },
  );

  r.get("/api/v2/auth/get_permission", { schema: { tags } }, async (request) =>
    ok(auth.permissionsOf(request.local, sessionOf(request))),
  );

  r.post(
    "/api/v1/auth/permissions",
    { schema: { tags, body: z.object({ module: z.string().max(40) }) } },
    async (request) => {
      const module = moduleSchema.safeParse(request.body.module);
      return ok(module.success ? auth.modulePermissions(request.local, sessionOf(request), module.data) : []);
    },
  );

  r.post(
    "/api/v1/auth/check_user_auth",
    { schema: { tags, body: checkUserAuthBodySchema } },
    async (request, reply) =>
      ok(
        await withRetryAfter(reply, () =>
          auth.grantOverride(request.local, sessionOf(request), request.body, request.ip),
        ),
      ),
  );

  r.post(
    "/api/v1/auth/remove_user_auth",
    { schema: { tags, body: removeUserAuthBodySchema } },
    async (request) => {
      await auth.removeOverride(request.local, sessionOf(request), request.body.action);
      return ok(null);
    },
  );
}
