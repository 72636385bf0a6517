import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type AuthHeaders, type BuiltLocal, buildLocal, loginAs } from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";
import { users } from "../../modules/auth/auth.schema";
import { clients } from "../../modules/clients/clients.schema";
import { fingerprintOf } from "./idempotency.plugin";
import { idempotencyKeys } from "./idempotency.schema";

type Method = "POST" | "PUT" | "DELETE";

describe.each(DATABASES)("Idempotency-Key on %s", (kind) => {
  let t: TestApp;
  let local: BuiltLocal;
  let admin: AuthHeaders;
  let manager: AuthHeaders;

  beforeAll(async () => {
    t = await createTestApp(kind);
    local = await buildLocal(t.db, { roles: ["Admin", "Encargado"] });
    admin = await loginAs(t, local, "Admin");
    manager = await loginAs(t, local, "Encargado");
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, payload: unknown, key: string | undefined, headers = admin) =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { ...headers, ...(key === undefined ? {} : { "idempotency-key": key }) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const clientsNamed = async (first_name: string) =>
    (
      await t.db
        .select({ n: count() })
        .from(clients)
        .where(and(eq(clients.local_id, local.id), eq(clients.first_name, first_name)))
    )[0]?.n;

  it("runs 20 simultaneous creations with one key once and answers all with the first answer", async () => {
    const key = randomUUID();
    const body = { first_name: "Simultánea", email: "simultanea@example.com" };
    const answers = await Promise.all(Array.from({ length: 20 }, () => call("POST", "clients", body, key)));
    expect(await clientsNamed("Simultánea")).toBe(1);
    const first = answers.find((answer) => answer.headers["idempotent-replayed"] === undefined);
    expect(first?.statusCode, first?.body).toBe(201);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(201);
      expect(answer.body).toBe(first?.body);
      expect(answer.headers["content-type"]).toBe(first?.headers["content-type"]);
    }
    expect(answers.filter((answer) => answer.headers["idempotent-replayed"] === "true")).toHaveLength(19);
  });

  it("replays a finished call without writing, and refuses the key on another request", async () => {
    const key = randomUUID();
    const body = { first_name: "Reintento" };
    const first = await call("POST", "clients", body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    const retry = await call("POST", "clients", body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(await clientsNamed("Reintento")).toBe(1);

    const other = await call("POST", "clients", { first_name: "Otro cuerpo" }, key);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: "idempotency.key_reused" });
    expect(other.json().message).toContain("Idempotency-Key");
    expect(await clientsNamed("Otro cuerpo")).toBe(0);
  });

  it("keeps the keys of each user apart", async () => {
    const key = randomUUID();
    const mine = await call("POST", "clients", { first_name: "Por usuario" }, key);
    const theirs = await call("POST", "clients", { first_name: "Por usuario" }, key, manager);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.headers["idempotent-replayed"]).toBeUndefined();
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
    expect(await clientsNamed("Por usuario")).toBe(2);
  });

  it("replays a refusal as the same refusal", async () => {
    const key = randomUUID();
    const body = { first_name: "Correo malo", email: "no-es-un-correo" };
    const first = await call("POST", "clients", body, key);
    expect(first.statusCode).toBe(400);
    const retry = await call("POST", "clients", body, key);
    expect(retry.statusCode).toBe(400);
    expect(retry.body).toBe(first.body);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(await clientsNamed("Correo malo")).toBe(0);
  });

  it("frees the key when the call fails on the server, so its retry runs", async () => {
    const key = randomUUID();
    const body = { first_name: "Fallo pasajero", addresses: [{ address: "Calle 1" }] };
    const failure = vi.spyOn(t.db, "transaction").mockRejectedValueOnce(new Error("connection lost"));
    const failed = await call("POST", "clients", body, key);
    expect(failure).toHaveBeenCalled();
    failure.mockRestore();
    expect(failed.statusCode).toBe(500);
    const retried = await call("POST", "clients", body, key);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.headers["idempotent-replayed"]).toBeUndefined();
    expect(await clientsNamed("Fallo pasajero")).toBe(1);
  });

  it("changes nothing without the header and refuses a malformed one", async () => {
    const body = { first_name: "Sin clave" };
    const one = await call("POST", "clients", body, undefined);
    const two = await call("POST", "clients", body, undefined);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(two.headers["idempotent-replayed"]).toBeUndefined();
    expect(await clientsNamed("Sin clave")).toBe(2);

    for (const bad of ["", "con espacio", "x".repeat(256), "ñandú"]) {
      const refused = await call("POST", "clients", { first_name: "Clave mala" }, bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json()).toMatchObject({ code: "idempotency.bad_key" });
    }
    expect(await clientsNamed("Clave mala")).toBe(0);
  });

  it("replays edits and deletions", async () => {
    const created = (await call("POST", "clients", { first_name: "Editable" }, undefined)).json().data;
    const editKey = randomUUID();
    const edited = await call("PUT", `clients/${created.id}`, { last_name: "Primero" }, editKey);
    expect(edited.statusCode, edited.body).toBe(200);
    // Changed by someone else in between: the retry must not write its value again.
    await call("PUT", `clients/${created.id}`, { last_name: "Después" }, undefined);
    const editRetry = await call("PUT", `clients/${created.id}`, { last_name: "Primero" }, editKey);
    expect(editRetry.statusCode).toBe(200);
    expect(editRetry.body).toBe(edited.body);
    expect(editRetry.headers["idempotent-replayed"]).toBe("true");
    const [row] = await t.db.select().from(clients).where(eq(clients.id, created.id));
    expect(row?.last_name).toBe("Después");

    const deleteKey = randomUUID();
    const deleted = await call("DELETE", `clients/${created.id}`, undefined, deleteKey);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const deleteRetry = await call("DELETE", `clients/${created.id}`, undefined, deleteKey);
    expect(deleteRetry.statusCode).toBe(deleted.statusCode);
    expect(deleteRetry.body).toBe(deleted.body);
    expect(deleteRetry.headers["idempotent-replayed"]).toBe("true");
  });

  it("forgets keys after 24 hours", async () => {
    const key = randomUUID();
    const body = { first_name: "Caducada" };
    expect((await call("POST", "clients", body, key)).statusCode).toBe(201);
    await t.db
      .update(idempotencyKeys)
      .set({ created_at: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(idempotencyKeys.key, key));
    const again = await call("POST", "clients", body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBeUndefined();
    expect(await clientsNamed("Caducada")).toBe(2);
  });

  it("takes over a key left pending by a process that died before answering", async () => {
    const key = randomUUID();
    const body = { first_name: "Abandonada" };
    const [user] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.local_id, local.id), eq(users.email, local.email("Admin"))));
    await t.db.insert(idempotencyKeys).values({
      local_id: local.id,
      user_id: user?.id ?? 0,
      key,
      fingerprint: fingerprintOf("POST", "/api/v1/clients", body),
      created_at: new Date(Date.now() - 6 * 60_000),
    });
    const answer = await call("POST", "clients", body, key);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.headers["idempotent-replayed"]).toBeUndefined();
    expect(await clientsNamed("Abandonada")).toBe(1);
  });
});
