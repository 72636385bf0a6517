import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltLocal, buildLocal, loginAs, PASSWORD } from "../../../test/factories";
import { mailText, startSmtpServer, type TestSmtpServer } from "../../../test/smtp-server";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";
import { mailOutbox } from "../../platform/mail/mail.schema";
import { createMailWorker, type MailWorker } from "../../platform/mail/mail-worker";
import { passwordResets, users } from "./auth.schema";

const NEW_PASSWORD = "otra-clave-nueva";

describe.each(DATABASES)("password reset by mail on %s", (kind) => {
  let t: TestApp;
  let local: BuiltLocal;
  let smtp: TestSmtpServer;
  let worker: MailWorker;

  beforeAll(async () => {
    t = await createTestApp(kind);
    local = await buildLocal(t.db);
    smtp = await startSmtpServer();
    worker = createMailWorker({
      db: t.db,
      smtpUrl: smtp.url,
      from: t.config.mailFrom,
      logger: { warn: () => {}, error: () => {} },
    });
  });
  afterAll(async () => {
    await worker.stop();
    await smtp.close();
    await t.close();
  });

  const post = (url: string, payload: Record<string, unknown>, host = local.host) =>
    t.app.inject({ method: "POST", url, headers: { host }, payload });
  const requestReset = (email: string, host = local.host) =>
    post("/api/v1/auth/reset_password", { email }, host);
  const confirm = (token: string, password: string, host = local.host) =>
    post("/api/v1/auth/reset_password/confirm", { token, password }, host);
  const login = (email: string, password: string) => post("/api/v1/auth/login", { email, password });

  /** Delivers the outbox through the real SMTP server and reads the token of the link sent to `email`. */
  async function tokenMailedTo(email: string): Promise<string> {
    await worker.drainOnce();
    const mail = smtp.received.findLast((received) => received.to.includes(email));
    if (!mail) throw new Error(`no mail reached ${email}`);
    const token = mailText(mail.raw).match(/\/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error(`no reset link in: ${mailText(mail.raw)}`);
    return token;
  }

  async function userId(email: string) {
    const [user] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.local_id, local.id), eq(users.email, email)));
    return user!.id;
  }

  it("answers 404 for an e-mail with no user and writes no mail", async () => {
    const response = await requestReset("nadie@example.test");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      complete: false,
      code: "auth.user_not_found",
      message: "Usuario no encontrado",
    });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "nadie@example.test"));
    expect(mails).toHaveLength(0);
  });

  it("writes the reset and its mail in one transaction", async () => {
    const email = local.email("Admin");
    const response = await requestReset(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ complete: true });

    const [mail] = await t.db
      .select({ row: mailOutbox, writer: sql<string>`xmin::text` })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email));
    expect(mail?.row).toMatchObject({ local_id: local.id, status: "pending", attempts: 0 });
    expect(mail?.row.subject).toBe(`Cambiar la contraseña de Local ${local.location}`);
    const [reset] = await t.db
      .select({ writer: sql<string>`xmin::text` })
      .from(passwordResets)
      .where(eq(passwordResets.user_id, await userId(email)));
    // xmin is the id of the transaction that wrote the row version.
    expect(reset?.writer).toBe(mail?.writer);
  });

  it("delivers a link that sets a new password once and signs the user out everywhere", async () => {
    const email = local.email("Encargado");
    const session = await loginAs(t, local, "Encargado");
    expect((await requestReset(email)).statusCode).toBe(200);
    const token = await tokenMailedTo(email);
    expect(mailText(smtp.received.at(-1)!.raw)).toContain("Hola Encargado");

    const confirmed = await confirm(token, NEW_PASSWORD);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ complete: true });

    expect((await login(email, PASSWORD)).statusCode).toBe(400);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    const oldSession = await t.app.inject({
      method: "GET",
      url: "/api/v2/auth/get_permission",
      headers: session,
    });
    expect(oldSession.statusCode).toBe(401);

    const again = await confirm(token, "una-tercera-clave");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: "auth.reset_invalid" });
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses an expired link and keeps the old password", async () => {
    const email = local.email("Cocina");
    expect((await requestReset(email)).statusCode).toBe(200);
    const token = await tokenMailedTo(email);
    await t.db
      .update(passwordResets)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.user_id, await userId(email)));

    const response = await confirm(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "auth.reset_invalid" });
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a link used on another local", async () => {
    const other = await buildLocal(t.db);
    const email = local.email("Repartidor");
    expect((await requestReset(email)).statusCode).toBe(200);
    const token = await tokenMailedTo(email);

    const response = await confirm(token, NEW_PASSWORD, other.host);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "auth.reset_invalid" });
    expect((await confirm(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("an older link stops working once another one changed the password", async () => {
    const email = local.email("Admin");
    expect((await requestReset(email)).statusCode).toBe(200);
    const first = await tokenMailedTo(email);
    expect((await requestReset(email)).statusCode).toBe(200);
    const second = await tokenMailedTo(email);
    expect(second).not.toBe(first);
    expect((await confirm(second, NEW_PASSWORD)).statusCode).toBe(200);
    const stale = await confirm(first, "una-tercera-clave");
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: "auth.reset_invalid" });
  });

  it("limits how many reset mails one user can be sent", async () => {
    const email = local.email("Camarero");
    for (let i = 0; i < 3; i++) expect((await requestReset(email)).statusCode).toBe(200);
    const blocked = await requestReset(email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: "auth.too_many_attempts" });
  });
});
