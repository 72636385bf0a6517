import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, lt, or, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import { headerValue } from "../http/headers";
import { idempotencyKeys } from "./idempotency.schema";

export const IDEMPOTENCY_ERRORS = {
  badKey: "idempotency.bad_key",
  keyReused: "idempotency.key_reused",
  inProgress: "idempotency.in_progress",
} as const;

/** Printable ASCII without spaces: UUIDs and the like, nothing that could hide in a header. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** How long a duplicate waits for the first call to answer before giving up. */
const WAIT_MS = 10_000;
const POLL_MS = 50;

interface Scope {
  local_id: number;
  user_id: number;
  key: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set while this request owns a pending key: its answer is stored when sent. */
    idempotency: Scope | undefined;
  }
}

export interface IdempotencyOptions {
  db: Db;
}

/** What a retry must repeat exactly: method, URL (query included) and the parsed body. */
export function fingerprintOf(method: string, url: string, body: unknown): string {
  return createHash("sha256")
    .update(`${method} ${url}\n`)
    .update(JSON.stringify(body) ?? "")
    .digest("hex");
}

const inScope = (scope: Scope) =>
  and(
    eq(idempotencyKeys.local_id, scope.local_id),
    eq(idempotencyKeys.user_id, scope.user_id),
    eq(idempotencyKeys.key, scope.key),
  );

/**
 * Makes every mutating call sent with an `Idempotency-Key` header run once per local, user and
 * key: the first request claims the key under the primary key, later ones get its stored
 * answer with `Idempotent-Replayed: true`. Claimed after authentication and permissions and
 * before validation, so a refused body is replayed as refused. Calls without a session (login,
 * password reset) are not stored: their answers carry credentials.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, { db }: IdempotencyOptions) => {
  app.decorateRequest("idempotency", undefined);

  /** Inserts the pending row; false when another request holds the key. */
  async function claim(scope: Scope, fingerprint: string): Promise<boolean> {
    // Expired keys go here, per local, instead of in a periodic job; a pending row this old
    // belongs to a process that died before answering.
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.local_id, scope.local_id),
          or(
            lt(idempotencyKeys.created_at, sql`now() - interval '24 hours'`),
            and(
              eq(idempotencyKeys.status, "pending"),
              lt(idempotencyKeys.created_at, sql`now() - interval '5 minutes'`),
            ),
          ),
        ),
      );
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ ...scope, fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return inserted.length > 0;
  }

  async function replayOrWait(request: FastifyRequest, reply: FastifyReply, scope: Scope) {
    const fingerprint = fingerprintOf(request.method, request.url, request.body);
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      if (await claim(scope, fingerprint)) {
        request.idempotency = scope;
        return;
      }
      const [row] = await db.select().from(idempotencyKeys).where(inScope(scope));
      // No row: the first call failed and freed the key, so this one may run it.
      if (row) {
        if (row.fingerprint !== fingerprint) throw new AppError(400, IDEMPOTENCY_ERRORS.keyReused);
        if (row.status === "done" && row.status_code !== null && row.body !== null) {
          reply.status(row.status_code).header("idempotent-replayed", "true");
          if (row.content_type) reply.header("content-type", row.content_type);
          return reply.send(row.body);
        }
      }
      if (Date.now() >= deadline) throw new AppError(400, IDEMPOTENCY_ERRORS.inProgress);
      await sleep(POLL_MS);
    }
  }

  app.addHook("preValidation", async (request, reply) => {
    if (!MUTATING.has(request.method) || request.is404 || request.routeOptions.config.tenant === false)
      return;
    const key = headerValue(request.headers["idempotency-key"]);
    if (key === undefined) return;
    if (!KEY_PATTERN.test(key)) throw new AppError(400, IDEMPOTENCY_ERRORS.badKey);
    if (!request.session) return;
    return replayOrWait(request, reply, {
      local_id: request.local.id,
      user_id: request.session.user.id,
      key,
    });
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const scope = request.idempotency;
    if (!scope) return payload;
    request.idempotency = undefined;
    // A server failure may be passing, so its retry must run again; a stream cannot be stored.
    if (reply.statusCode >= 500 || typeof payload !== "string") {
      await db.delete(idempotencyKeys).where(inScope(scope));
      return payload;
    }
    const contentType = reply.getHeader("content-type");
    await db
      .update(idempotencyKeys)
      .set({
        status: "done",
        status_code: reply.statusCode,
        content_type: typeof contentType === "string" ? contentType : null,
        body: payload,
      })
      .where(inScope(scope));
    return payload;
  });
});
