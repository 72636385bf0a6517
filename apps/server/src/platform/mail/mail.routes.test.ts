import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltLocal, buildLocal, encodeQ, loginAs } from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";
import { mailOutbox } from "./mail.schema";
import { enqueueMail } from "./outbox";

describe.each(DATABASES)("mail outbox list on %s", (kind) => {
  let t: TestApp;
  let local: BuiltLocal;
  let other: BuiltLocal;
  let admin: Record<string, string>;
  let sentId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    local = await buildLocal(t.db);
    other = await buildLocal(t.db);
    admin = await loginAs(t, local, "Admin");
    sentId = await enqueueMail(t.db, {
      local_id: local.id,
      to: "ana@example.test",
      subject: "Reserva",
      text: "…",
    });
    await t.db
      .update(mailOutbox)
      .set({ status: "sent", attempts: 1, sent_at: new Date() })
      .where(eq(mailOutbox.id, sentId));
    await enqueueMail(t.db, { local_id: other.id, to: "luis@example.test", subject: "Reserva", text: "…" });
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/reset_password",
      headers: { host: local.host },
      payload: { email: local.email("Camarero") },
    });
    expect(reset.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const list = (headers: Record<string, string>, query = "") =>
    t.app.inject({ method: "GET", url: `/api/v1/mail_outbox${query}`, headers });

  it("shows an admin the local's mails, newest first, without their bodies", async () => {
    const response = await list(admin);
    expect(response.statusCode).toBe(200);
    const { results, total } = response.json().data;
    expect(total).toBe(2);
    expect(results.map((mail: { to: string }) => mail.to)).toEqual([
      local.email("Camarero"),
      "ana@example.test",
    ]);
    expect(results[0]).toMatchObject({
      status: "pending",
      attempts: 0,
      sent_at: null,
      last_error: null,
      attachments: [],
    });
    for (const mail of results) {
      expect(Object.keys(mail).sort()).toEqual(
        [
          "attachments",
          "attempts",
          "created_at",
          "id",
          "last_error",
          "next_attempt_at",
          "sent_at",
          "status",
          "subject",
          "to",
        ].sort(),
      );
    }
  });

  it("filters by status and pages", async () => {
    const sent = await list(admin, `?q=${encodeQ({ status: "sent" })}`);
    expect(sent.json().data).toMatchObject({ total: 1, results: [{ id: sentId, status: "sent" }] });
    const pending = await list(admin, `?q=${encodeQ({ status__in: ["pending", "failed"] })}`);
    expect(pending.json().data.total).toBe(1);
    const second = await list(admin, "?page=2&page_size=1");
    expect(second.json().data).toMatchObject({ total: 2, results: [{ id: sentId }] });
    const past = await list(admin, "?page=5&page_size=1");
    expect(past.json().data).toEqual({ total: 2, results: [] });
  });

  it("does not let the body be searched, since a reset mail carries a live token", async () => {
    const response = await list(admin, `?q=${encodeQ({ text__icontains: "token=" })}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation.bad_query" });
  });

  it("refuses a waiter", async () => {
    const response = await list(await loginAs(t, local, "Camarero"));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "auth.forbidden", kind: "AUTHORIZATION_ERROR" });
  });

  it("refuses a call without a session", async () => {
    expect((await list({ host: local.host })).statusCode).toBe(401);
  });

  it("never shows another local's mails", async () => {
    const response = await list(await loginAs(t, other, "Admin"));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ total: 1, results: [{ to: "luis@example.test" }] });
  });
});
