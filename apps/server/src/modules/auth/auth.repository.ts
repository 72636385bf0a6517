import type { PermissionKey } from "@comanda/domain";
import { and, count, desc, eq, gt, isNull, max, ne, type SQL, sql } from "drizzle-orm";
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
import { LOGIN_THROTTLE } from "./login-throttle";

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
  /**
   * A live session of the local, found by `identity`. Every authenticated request runs one:
   * prepared once per connection, PostgreSQL skips parsing and planning the join each time.
   */
  const prepareSessionQuery = (identity: SQL, name: string) =>
    db
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
          identity,
          eq(authTokens.local_id, sql.placeholder("local_id")),
          isNull(authTokens.revoked_at),
          gt(authTokens.expires_at, sql`now()`),
        ),
      )
      .prepare(name);
  const sessionByToken = prepareSessionQuery(
    eq(authTokens.token_hash, sql.placeholder("token_hash")),
    "session_by_token",
  );
  // A websocket keeps the id of the session it was opened for and asks again while it lives.
  const sessionById = prepareSessionQuery(eq(authTokens.id, sql.placeholder("token_id")), "session_by_id");

  const port: AuthPort = {
    async authenticate(localId, token): Promise<Session | undefined> {
      const [row] = await sessionByToken.execute({ token_hash: hashToken(token), local_id: localId });
      return row;
    },

    async sessionById(localId, tokenId): Promise<Session | undefined> {
      const [row] = await sessionById.execute({ token_id: tokenId, local_id: localId });
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

    /** The failures the login throttle weighs for one attempt (see login-throttle.ts). */
    async throttleCounts(localId: number, email: string, ip: string, now: Date, attemptId: number) {
      const ago = (ms: number) => new Date(now.getTime() - ms);
      const addressSince = ago(LOGIN_THROTTLE.addressWindowMinutes * 60_000);
      const memorySince = ago(LOGIN_THROTTLE.accountMemoryHours * 3_600_000);
      const knownSince = ago(LOGIN_THROTTLE.knownAddressDays * 86_400_000);
      const fromHere = eq(loginAttempts.ip, ip);
      // The attempt being weighed is already written (reserveAttempt); it is not its own past.
      const failed = and(eq(loginAttempts.success, false), ne(loginAttempts.id, attemptId));
      const lastAt = (condition: SQL | undefined) =>
        sql`max(${loginAttempts.created_at}) filter (where ${condition})`.mapWith(loginAttempts.created_at);
      const countOf = (condition: SQL | undefined) =>
        sql`count(*) filter (where ${condition})`.mapWith(Number);
      const ofAccount = and(
        eq(loginAttempts.local_id, localId),
        eq(loginAttempts.email, email),
        gt(loginAttempts.created_at, knownSince),
      );
      const [known] = await db
        .select({ lastSuccessHere: lastAt(and(fromHere, eq(loginAttempts.success, true))) })
        .from(loginAttempts)
        .where(ofAccount);
      const lastSuccessHere = known?.lastSuccessHere ?? null;
      const accountAddressSince =
        lastSuccessHere && lastSuccessHere > memorySince ? lastSuccessHere : memorySince;
      const inMemory = and(failed, gt(loginAttempts.created_at, memorySince));
      const hereSince = and(failed, fromHere, gt(loginAttempts.created_at, accountAddressSince));
      const [account] = await db
        .select({
          failures: countOf(inMemory),
          lastFailureAt: lastAt(inMemory),
          hereFailures: countOf(hereSince),
          hereLastFailureAt: lastAt(hereSince),
        })
        .from(loginAttempts)
        .where(and(ofAccount, gt(loginAttempts.created_at, memorySince)));
      // Over every local: an address guessing on one restaurant is the same address on the next.
      const [address] = await db
        .select({ failures: count(), lastFailureAt: max(loginAttempts.created_at) })
        .from(loginAttempts)
        .where(and(fromHere, failed, gt(loginAttempts.created_at, addressSince)));
      return {
        address: { failures: address?.failures ?? 0, lastFailureAt: address?.lastFailureAt ?? null },
        accountAddress: {
          failures: account?.hereFailures ?? 0,
          lastFailureAt: account?.hereLastFailureAt ?? null,
        },
        account: { failures: account?.failures ?? 0, lastFailureAt: account?.lastFailureAt ?? null },
        knownAddress: lastSuccessHere !== null,
      };
    },

    /**
     * Writes the attempt as a failure before its password is checked, so attempts running at
     * the same time count each other and a burst cannot share the free tries.
     */
    async reserveAttempt(attempt: { local_id: number; email: string; ip: string; created_at: Date }) {
      const [row] = await db
        .insert(loginAttempts)
        .values({ ...attempt, success: false })
        .returning({ id: loginAttempts.id });
      return row!.id;
    },

    /** A refused attempt checked no password: it is not a failure and does not lengthen a delay. */
    async releaseAttempt(id: number) {
      await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
    },

    async markAttemptSucceeded(id: number) {
      await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, id));
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
