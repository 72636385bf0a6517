import {
  CRUD_ACTIONS,
  ERROR_CODES,
  FULL_PERMISSION,
  hasPermission,
  isPermissionKey,
  joinModules,
  type LoginBody,
  type LoginResult,
  MODULES,
  type Module,
  moduleOfPermission,
  NO_PERMISSION,
  type PermissionKey,
  type PermissionMap,
} from "@comanda/domain";
import type { Config } from "../../config";
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from "../../platform/auth/passwords";
import type { Session } from "../../platform/auth/session";
import { hashToken, newToken } from "../../platform/auth/tokens";
import type { Db } from "../../platform/db/client";
import { AppError, errors } from "../../platform/errors/app-error";
import { type Language, translate } from "../../platform/errors/messages";
import { enqueueMail } from "../../platform/mail/outbox";
import type { LocalRow } from "../../platform/tenancy/locals.schema";
import { createKeyedQueue } from "../../platform/workers/keyed-queue";
import type { TpvService } from "../floor/tpv.service";
import type { AuthRepository } from "./auth.repository";
import type { RoleRow } from "./auth.schema";
import { LoginDelayedError } from "./login-delayed";
import { loginWaitSeconds } from "./login-throttle";

export const RATE_LIMIT_WINDOW_MINUTES = 15;
export const RESET_TTL_MINUTES = 60;
export const MAX_RESETS_PER_WINDOW = 3;
export const OVERRIDE_TTL_SECONDS = 120;

const PERMISSION_LABELS_ES: Record<(typeof CRUD_ACTIONS)[number], string> = {
  view: "Ver",
  create: "Crear",
  update: "Editar",
  delete: "Eliminar",
};

function isSuperAdmin(role: { group_type: string | null }) {
  return role.group_type === "SuperAdmin";
}

/** Effective permissions: only contracted modules, everything for SuperAdmin. */
export function effectivePermissions(local: LocalRow, role: Pick<RoleRow, "group_type" | "permissions">) {
  const result: PermissionMap = {};
  for (const module of MODULES) {
    if (!local.modules.includes(module)) continue;
    result[module] = isSuperAdmin(role) ? FULL_PERMISSION : (role.permissions[module] ?? NO_PERMISSION);
  }
  return result;
}

