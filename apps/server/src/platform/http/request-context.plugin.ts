import {
  ERROR_CODES,
  hasPermission,
  type LockModule,
  type Module,
  moduleOfPermission,
  type PermissionKey,
  type RouteAccess,
  routeAccess,
} from "@comanda/domain";
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AuthPort, Session } from "../auth/session";
import { AppError, errors } from "../errors/app-error";
import { type Language, languageFrom } from "../errors/messages";
import type { LocalRow } from "../tenancy/locals.schema";
import type { LocalsService } from "../tenancy/locals.service";
import { resolveLocation } from "../tenancy/resolve-location";
import { bearerToken, headerValue } from "./headers";

declare module "fastify" {
  interface FastifyContextConfig {
    /** false: the route is not tied to a local (health, docs). */
    tenant?: boolean;
    /** true: answers while the local is in blocked maintenance. */
    maintenanceExempt?: boolean;
    /** "optional": public, the session read when a token is sent; default "required". Set from ROUTE_ACCESS. */
    auth?: "required" | "optional";
    /**
     * Checked before the handler runs: contracted module, role permission or a manager
     * override; with several, any one of them. Set from ROUTE_ACCESS, never by a route.
     */
    permission?: PermissionKey | readonly PermissionKey[];
    lockModule?: LockModule;
  }
  interface FastifyRequest {
    local: LocalRow;
    session: Session | undefined;
    language: Language;
    tpvKey: string | undefined;
    /** The manager whose override allowed this request's permission, when one did. */
    authorizedBy: number | undefined;
  }
}

export interface RequestContextOptions {
  locals: LocalsService;
  auth: AuthPort;
  defaultLocal: string;
}

/** The signed-in session of a request whose route requires one. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw errors.unauthenticated();
  return request.session;
}

function isContracted(local: LocalRow, module: Module | LockModule | undefined): boolean {
  return !module || local.modules.includes(module) || local.lock_modules.includes(module);
}

function assertModuleContracted(local: LocalRow, module: Module | LockModule | undefined) {
  if (module && !isContracted(local, module)) throw errors.moduleNotContracted(module);
}

function configOf(access: RouteAccess): Pick<FastifyContextConfig, "auth" | "permission"> {
  if (access === "public") return { auth: "optional" };
  if (access === "signed_in") return {};
  return { permission: access };
}

/**
 * Checks one permission for the request's session: the module must be contracted, then
 * the role must grant it or a manager override must be active (recorded with both users).
 */
export async function authorize(
  request: FastifyRequest,
  auth: AuthPort,
  wanted: PermissionKey | readonly PermissionKey[],
): Promise<void> {
  const session = sessionOf(request);
  const keys = [wanted].flat();
  const contracted = keys.filter((key) => isContracted(request.local, moduleOfPermission(key)));
  const [first] = contracted;
  if (first === undefined) throw errors.moduleNotContracted(moduleOfPermission(keys[0]!) ?? "");
  if (session.role.group_type === "SuperAdmin") return;
  if (contracted.some((key) => hasPermission(session.role.permissions, session.role.actions, key))) return;
  let approver: number | undefined;
  let permission = first;
  for (const key of contracted) {
    approver = await auth.findOverride(request.local.id, session.tokenId, key);
    permission = key;
    if (approver !== undefined) break;
  }
  if (approver === undefined) throw errors.forbidden(first);
  request.authorizedBy = approver;
  await auth.recordAudit({
    local_id: request.local.id,
    user_id: session.user.id,
    authorized_by: approver,
    permission,
    method: request.method,
    path: request.url.split("?")[0] ?? request.url,
  });
}

/**
 * Resolves the local, applies its enabled and maintenance state, authenticates the
 * bearer token and checks the route's permission — in one place for every route.
 */
export const requestContextPlugin = fp(async (app: FastifyInstance, options: RequestContextOptions) => {
  app.decorateRequest("session", undefined);
  app.decorateRequest("tpvKey", undefined);
  app.decorateRequest("authorizedBy", undefined);
  app.addHook("onRoute", (route) => {
    const config = route.config ?? {};
    if (config.tenant === false) return;
    if (config.auth !== undefined || config.permission !== undefined) {
      throw new Error(
        `${route.url}: its access belongs in ROUTE_ACCESS (packages/domain), not in its config`,
      );
    }
    for (const method of [route.method].flat()) {
      const access = routeAccess(method, route.url);
      if (access === undefined) {
        throw new Error(`${method} ${route.url} has no entry in ROUTE_ACCESS (packages/domain)`);
      }
      route.config = { ...config, ...configOf(access) };
    }
  });

  app.addHook("onRequest", async (request) => {
    request.language = languageFrom(request.headers["accept-language"]);
    const config = request.routeOptions.config;
    if (config.tenant === false || request.is404) return;

    const location = resolveLocation(
      headerValue(request.headers.site),
      headerValue(request.headers.host),
      options.defaultLocal,
    );
    const local = await options.locals.byLocation(location);
    if (!local) throw new AppError(404, ERROR_CODES.localNotFound, { location });
    if (!local.enabled) throw new AppError(422, ERROR_CODES.localDisabled);
    if (local.maintenance.active && local.maintenance.type === "blocked" && !config.maintenanceExempt) {
      throw new AppError(503, ERROR_CODES.maintenance);
    }
    request.local = local;
    request.tpvKey = headerValue(request.headers.tpv) || undefined;

    const mode = config.auth ?? "required";
    const token = bearerToken(request.headers.authorization);
    if (token) {
      request.session = await options.auth.authenticate(local.id, token);
    }
    if (mode === "required" && !request.session) throw errors.unauthenticated();
  });

  app.addHook("preValidation", async (request) => {
    const config = request.routeOptions.config;
    if (config.tenant === false || request.is404) return;
    assertModuleContracted(request.local, config.lockModule);
    if (config.permission) await authorize(request, options.auth, config.permission);
  });
});
