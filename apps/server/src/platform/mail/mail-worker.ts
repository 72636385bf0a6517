import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { createTransport } from "nodemailer";
import type { Db } from "../db/client";
import { retryDelayMs } from "../workers/backoff";
import { createPollingLoop } from "../workers/polling-loop";
import { mailAttachments, mailOutbox } from "./mail.schema";

export const MAIL_MAX_ATTEMPTS = 8;
/**
 * How long a claimed mail stays invisible to other instances. It must outlast one
 * SMTP exchange (bounded by the transport timeouts below); if the instance dies
 * mid-send the mail becomes due again once it runs out.
 */
const CLAIM_LEASE_MS = 5 * 60_000;
const LAST_ERROR_MAX_LENGTH = 1000;

export type MailWorkerLogger = Pick<FastifyBaseLogger, "warn" | "error">;

export interface MailWorkerOptions {
  db: Db;
  smtpUrl: string;
  from: string;
  logger: MailWorkerLogger;
  pollIntervalMs?: number;
  /** Upper bound of mails per drain, so one drain cannot run unbounded. */
  batchSize?: number;
  /** Tests move time forward to make retries due without waiting. */
  now?: () => Date;
}

export interface DrainResult {
  sent: number;
  retrying: number;
  failed: number;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Delivers `mail_outbox` rows over SMTP. Each mail is claimed with one UPDATE whose
 * subquery locks with SKIP LOCKED and pushes `next_attempt_at` out by a lease, so any
 * number of instances can drain the same outbox and the SMTP exchange runs outside a
 * transaction (PGlite has a single connection that a long transaction would block).
 * Delivery is at least once: a crash between sending and marking resends after the lease.
 */
export function createMailWorker(options: MailWorkerOptions) {
  const { db, from, logger } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const batchSize = options.batchSize ?? 50;
  const now = options.now ?? (() => new Date());
  // The nodemailer defaults (2 min to connect, 10 min of socket silence) would outlast the lease.
  const transport = createTransport({
    url: options.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });

  async function claimNext(): Promise<OutboxRow | undefined> {
    const at = now();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      // Rows are stamped by the database's now() with microseconds; comparing with a JS Date
      // (milliseconds) alone would leave a just-written mail not yet due.
      .where(
        and(
          eq(mailOutbox.status, "pending"),
          lte(mailOutbox.next_attempt_at, sql`greatest(now(), ${at.toISOString()}::timestamptz)`),
        ),
      )
      .orderBy(asc(mailOutbox.next_attempt_at), asc(mailOutbox.id))
      .limit(1)
      .for("update", { skipLocked: true });
    const [row] = await db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        next_attempt_at: new Date(at.getTime() + CLAIM_LEASE_MS),
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return row;
  }

  async function deliver(row: OutboxRow): Promise<keyof DrainResult> {
    try {
      const attachments = await db
        .select({
          filename: mailAttachments.filename,
          contentType: mailAttachments.content_type,
          content: mailAttachments.content,
        })
        .from(mailAttachments)
        .where(eq(mailAttachments.mail_id, row.id))
        .orderBy(asc(mailAttachments.id));
      await transport.sendMail({
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        attachments,
      });
    } catch (error) {
      return recordFailure(row, error);
    }
    await db
      .update(mailOutbox)
      .set({ status: "sent", sent_at: now(), last_error: null })
      .where(eq(mailOutbox.id, row.id));
    return "sent";
  }

  async function recordFailure(row: OutboxRow, error: unknown): Promise<keyof DrainResult> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, LAST_ERROR_MAX_LENGTH);
    const failed = row.attempts >= MAIL_MAX_ATTEMPTS;
    // Matching `attempts` keeps a slow instance whose lease ran out from overwriting the newer claim.
    await db
      .update(mailOutbox)
      .set({
        status: failed ? "failed" : "pending",
        last_error: message,
        next_attempt_at: new Date(now().getTime() + retryDelayMs(row.attempts)),
      })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts)));
    if (failed) {
      logger.error({ mailId: row.id, attempts: row.attempts, err: message }, "mail delivery failed for good");
      return "failed";
    }
    logger.warn({ mailId: row.id, attempts: row.attempts, err: message }, "mail delivery failed, will retry");
    return "retrying";
  }

  async function drain(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
    // Checked between mails, so stop() waits for one SMTP exchange and not for a whole batch.
    for (let i = 0; i < batchSize && !loop.isStopped(); i++) {
      const row = await claimNext();
      if (!row) break;
      result[await deliver(row)] += 1;
    }
    return result;
  }

  const loop = createPollingLoop({ drain, pollIntervalMs, logger, what: "mail outbox" });

  return {
    drainOnce: loop.drainOnce,
    start: loop.start,

    /** Stops polling and waits for the pass under way; the worker cannot restart. */
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}
export type MailWorker = ReturnType<typeof createMailWorker>;
