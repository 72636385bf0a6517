import { LOCK_MODULES, MODULES } from "@comanda/domain";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type BuiltLocal, buildLocal, loginAs, PASSWORD } from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";
import { locals } from "./locals.schema";

const DEFAULT_LOCATION = "casa-por-defecto";

describe.each(DATABASES)("tenancy on %s", (kind) => {
  let t: TestApp;
  let home: BuiltLocal;
  let other: BuiltLocal;

  beforeAll(async () => {
    t = await createTestApp(kind, { defaultLocal: DEFAULT_LOCATION });
    home = await buildLocal(t.db, { location: DEFAULT_LOCATION });
    other = await buildLocal(t.db);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(() => t.close());

  const listTills = (headers: Record<string, string>) =>
    t.app.inject({ method: "GET", url: "/api/v1/tpv", headers });
  const localsGet = (location: string) =>
    t.app.inject({ method: "POST", url: "/api/v1/locals/get", payload: { location } });
  const login = (local: BuiltLocal, headers: Record<string, string>, role = "Camarero") =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers,
      payload: { email: local.email(role), password: PASSWORD },
    });
  const setMaintenance = (headers: Record<string, string>, body: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: "/api/v1/locals/maintenance", headers, payload: body });

  async function setEnabled(local: BuiltLocal, enabled: boolean) {
    await t.db.update(locals).set({ enabled }).where(eq(locals.id, local.id));
    t.locals.invalidate();
  }

  describe("resolving the local of a request", () => {
    it("answers 404 locals.not_found for an unknown subdomain, from Host or from Site", async () => {
      const unknown: Record<string, string>[] = [
        { host: "nadie.localhost" },
        { host: "localhost", site: "https://nadie.comanda.app" },
      ];
      for (const headers of unknown) {
        const response = await listTills(headers);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          complete: false,
          code: "locals.not_found",
          kind: "NOT_FOUND_ERROR",
        });
      }
    });

    it.each(["localhost:3000", "127.0.0.1:3000", "[::1]:3000", "192.168.1.20"])(
      "serves the default local on %s",
      async (host) => {
        const response = await login(home, { host });
        expect(response.statusCode).toBe(200);
        expect(response.json().data.local_id).toBe(home.id);
        expect((await login(other, { host })).statusCode).toBe(400);
      },
    );

    it("takes the local from the subdomain of Host", async () => {
      const response = await login(other, { host: `${other.location}.localhost:3000` });
      expect(response.json().data.local_id).toBe(other.id);
    });

    it("lets the Site header pick the local over Host", async () => {
      const response = await login(other, {
        host: `${home.location}.localhost`,
        site: `https://${other.location}.comanda.app`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.local_id).toBe(other.id);
    });

    it("does not let a token of one local act on another through the Site header", async () => {
      const headers = await loginAs(t, other, "SuperAdmin");
      const response = await t.app.inject({
        method: "GET",
        url: "/api/v2/auth/get_permission",
        headers: { ...headers, site: `https://${home.location}.comanda.app` },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe("POST /api/v1/locals/get", () => {
    it("answers the modules as a comma string and a websocket token", async () => {
      const response = await localsGet(other.location);
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({
        name: `Local ${other.location}`,
        location: other.location,
        maintenance: { type: "alert", text: "", active: false },
      });
      expect(data.modules.split(",").sort()).toEqual([...MODULES, ...LOCK_MODULES].sort());
      expect(data.token).toMatch(/^[\w-]+\.[\w-]+$/);
    });

    it("lists only the modules the local contracted", async () => {
      const small = await buildLocal(t.db, { modules: ["orders", "tables"], lock_modules: [] });
      expect((await localsGet(small.location)).json().data.modules).toBe("orders,tables");
    });

    it("ignores case and surrounding spaces in the location", async () => {
      const response = await localsGet(`  ${other.location.toUpperCase()} `);
      expect(response.json().data.location).toBe(other.location);
    });

    it.each(["no-existe", "otro-que-no-existe"])(
      "answers 404 locals.not_found for the unknown location %j",
      async (location) => {
        const response = await localsGet(location);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: "locals.not_found", kind: "NOT_FOUND_ERROR" });
      },
    );

    it("takes the local of the request's host when the location is empty", async () => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/v1/locals/get",
        headers: { host: other.host },
        payload: { location: "" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.location).toBe(other.location);
    });

    it("validates the body", async () => {
      const response = await t.app.inject({ method: "POST", url: "/api/v1/locals/get", payload: {} });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.location).toHaveLength(1);
    });
  });

  describe("a disabled local", () => {
    it("answers 422 locals.disabled on every call, locals/get included, until enabled again", async () => {
      const local = await buildLocal(t.db);
      const headers = await loginAs(t, local, "SuperAdmin");
      await setEnabled(local, false);

      const calls = [
        await listTills({ host: local.host }),
        await login(local, { host: local.host }),
        await t.app.inject({ method: "GET", url: "/api/v2/auth/get_permission", headers }),
        await setMaintenance(headers, { type: "alert", text: "", active: false }),
        await localsGet(local.location),
      ];
      for (const response of calls) {
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({
          code: "locals.disabled",
          kind: "UNPROCESSABLE_ENTITY_ERROR",
        });
      }
      expect((await t.app.inject({ method: "GET", url: "/api/health", headers })).statusCode).toBe(200);
      expect((await listTills({ host: other.host })).statusCode).toBe(200);

      await setEnabled(local, true);
      expect((await listTills({ host: local.host })).statusCode).toBe(200);
      expect((await localsGet(local.location)).statusCode).toBe(200);
    });

    it("is noticed without a restart once the short cache expires", async () => {
      const local = await buildLocal(t.db);
      expect((await listTills({ host: local.host })).statusCode).toBe(200);
      // Another instance (or an operator) switches it off: this instance was not told.
      await t.db.update(locals).set({ enabled: false }).where(eq(locals.id, local.id));
      const now = Date.now();
      vi.spyOn(Date, "now").mockReturnValue(now + 2_500);
      expect((await listTills({ host: local.host })).statusCode).toBe(422);
    });
  });

  describe("maintenance", () => {
    it("blocked: 503 on ordinary calls, while health, locals/get and the switch still answer", async () => {
      const local = await buildLocal(t.db);
      const admin = await loginAs(t, local, "SuperAdmin");
      const waiter = await loginAs(t, local, "Camarero");
      const blocked = { type: "blocked", text: "Volvemos en 10 minutos", active: true };
      expect((await setMaintenance(admin, blocked)).statusCode).toBe(200);

      const calls = [
        await listTills({ host: local.host }),
        await login(local, { host: local.host }),
        await t.app.inject({ method: "GET", url: "/api/v2/auth/get_permission", headers: waiter }),
        await t.app.inject({ method: "POST", url: "/api/v1/locals/refresh", headers: admin, payload: {} }),
      ];
      for (const response of calls) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ code: "locals.maintenance", kind: "MAINTENANCE_ERROR" });
      }
      expect((await t.app.inject({ method: "GET", url: "/api/health", headers: waiter })).statusCode).toBe(
        200,
      );
      const info = await localsGet(local.location);
      expect(info.statusCode).toBe(200);
      expect(info.json().data.maintenance).toEqual(blocked);
      expect((await listTills({ host: other.host })).statusCode).toBe(200);

      // Whoever can lift it can still sign in (a token may have expired meanwhile).
      expect((await login(local, { host: local.host }, "SuperAdmin")).statusCode).toBe(200);

      // The switch answers in maintenance but still checks who is asking.
      const byWaiter = await setMaintenance(waiter, { ...blocked, active: false });
      expect(byWaiter.statusCode).toBe(403);
      const lifted = await setMaintenance(admin, { ...blocked, active: false });
      expect(lifted.statusCode).toBe(200);
      expect(lifted.json().data).toEqual({ ...blocked, active: false });
      expect((await listTills({ host: local.host })).statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: "GET", url: "/api/v2/auth/get_permission", headers: waiter }))
          .statusCode,
      ).toBe(200);
    });

    it("alert: calls keep working and locals/get carries the text", async () => {
      const local = await buildLocal(t.db);
      const admin = await loginAs(t, local, "SuperAdmin");
      const alert = { type: "alert", text: "Hoy cerramos a las 22:00", active: true };
      expect((await setMaintenance(admin, alert)).statusCode).toBe(200);

      expect((await listTills({ host: local.host })).statusCode).toBe(200);
      expect((await login(local, { host: local.host })).statusCode).toBe(200);
      expect((await localsGet(local.location)).json().data.maintenance).toEqual(alert);
      const [row] = await t.db
        .select({ maintenance: locals.maintenance })
        .from(locals)
        .where(eq(locals.id, local.id));
      expect(row?.maintenance).toEqual(alert);
    });

    it("a blocked maintenance that is not active blocks nothing", async () => {
      const local = await buildLocal(t.db);
      const admin = await loginAs(t, local, "SuperAdmin");
      await setMaintenance(admin, { type: "blocked", text: "", active: false });
      expect((await listTills({ host: local.host })).statusCode).toBe(200);
    });
  });
});