export function createAuthService(deps: {
  db: Db;
  repo: AuthRepository;
  tpvs: TpvService;
  config: Config;
  /** "Now" of the login throttle; tests move it instead of waiting. */
  clock?: () => Date;
}) {
  const { db, repo, tpvs, config, clock = () => new Date() } = deps;
  const oneAccountAtATime = createKeyedQueue();

  /**
   * The throttle first: while a delay runs the password is not checked, so a refusal says
   * nothing about it. Every checked attempt is recorded.
   */
  async function checkCredentials(local: LocalRow, email: string, password: string, ip: string) {
    const normalized = email.toLowerCase();
    // One account's attempts are weighed in turn on this instance: each sees the outcome of
    // the ones before it, so a burst shares no free tries and a till's parallel sign-ins (the
    // same account from one address) are not counted as failures still in flight.
    return oneAccountAtATime(`${local.id}:${normalized}`, () =>
      weighAttempt(local, normalized, password, ip),
    );
  }

  async function weighAttempt(local: LocalRow, normalized: string, password: string, ip: string) {
    const now = clock();
    const attemptId = await repo.reserveAttempt({
      local_id: local.id,
      email: normalized,
      ip,
      created_at: now,
    });
    const counts = await repo.throttleCounts(local.id, normalized, ip, now, attemptId);
    const wait = loginWaitSeconds({ now, ...counts });
    if (wait > 0) {
      await repo.releaseAttempt(attemptId);
      throw new LoginDelayedError(wait);
    }
    const user = await repo.findUserByEmail(local.id, normalized);
    const valid = await verifyPassword(password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
    if (!user || !valid) {
      // The login screen shows the first message of the `name` field (spec §7 "Answer handling").
      throw new AppError(
        400,
        ERROR_CODES.invalidCredentials,
        {},
        { name: [{ key: ERROR_CODES.invalidCredentials }] },
      );
    }
    await repo.markAttemptSucceeded(attemptId);
    return user;
  }

  return {
    async login(local: LocalRow, body: LoginBody, ip: string): Promise<LoginResult> {
      const user = await checkCredentials(local, body.email, body.password, ip);
      let tpvId: number | null = null;
      if (body.tpv !== undefined && body.tpv !== "") {
        const tpv = await tpvs.find(local.id, body.tpv);
        if (!tpv) throw errors.field("tpv", "auth.tpv_not_found");
        tpvId = tpv.id;
      }
      const role = await repo.findRole(local.id, user.role_id);
      if (!role) throw errors.forbidden();
      const blocked = local.maintenance.active && local.maintenance.type === "blocked";
      const canLift = isSuperAdmin(role) || role.actions.includes("locals.maintenance");
      if (blocked && !canLift) throw new AppError(503, ERROR_CODES.maintenance);
      const token = newToken();
      const expires = new Date(Date.now() + config.tokenTtlHours * 3_600_000);
      await repo.createToken({
        local_id: local.id,
        user_id: user.id,
        token_hash: hashToken(token),
        tpv_id: tpvId,
        expires_at: expires,
      });
      return {
        token,
        role: role.name,
        user_id: user.id,
        group_type: [role.group_type ?? role.name],
        local_id: local.id,
        modules: joinModules([...local.modules, ...local.lock_modules]),
        condominium: local.condominium,
        expires_at: expires.toISOString(),
      };
    },

    logout: (session: Session) => repo.revokeToken(session.tokenId),

    /**
     * An employee proving who they are on a shared till (clocking in and out), with the same
     * throttle and answer as the login: the till's own session says nothing about who is there.
     */
    async verifyEmployee(local: LocalRow, email: string, password: string, ip: string) {
      const user = await checkCredentials(local, email, password, ip);
      return { id: user.id, role_id: user.role_id };
    },

    /** Writes the reset row and its mail in one transaction; unknown e-mails are a 404 (spec). */
    async requestPasswordReset(local: LocalRow, email: string, language: Language) {
      const user = await repo.findUserByEmail(local.id, email);
      if (!user) throw new AppError(404, ERROR_CODES.userNotFound);
      const since = new Date(Date.now() - RATE_LIMIT_WINDOW_MINUTES * 60_000);
      if ((await repo.countRecentResets(local.id, user.id, since)) >= MAX_RESETS_PER_WINDOW) {
        throw new AppError(429, ERROR_CODES.tooManyAttempts, { minutes: RATE_LIMIT_WINDOW_MINUTES });
      }
      const token = newToken();
      const link = `${config.publicUrl.replace("{location}", local.location)}/reset-password?token=${token}`;
      await db.transaction(async (tx) => {
        await repo.createPasswordReset(tx, {
          local_id: local.id,
          user_id: user.id,
          token_hash: hashToken(token),
          expires_at: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
        });
        await enqueueMail(tx, {
          local_id: local.id,
          to: user.email,
          subject: translate(language, "mail.reset_subject", { local: local.name }),
          text: translate(language, "mail.reset_body", {
            name: user.first_name || user.username,
            link,
            minutes: RESET_TTL_MINUTES,
          }),
        });
      });
    },

    async confirmPasswordReset(local: LocalRow, token: string, password: string) {
      const tokenHash = hashToken(token);
      if (!(await repo.isPasswordResetUsable(tokenHash, local.id)))
        throw new AppError(400, ERROR_CODES.resetInvalid);
      const done = await repo.consumePasswordReset(tokenHash, local.id, await hashPassword(password));
      if (!done) throw new AppError(400, ERROR_CODES.resetInvalid);
    },

    permissionsOf(local: LocalRow, session: Session) {
      return {
        modules: joinModules([...local.modules, ...local.lock_modules]),
        permissions: effectivePermissions(local, session.role),
        actions: isSuperAdmin(session.role) ? undefined : session.role.actions,
      };
    },

    /** A module's permissions for the session; empty when the module is not contracted. */
    modulePermissions(local: LocalRow, session: Session, module: Module) {
      const permission = effectivePermissions(local, session.role)[module];
      if (!permission) return [];
      return CRUD_ACTIONS.map((name) => ({ name, es: PERMISSION_LABELS_ES[name], value: permission[name] }));
    },

    /**
     * Manager override: another user of the local, by e-mail and password, lends one
     * permission they hold to this session for a short time.
     */
    async grantOverride(
      local: LocalRow,
      session: Session,
      body: { email: string; password: string; action: string },
      ip: string,
    ) {
      if (!isPermissionKey(body.action)) throw errors.field("action", "validation.invalid_value");
      const permission: PermissionKey = body.action;
      const approver = await checkCredentials(local, body.email, body.password, ip);
      const role = await repo.findRole(local.id, approver.role_id);
      const module = moduleOfPermission(permission);
      const contracted = !module || local.modules.includes(module);
      const allowed =
        !!role &&
        contracted &&
        (isSuperAdmin(role) || hasPermission(role.permissions, role.actions, permission));
      if (!allowed) throw new AppError(403, "auth.override_denied");
      const expires = new Date(Date.now() + OVERRIDE_TTL_SECONDS * 1000);
      await repo.createOverride({
        local_id: local.id,
        token_id: session.tokenId,
        approver_user_id: approver.id,
        permission,
        expires_at: expires,
      });
      return {
        permission,
        authorized_by: { id: approver.id, username: approver.username },
        expires_at: expires.toISOString(),
      };
    },

    removeOverride: (local: LocalRow, session: Session, action?: string) =>
      repo.removeOverrides(local.id, session.tokenId, action),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
