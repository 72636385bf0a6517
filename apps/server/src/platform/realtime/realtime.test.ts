import type { AddressInfo } from "node:net";
import { MAINTENANCE_CHANNEL, tpvChannel } from "@comanda/domain";
import { and, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type AuthHeaders, type BuiltLocal, buildLocal, loginAs } from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";
import { isPublication, openSocket, type TestSocket } from "../../../test/ws-client";
import { roles } from "../../modules/auth/auth.schema";
import { tpvs } from "../../modules/floor/floor.schema";
import { signToken } from "../auth/tokens";
import { locals } from "../tenancy/locals.schema";
import { loadOrCreateSecret } from "../tenancy/locals.service";
import { realtimePayloads } from "./realtime.schema";

describe.each(DATABASES)("realtime websocket on %s", (kind) => {
  let t: TestApp;
  let a: BuiltLocal;
  let b: BuiltLocal;
  let wsUrl: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await buildLocal(t.db);
    b = await buildLocal(t.db);
    // A till only local B has, to prove its channel is out of local A's reach.
    await t.db.insert(tpvs).values({ local_id: b.id, name: "Terraza", key: "terraza" });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  });
  afterAll(() => t.close());

  /** locals/get's token: a staff session's when headers carry one, else the login screen's. */
  async function wsToken(local: BuiltLocal, headers?: AuthHeaders): Promise<string> {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/locals/get",
      payload: { location: local.location },
      ...(headers ? { headers: { authorization: headers.authorization } } : {}),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.token as string;
  }

  async function connect(query: string): Promise<TestSocket> {
    const socket = await openSocket(`${wsUrl}${query}`);
    sockets.push(socket);
    return socket;
  }

  async function connectWith(token: string, ...channels: string[]): Promise<TestSocket> {
    const socket = await connect(`?token=${token}`);
    for (const channel of channels)
      expect(await socket.subscribe(channel)).toEqual({ kind: "subscribed", channel });
    return socket;
  }

  /** A socket of a SuperAdmin's session of the local, which hears everything on its channels. */
  async function connectTo(local: BuiltLocal, ...channels: string[]): Promise<TestSocket> {
    return connectWith(await wsToken(local, await loginAs(t, local, "SuperAdmin")), ...channels);
  }

  const orderEvent = (id: number) =>
    ({ type: "requests.created", data: { id, client: { name: "Ana" }, address: "Calle Mayor 1" } }) as const;

  async function setMaintenance(local: BuiltLocal, body: Record<string, unknown>, role = "SuperAdmin") {
    return t.app.inject({
      method: "POST",
      url: "/api/v1/locals/maintenance",
      headers: await loginAs(t, local, role),
      payload: body,
    });
  }

  describe("authentication", () => {
    it.each([
      ["without a token", ""],
      ["with a malformed token", "?token=abc"],
    ])("closes a socket %s with 4401", async (_, query) => {
      const socket = await connect(query);
      expect(await socket.take((m) => m.kind === "error")).toMatchObject({ code: "auth.unauthenticated" });
      expect((await socket.closed).code).toBe(4401);
    });

    it("closes a socket whose token was tampered with", async () => {
      const [body, mac] = (await wsToken(a)).split(".");
      const forged = Buffer.from(JSON.stringify({ local_id: b.id, exp: Date.now() + 60_000 })).toString(
        "base64url",
      );
      expect(body).not.toBe(forged);
      const socket = await connect(`?token=${forged}.${mac}`);
      expect((await socket.closed).code).toBe(4401);
    });

    it("closes a socket whose token has expired", async () => {
      const secret = await loadOrCreateSecret(t.db, "ws_token");
      const socket = await connect(`?token=${signToken(secret, { local_id: a.id, exp: Date.now() - 1000 })}`);
      expect((await socket.closed).code).toBe(4401);
    });

    it("closes a socket whose session has ended since its token was given", async () => {
      const headers = await loginAs(t, a, "Camarero");
      const token = await wsToken(a, headers);
      await t.app.inject({ method: "POST", url: "/api/v1/auth/logout", headers });
      const socket = await connect(`?token=${token}`);
      expect(await socket.take((m) => m.kind === "error")).toMatchObject({ code: "auth.unauthenticated" });
      expect((await socket.closed).code).toBe(4401);
    });

    it("closes a socket of a disabled local with 4422, though its token is still valid", async () => {
      const token = await wsToken(a);
      await t.db.update(locals).set({ enabled: false }).where(eq(locals.id, a.id));
      try {
        const socket = await connect(`?token=${token}`);
        expect(await socket.take((m) => m.kind === "error")).toMatchObject({ code: "locals.disabled" });
        expect((await socket.closed).code).toBe(4422);
      } finally {
        await t.db.update(locals).set({ enabled: true }).where(eq(locals.id, a.id));
      }
    });
  });

  describe("who hears a till's orders (issue 22)", () => {
    it("a token given without a session hears Refresh and maintenance, never an order", async () => {
      const socket = await connectWith(await wsToken(a), MAINTENANCE_CHANNEL, tpvChannel("caja"));
      await t.realtime.publish(a.id, tpvChannel("caja"), orderEvent(101));
      await t.realtime.publish(a.id, tpvChannel("caja"), { type: "info", message: "Nuevo pedido web" });
      await t.realtime.publishToTills(a.id, orderEvent(102));
      await t.realtime.publish(a.id, tpvChannel("caja"), { type: "Refresh" });
      await socket.take(isPublication(tpvChannel("caja"), "Refresh"));
      socket.send({ action: "ping" });
      await socket.take((m) => m.kind === "pong");
      expect(socket.untaken()).toEqual([]);
    });

    it("a waiter's session hears its till's orders until it logs out, then the socket is closed", async () => {
      const headers = await loginAs(t, a, "Camarero");
      const socket = await connectWith(await wsToken(a, headers), tpvChannel("caja"));
      await t.realtime.publish(a.id, tpvChannel("caja"), orderEvent(201));
      expect(await socket.take(isPublication(tpvChannel("caja"), "requests.created"))).toMatchObject({
        message: { data: { id: 201 } },
      });
      expect((await t.app.inject({ method: "POST", url: "/api/v1/auth/logout", headers })).statusCode).toBe(
        200,
      );
      await t.realtime.publish(a.id, tpvChannel("caja"), orderEvent(202));
      expect(await socket.take((m) => m.kind === "error")).toMatchObject({ code: "auth.unauthenticated" });
      expect((await socket.closed).code).toBe(4401);
      expect(socket.untaken()).toEqual([]);
    });

    it("a session whose role loses the orders module hears no more orders", async () => {
      const headers = await loginAs(t, a, "Cocina");
      const socket = await connectWith(await wsToken(a, headers), tpvChannel("caja"));
      await t.realtime.publish(a.id, tpvChannel("caja"), orderEvent(301));
      await socket.take(isPublication(tpvChannel("caja"), "requests.created"));
      const [cook] = await t.db
        .select()
        .from(roles)
        .where(and(eq(roles.local_id, a.id), eq(roles.name, "Cocina")));
      await t.db
        .update(roles)
        .set({ permissions: { screens: cook!.permissions.screens! } })
        .where(eq(roles.id, cook!.id));
      try {
        // Sessions are cached for two seconds: publish until the change is seen.
        let closed = false;
        for (let attempt = 0; attempt < 20 && !closed; attempt++) {
          await t.realtime.publish(a.id, tpvChannel("caja"), orderEvent(302));
          closed = await socket
            .take((m) => m.kind === "error", 300)
            .then(
              () => true,
              () => false,
            );
        }
        expect(closed).toBe(true);
        expect((await socket.closed).code).toBe(4401);
        // What arrived before the change was seen is the earlier orders only, never after the close.
        expect(socket.untaken().every((m) => m.kind === "message")).toBe(true);
      } finally {
        await t.db.update(roles).set({ permissions: cook!.permissions }).where(eq(roles.id, cook!.id));
      }
    });

    it("a session of another local gets only the login screen's token", async () => {
      const ofB = await loginAs(t, b, "SuperAdmin");
      const socket = await connectWith(await wsToken(a, ofB), tpvChannel("caja"));
      await t.realtime.publish(a.id, tpvChannel("caja"), orderEvent(401));
      await t.realtime.publish(a.id, tpvChannel("caja"), { type: "Refresh" });
      await socket.take(isPublication(tpvChannel("caja"), "Refresh"));
      expect(socket.untaken()).toEqual([]);
    });
  });

  describe("subscriptions", () => {
    it("lets a local's socket subscribe to maintenance and to its own tills", async () => {
      const socket = await connectTo(a, MAINTENANCE_CHANNEL, tpvChannel("caja"), tpvChannel("barra"));
      socket.send({ action: "ping" });
      expect(await socket.take((m) => m.kind === "pong")).toEqual({ kind: "pong" });
    });

    it.each([
      ["a till of another local", "notifications/terraza"],
      ["an unknown till", "notifications/nope"],
      ["an empty till key", "notifications/"],
      ["a channel outside notifications/", "orders/caja"],
    ])("refuses %s", async (_, channel) => {
      const socket = await connectTo(a);
      expect(await socket.subscribe(channel)).toMatchObject({ kind: "error", code: "auth.forbidden" });
    });

    it("refuses the channel of a deleted till", async () => {
      await t.db.insert(tpvs).values({ local_id: a.id, name: "Vieja", key: "vieja", deleted_at: new Date() });
      const socket = await connectTo(a);
      expect(await socket.subscribe(tpvChannel("vieja"))).toMatchObject({
        kind: "error",
        code: "auth.forbidden",
      });
    });

    it("answers bad messages with an error and keeps the socket open", async () => {
      const socket = await connectTo(a);
      socket.send("{not json");
      expect(await socket.take((m) => m.kind === "error")).toMatchObject({ code: "validation.invalid" });
      socket.send({ action: "shout", channel: MAINTENANCE_CHANNEL });
      expect(await socket.take((m) => m.kind === "error")).toMatchObject({ code: "validation.invalid" });
      expect(await socket.subscribe(MAINTENANCE_CHANNEL)).toMatchObject({ kind: "subscribed" });
    });

    it("stops delivering after unsubscribe, even after a duplicate subscribe sent at once", async () => {
      const socket = await connectTo(a);
      // Both subscribes are in flight together; a second listener left behind would still deliver.
      socket.send({ action: "subscribe", channel: MAINTENANCE_CHANNEL });
      socket.send({ action: "subscribe", channel: MAINTENANCE_CHANNEL });
      socket.send({ action: "subscribe", channel: tpvChannel("caja") });
      await socket.take((m) => m.kind === "subscribed" && m.channel === tpvChannel("caja"));
      socket.send({ action: "unsubscribe", channel: MAINTENANCE_CHANNEL });
      socket.send({ action: "ping" });
      await socket.take((m) => m.kind === "pong");

      await t.realtime.publish(a.id, MAINTENANCE_CHANNEL, { type: "info", message: "nadie escucha" });
      await t.realtime.publish(a.id, tpvChannel("caja"), { type: "info", message: "marca" });
      await socket.take(isPublication(tpvChannel("caja"), "info"));
      expect(socket.untaken().filter((m) => m.kind === "message")).toEqual([]);
    });
  });

  describe("admin calls", () => {
    it("publishes a maintenance change to the local's sockets", async () => {
      const socket = await connectTo(a, MAINTENANCE_CHANNEL);
      const maintenance = { type: "alert", text: "Cerramos a las 23:00", active: true };
      const response = await setMaintenance(a, maintenance);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ complete: true, data: maintenance });
      expect(await socket.take(isPublication(MAINTENANCE_CHANNEL, "maintenance"))).toEqual({
        kind: "message",
        channel: MAINTENANCE_CHANNEL,
        message: { type: "maintenance", data: maintenance },
      });
      await setMaintenance(a, { type: "alert", text: "", active: false });
      expect(await socket.take(isPublication(MAINTENANCE_CHANNEL, "maintenance"))).toMatchObject({
        message: { data: { active: false } },
      });
    });

    it("sends Refresh on every till's channel, or on one till's", async () => {
      const socket = await connectTo(a, tpvChannel("caja"), tpvChannel("barra"));
      const headers = await loginAs(t, a, "SuperAdmin");
      const all = await t.app.inject({ method: "POST", url: "/api/v1/locals/refresh", headers, payload: {} });
      expect(all.statusCode).toBe(200);
      expect(all.json().data.channels.sort()).toEqual([tpvChannel("barra"), tpvChannel("caja")]);
      await socket.take(isPublication(tpvChannel("caja"), "Refresh"));
      expect(await socket.take(isPublication(tpvChannel("barra"), "Refresh"))).toEqual({
        kind: "message",
        channel: tpvChannel("barra"),
        message: { type: "Refresh" },
      });

      const one = await t.app.inject({
        method: "POST",
        url: "/api/v1/locals/refresh",
        headers,
        payload: { tpv: "barra" },
      });
      expect(one.json().data.channels).toEqual([tpvChannel("barra")]);
      await socket.take(isPublication(tpvChannel("barra"), "Refresh"));
      socket.send({ action: "ping" });
      await socket.take((m) => m.kind === "pong");
      expect(socket.untaken()).toEqual([]);
    });

    it.each(["Camarero", "Admin"])("refuses maintenance and refresh to %s with 403", async (role) => {
      const socket = await connectTo(a, MAINTENANCE_CHANNEL, tpvChannel("caja"));
      const maintenance = await setMaintenance(a, { type: "blocked", text: "", active: true }, role);
      expect(maintenance.statusCode).toBe(403);
      expect(maintenance.json()).toMatchObject({ code: "auth.forbidden", kind: "AUTHORIZATION_ERROR" });
      const refresh = await t.app.inject({
        method: "POST",
        url: "/api/v1/locals/refresh",
        headers: await loginAs(t, a, role),
        payload: {},
      });
      expect(refresh.statusCode).toBe(403);

      const [row] = await t.db
        .select({ maintenance: locals.maintenance })
        .from(locals)
        .where(eq(locals.id, a.id));
      expect(row?.maintenance.active).toBe(false);
      socket.send({ action: "ping" });
      await socket.take((m) => m.kind === "pong");
      expect(socket.untaken()).toEqual([]);
    });

    it("validates the maintenance body", async () => {
      const response = await setMaintenance(a, { type: "closed", active: "yes" });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors).sort()).toEqual(["active", "type"]);
    });
  });

  it("delivers a message larger than a NOTIFY payload through realtime_payloads", async () => {
    const socket = await connectTo(a, tpvChannel("barra"));
    const text = `${"ñ".repeat(6000)}-fin`;
    await t.realtime.publish(a.id, tpvChannel("barra"), { type: "info", message: text });
    expect(await socket.take(isPublication(tpvChannel("barra"), "info"))).toEqual({
      kind: "message",
      channel: tpvChannel("barra"),
      message: { type: "info", message: text },
    });
    const stored = await t.db.select({ id: realtimePayloads.id }).from(realtimePayloads);
    expect(stored.length).toBeGreaterThan(0);
  });

  it("never delivers one local's messages to another local's sockets, even on same-named channels", async () => {
    const channels = [MAINTENANCE_CHANNEL, tpvChannel("caja"), tpvChannel("barra")];
    const ofA = await connectTo(a, ...channels);
    const ofB = await connectTo(b, ...channels);

    await setMaintenance(b, { type: "alert", text: "solo B", active: true });
    await t.realtime.publish(b.id, tpvChannel("caja"), { type: "info", message: "solo B" });
    await t.realtime.publish(b.id, tpvChannel("barra"), { type: "info", message: "x".repeat(9000) });
    await t.realtime.publish(a.id, tpvChannel("caja"), { type: "info", message: "solo A" });

    // Publications arrive in order, so once A's own message is in, B's would have been too.
    expect(await ofA.take(isPublication(tpvChannel("caja"), "info"))).toMatchObject({
      message: { message: "solo A" },
    });
    expect(ofA.untaken()).toEqual([]);
    expect(await ofB.take(isPublication(MAINTENANCE_CHANNEL, "maintenance"))).toMatchObject({
      message: { data: { text: "solo B" } },
    });
    expect(await ofB.take(isPublication(tpvChannel("caja"), "info"))).toMatchObject({
      message: { message: "solo B" },
    });
    await ofB.take(isPublication(tpvChannel("barra"), "info"));
    expect(ofB.untaken()).toEqual([]);
    await setMaintenance(b, { type: "alert", text: "", active: false });
  });

  it("publishes to every till of a local at once, each on its own channel", async () => {
    const caja = await connectTo(a, MAINTENANCE_CHANNEL, tpvChannel("caja"));
    const barra = await connectTo(a, tpvChannel("barra"));
    const ofB = await connectTo(b, tpvChannel("caja"), tpvChannel("terraza"));
    const big = "y".repeat(9000);
    await t.realtime.publishToTills(a.id, { type: "info", message: "a todas" });
    await t.realtime.publishToTills(a.id, { type: "info", message: big });
    await t.realtime.publish(b.id, tpvChannel("caja"), { type: "info", message: "solo B" });

    for (const [socket, channel] of [
      [caja, tpvChannel("caja")],
      [barra, tpvChannel("barra")],
    ] as const) {
      expect(await socket.take(isPublication(channel, "info"))).toMatchObject({
        message: { message: "a todas" },
      });
      expect(await socket.take(isPublication(channel, "info"))).toMatchObject({ message: { message: big } });
    }
    expect(await ofB.take(isPublication(tpvChannel("caja"), "info"))).toMatchObject({
      message: { message: "solo B" },
    });
    // Not on the maintenance channel, and nothing of A's for B's tills.
    expect(caja.untaken()).toEqual([]);
    expect(barra.untaken()).toEqual([]);
    expect(ofB.untaken()).toEqual([]);
  });

  it.runIf(kind === "postgresql")("keeps delivering after the LISTEN connection is killed", async () => {
    const socket = await connectTo(a, tpvChannel("caja"));
    const admin = new pg.Client({ connectionString: t.url });
    await admin.connect();
    try {
      const listeners = `select pid from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN %comanda_realtime%' and pid <> pg_backend_pid()`;
      const before = await admin.query<{ pid: number }>(listeners);
      expect(before.rows).toHaveLength(1);
      await admin.query(`select pg_terminate_backend(pid) from (${listeners}) as l`);

      // Notifications sent while it reconnects are lost, so publish until one gets through.
      let delivered = false;
      for (let attempt = 0; attempt < 40 && !delivered; attempt++) {
        await t.realtime.publish(a.id, tpvChannel("caja"), { type: "info", message: `intento ${attempt}` });
        delivered = await socket.take(isPublication(tpvChannel("caja"), "info"), 250).then(
          () => true,
          () => false,
        );
      }
      expect(delivered).toBe(true);
      const after = await admin.query<{ pid: number }>(listeners);
      expect(after.rows.map((row) => row.pid)).not.toContain(before.rows[0]?.pid);
      expect(after.rows).toHaveLength(1);
    } finally {
      await admin.end();
    }
  });

  it("lets a socket subscribe to a till added after the server started", async () => {
    await t.db.insert(tpvs).values({ local_id: a.id, name: "Patio", key: "patio" });
    const socket = await connectTo(a, tpvChannel("patio"));
    await t.realtime.publish(a.id, tpvChannel("patio"), { type: "Refresh" });
    await socket.take(isPublication(tpvChannel("patio"), "Refresh"));
  });
});
