import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DATABASES, type TestApp } from "../../test/test-app";
import { users } from "../modules/auth/auth.schema";
import { shifts } from "../modules/shifts/shifts.schema";
import { locals } from "../platform/tenancy/locals.schema";
import { DEMO_PASSWORD, resetDemo, seedIfEmpty } from "./demo";

describe.each(DATABASES)("demo restaurant on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const login = (email: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email, password: DEMO_PASSWORD, tpv: "barra" },
    });

  it("is created on an empty database only, and the demo users can log in on localhost", async () => {
    expect(await seedIfEmpty(t.db)).toBe(true);
    expect(await seedIfEmpty(t.db)).toBe(false);
    const admin = await login("admin@demo.local");
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data.role).toBe("SuperAdmin");
    const waiter = await login("camarero@demo.local");
    expect(waiter.json().data.role).toBe("Camarero");
    const tpvs = await t.app.inject({ method: "GET", url: "/api/v1/tpv" });
    expect(tpvs.json().data.results.map((tpv: { name: string }) => tpv.name)).toEqual(["Barra", "Terraza"]);
    // Lunch and dinner: a fresh demo offers pickup and delivery slots.
    const [demo] = await t.db.select().from(locals).where(eq(locals.location, "demo"));
    const demoShifts = await t.db
      .select()
      .from(shifts)
      .where(eq(shifts.local_id, demo?.id ?? 0));
    expect(demoShifts.map((shift) => `${shift.start_at}-${shift.end_at}`).sort()).toEqual([
      "13:00-16:00",
      "20:00-23:30",
    ]);
  });

  it("also creates a small local at mini.localhost without the booking and stock lock modules", async () => {
    const host = "mini.localhost";
    const local = await t.app.inject({
      method: "POST",
      url: "/api/v1/locals/get",
      headers: { host },
      payload: { location: "" },
    });
    expect(local.json().data.name).toBe("Cafetería Mini");
    const modules: string[] = local.json().data.modules.split(",");
    expect(modules).toContain("auth_system");
    expect(modules).not.toContain("reservas");
    expect(modules).not.toContain("reservations");
    const admin = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { host },
      payload: { email: "admin@mini.local", password: DEMO_PASSWORD, tpv: "barra" },
    });
    expect(admin.statusCode).toBe(200);
    const demoAdminThere = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { host },
      payload: { email: "admin@demo.local", password: DEMO_PASSWORD, tpv: "barra" },
    });
    expect(demoAdminThere.statusCode).toBe(400);
  });

  it("--reset recreates it from scratch", async () => {
    await t.db.update(users).set({ first_name: "Cambiado" }).where(eq(users.email, "admin@demo.local"));
    await resetDemo(t.db);
    t.locals.invalidate();
    const [admin] = await t.db.select().from(users).where(eq(users.email, "admin@demo.local"));
    expect(admin?.first_name).toBe("Admin");
    expect((await login("admin@demo.local")).statusCode).toBe(200);
    const [small] = await t.db.select().from(users).where(eq(users.email, "admin@mini.local"));
    expect(small?.first_name).toBe("Admin");
  });
});
