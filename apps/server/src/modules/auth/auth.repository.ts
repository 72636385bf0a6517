import type { PermissionKey } from "@comanda/domain";
import { and, count, desc, eq, gt, isNull, max, sql } from "drizzle-orm";
import type { AuthPort, Session } from "../../platform/auth/session";
import { sessionsChanged } from "../../platform/auth/session-cache";
import { hashToken } from "../../platform/auth/tokens";
import type { Db } from "../../platform/db/client";
import {
  auditLog,
  authOverrides,
  authTokens,
  loginAttempts,
  passwordResets,
  roles,
  users,
} from "./auth.schema";

/** A reset link of the local that is neither used nor expired. */
function usableReset(tokenHash: string, localId: number) {
  return and(
    eq(passwordResets.token_hash, tokenHash),
    eq(passwordResets.local_id, localId),
    isNull(passwordResets.used_at),
    gt(passwordResets.expires_at, new Date()),
  );
}

export function createAuthRepository(db: Db) {
  // Every authenticated request runs this: prepared once per connection, PostgreSQL skips
  // parsing and planning the join each time.
  const sessionByToken = db
    .select({
      tokenId: authTokens.id,
      tpvId: authTokens.tpv_id,
      expiresAt: authTokens.expires_at,
      user: {
        id: users.id,
        email: users.email,
        username: users.username,
        first_name: users.first_name,
        last_name: users.last_name,
        role_id: users.role_id,
      },
      role: {
        id: roles.id,
        name: roles.name,
        group_type: roles.group_type,
        permissions: roles.permissions,
        actions: roles.actions,
      },
    })
    .from(authTokens)
    .innerJoin(users, and(eq(users.id, authTokens.user_id), isNull(users.deleted_at)))
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(
      and(
        eq(authTokens.token_hash, sql.placeholder("token_hash")),
        eq(authTokens.local_id, sql.placeholder("local_id")),
        isNull(authTokens.revoked_at),
        gt(authTokens.expires_at, sql`now()`),
      ),
    )
    .prepare("session_by_token");

  const port: AuthPort = {
    async authenticate(localId, token): Promise<Session | undefined> {
      const [row] = await sessionByToken.execute({ token_hash: hashToken(token), local_id: localId });
      return row;
    },

    async findOverride(localId: number, tokenId: number, permission: PermissionKey) {
      const [row] = await db
        .select({ approver: authOverrides.approver_user_id })
        .from(authOverrides)
        .where(
          and(
            eq(authOverrides.local_id, localId),
            eq(authOverrides.token_id, tokenId),
            eq(authOverrides.permission, permission),
            gt(authOverrides.expires_at, new Date()),
          ),
        )
        .orderBy(desc(authOverrides.id))
        .limit(1);
      return row?.approver;
    },

    async recordAudit(entry) {
      await db.insert(auditLog).values(entry);
    },
  };

  return {
    port,

    async findUserByEmail(localId: number, email: string) {
      const [user] = await db
        .select()
        .from(users)
        .where(
          and(eq(users.local_id, localId), eq(users.email, email.toLowerCase()), isNull(users.deleted_at)),
        );
      return user;
    },

    async findRole(localId: number, roleId: number) {
      const [role] = await db
        .select()
        .from(roles)
        .where(and(eq(roles.local_id, localId), eq(roles.id, roleId)));
      return role;
    },

    /** Failed attempts in the window, for the e-mail since its last success, and for the IP. */
    async recentFailures(localId: number, email: string, ip: string, since: Date) {
      const [lastSuccess] = await db
        .select({ at: max(loginAttempts.created_at) })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.local_id, localId),
            eq(loginAttempts.email, email),
            eq(loginAttempts.success, true),
          ),
        );
      const emailSince = lastSuccess?.at && lastSuccess.at > since ? lastSuccess.at : since;
      const [byEmail] = await db
        .select({ n: count() })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.local_id, localId),
            eq(loginAttempts.email, email),
            eq(loginAttempts.success, false),
            gt(loginAttempts.created_at, emailSince),
          ),
        );
      const [byIp] = await db
        .select({ n: count() })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.ip, ip),
            eq(loginAttempts.success, false),
            gt(loginAttempts.created_at, since),
          ),
        );
      return { byEmail: byEmail?.n ?? 0, byIp: byIp?.n ?? 0 };
    },

    async recordAttempt(attempt: { local_id: number; email: string; ip: string; success: boolean }) {
      await db.insert(loginAttempts).values(attempt);
    },

    async createToken(values: {
      local_id: number;
      user_id: number;
      token_hash: string;
      tpv_id: number | null;
      expires_at: Date;
    }) {
      const [row] = await db.insert(authTokens).values(values).returning({ id: authTokens.id });
      return row!.id;
    },

    async revokeToken(tokenId: number) {
      await db.update(authTokens).set({ revoked_at: new Date() }).where(eq(authTokens.id, tokenId));
      await sessionsChanged(db);
    },

    async createOverride(values: {
      local_id: number;
      token_id: number;
      approver_user_id: number;
      permission: string;
      expires_at: Date;
    }) {
      await db.insert(authOverrides).values(values);
    },

    async removeOverrides(localId: number, tokenId: number, permission?: string) {
      await db
        .delete(authOverrides)
        .where(
          and(
            eq(authOverrides.local_id, localId),
            eq(authOverrides.token_id, tokenId),
            permission ? eq(authOverrides.permission, permission) : undefined,
          ),
        );
    },

    /** Creates the reset row inside `tx`, so the mail written in the same transaction matches it. */
    async createPasswordReset(
      tx: Db,
      values: { local_id: number; user_id: number; token_hash: string; expires_at: Date },
    ) {
      await tx.insert(passwordResets).values(values);
    },

    /** Whether a reset token can still be used, checked before paying for a password hash. */
    async isPasswordResetUsable(tokenHash: string, localId: number): Promise<boolean> {
      const [reset] = await db
        .select({ id: passwordResets.id })
        .from(passwordResets)
        .where(usableReset(tokenHash, localId));
      return !!reset;
    },

    async countRecentResets(localId: number, userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.local_id, localId),
            eq(passwordResets.user_id, userId),
            gt(passwordResets.created_at, since),
          ),
        );
      return row?.n ?? 0;
    },

    /** Uses a reset token once: sets the password and revokes every session of the user. */
    async consumePasswordReset(tokenHash: string, localId: number, passwordHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [reset] = await tx
          .update(passwordResets)
          .set({ used_at: new Date() })
          .where(usableReset(tokenHash, localId))
          .returning({ user_id: passwordResets.user_id });
        if (!reset) return false;
        // Other links sent to the same user stop working once the password has changed.
        await tx
          .update(passwordResets)
          .set({ used_at: new Date() })
          .where(and(eq(passwordResets.user_id, reset.user_id), isNull(passwordResets.used_at)));
        await tx
          .update(users)
          .set({ password_hash: passwordHash, updated_at: new Date() })
          .where(and(eq(users.id, reset.user_id), eq(users.local_id, localId)));
        await tx
          .update(authTokens)
          .set({ revoked_at: new Date() })
          .where(and(eq(authTokens.user_id, reset.user_id), isNull(authTokens.revoked_at)));
        await sessionsChanged(tx);
        return true;
      });
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
