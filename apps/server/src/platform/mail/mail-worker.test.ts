import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startSmtpServer, type TestSmtpServer, unusedSmtpUrl } from "../../../test/smtp-server";
import { createTestDatabase, DATABASES, type TestDatabase } from "../../../test/test-app";
import type { Db } from "../db/client";
import { retryDelayMs } from "../workers/backoff";
import { mailOutbox } from "./mail.schema";
import { createMailWorker, MAIL_MAX_ATTEMPTS, type MailWorker } from "./mail-worker";
import { enqueueMail } from "./outbox";

const FROM = "Comanda <no-reply@comanda.test>";

describe.each(DATABASES)("mail worker on %s", (kind) => {
  let testDb: TestDatabase;
  let db: Db;
  let smtp: TestSmtpServer;
  let offsetMs: number;
  const workers: MailWorker[] = [];
  const logger = { warn: vi.fn(), error: vi.fn() };

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = testDb.database.db;
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await testDb.drop();
  });
  beforeEach(async () => {
    await db.delete(mailOutbox);
    smtp.received.length = 0;
    smtp.rejectRecipients = undefined;
    offsetMs = 0;
    logger.warn.mockClear();
    logger.error.mockClear();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });

  /** A worker whose clock the test moves forward with `offsetMs`. */
  function worker(smtpUrl = smtp.url, pollIntervalMs?: number) {
    const created = createMailWorker({
      db,
      smtpUrl,
      from: FROM,
      logger,
      pollIntervalMs,
      now: () => new Date(Date.now() + offsetMs),
    });
    workers.push(created);
    return created;
  }

  const enqueue = (to = "ana@example.test") =>
    enqueueMail(db, { local_id: 1, to, subject: "Hola", text: "Texto del correo" });

  async function row(id: number) {
    const [found] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!found) throw new Error(`mail ${id} not found`);
    return found;
  }

  it("delivers a due mail over SMTP and marks it sent", async () => {
    const id = await enqueue();
    const result = await worker().drainOnce();
    expect(result).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(["ana@example.test"]);
    expect(smtp.received[0]!.raw).toMatch(/^Subject: Hola\r$/m);
    expect(smtp.received[0]!.raw).toMatch(/^From: Comanda <no-reply@comanda\.test>\r$/m);
    const sent = await row(id);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    expect(sent.sent_at).toBeInstanceOf(Date);
    expect(await worker().drainOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("leaves a mail alone until its next attempt is due", async () => {
    const id = await enqueue();
    await db
      .update(mailOutbox)
      .set({ next_attempt_at: new Date(Date.now() + 60_000) })
      .where(eq(mailOutbox.id, id));
    expect(await worker().drainOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect((await row(id)).attempts).toBe(0);
  });

  it("backs off when the server refuses the recipient and delivers on a later attempt", async () => {
    const id = await enqueue();
    const w = worker();
    smtp.rejectRecipients = { code: 450, message: "Mailbox busy" };

    const before = Date.now();
    expect(await w.drainOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const first = await row(id);
    expect(first).toMatchObject({ status: "pending", attempts: 1, sent_at: null });
    expect(first.last_error).toContain("Mailbox busy");
    expect(first.next_attempt_at.getTime()).toBeGreaterThanOrEqual(before + retryDelayMs(1));
    expect(logger.warn).toHaveBeenCalledOnce();

    // Not due yet: the same instant drains nothing.
    expect(await w.drainOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    offsetMs = retryDelayMs(1);
    expect(await w.drainOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const second = await row(id);
    expect(second.attempts).toBe(2);
    expect(second.next_attempt_at.getTime() - first.next_attempt_at.getTime()).toBeGreaterThanOrEqual(
      retryDelayMs(2) - retryDelayMs(1),
    );

    smtp.rejectRecipients = undefined;
    offsetMs += retryDelayMs(2);
    expect(await w.drainOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 3, last_error: null });
    expect(smtp.received).toHaveLength(1);
  });

  it(`gives up after ${MAIL_MAX_ATTEMPTS} attempts when no server answers`, async () => {
    const id = await enqueue();
    const w = worker(await unusedSmtpUrl());
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt++) {
      expect(await w.drainOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
      expect(await row(id)).toMatchObject({ status: "pending", attempts: attempt });
      offsetMs += retryDelayMs(attempt);
    }
    expect(await w.drainOnce()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const failed = await row(id);
    expect(failed).toMatchObject({ status: "failed", attempts: MAIL_MAX_ATTEMPTS, sent_at: null });
    expect(failed.last_error).toMatch(/ECONNREFUSED/);
    expect(logger.error).toHaveBeenCalledOnce();

    offsetMs += 24 * 3_600_000;
    expect(await w.drainOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it("sends each mail once when several instances drain the same outbox", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await enqueue(`guest${i}@example.test`));
    const results = await Promise.all([worker().drainOnce(), worker().drainOnce(), worker().drainOnce()]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(12);
    const recipients = smtp.received.flatMap((mail) => mail.to).sort();
    expect(recipients).toEqual(ids.map((_, i) => `guest${i}@example.test`).sort());
    const rows = await db.select().from(mailOutbox);
    expect(rows.every((mail) => mail.status === "sent" && mail.attempts === 1)).toBe(true);
  });

  it("polls once started and finishes the mail in flight when stopped", async () => {
    const w = worker(smtp.url, 20);
    w.start();
    const id = await enqueue();
    await vi.waitFor(async () => expect((await row(id)).status).toBe("sent"), { timeout: 5_000 });
    await enqueue("late@example.test");
    await w.stop();
    const statuses = (await db.select().from(mailOutbox)).map((mail) => mail.status);
    // Whatever was claimed before stop() is finished, never left half-sent.
    expect(statuses.filter((status) => status === "sent")).toHaveLength(smtp.received.length);
  });
});
