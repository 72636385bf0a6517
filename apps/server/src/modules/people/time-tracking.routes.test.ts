import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AuthHeaders,
  type BuiltLocal,
  buildLocal,
  loginAs,
  PASSWORD,
  userIdOf,
} from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";
import { timeTrackingCorrections, timeTrackingSessions } from "./people.schema";

describe.each(DATABASES)("time tracking on %s", (kind) => {
  let t: TestApp;
  let local: BuiltLocal;
  let till: AuthHeaders;
  let manager: AuthHeaders;
  // Madrid in winter is UTC+1: 22:00 local is 21:00Z.
  let now = new Date("2026-01-15T21:00:00Z");

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => now });
    local = await buildLocal(t.db, { roles: ["SuperAdmin", "Admin", "Encargado", "Camarero", "Cocina"] });
    till = await loginAs(t, local, "Camarero");
    manager = await loginAs(t, local, "Encargado");
  });
  afterAll(() => t?.close());

  const clock = (action: "clock_in" | "clock_out", role: string, extra: object = {}) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/rrhh/time_tracking/${action}`,
      headers: till,
      payload: { email: local.email(role), password: PASSWORD, ...extra },
    });
  const schedule = (headers: AuthHeaders, query = "date_from=2026-01-01&date_to=2026-01-31") =>
    t.app.inject({ method: "GET", url: `/api/v1/rrhh/staff_schedule?${query}`, headers });
  const sessionsOf = async (userId: number) =>
    t.db.select().from(timeTrackingSessions).where(eq(timeTrackingSessions.user_id, userId));

  it("clocks a shift crossing midnight with a break; it counts to the day it started", async () => {
    const cook = await userIdOf(t.db, local, "Cocina");
    now = new Date("2026-01-15T21:00:00Z");
    expect((await clock("clock_in", "Cocina")).statusCode).toBe(200);
    const twice = await clock("clock_in", "Cocina");
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors.kind).toEqual(["Ya tienes una jornada o pausa abierta"]);
    now = new Date("2026-01-15T22:30:00Z");
    expect((await clock("clock_in", "Cocina", { kind: "break" })).statusCode).toBe(200);
    now = new Date("2026-01-15T23:00:00Z");
    expect((await clock("clock_out", "Cocina", { kind: "break" })).statusCode).toBe(200);
    now = new Date("2026-01-16T02:00:00Z");
    const wrong = await clock("clock_out", "Cocina", { password: "no-es-esta" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.name).toEqual(["Correo o contraseña incorrectos"]);
    expect((await sessionsOf(cook)).filter((row) => row.end_time === null)).toHaveLength(1);
    expect((await clock("clock_out", "Cocina")).statusCode).toBe(200);
    const again = await clock("clock_out", "Cocina");
    expect(again.json().errors.kind).toEqual(["No tienes ninguna jornada o pausa abierta"]);

    const days = (await schedule(manager)).json().data.results;
    const day = days.find((entry: { user_id: number }) => entry.user_id === cook);
    expect(day).toMatchObject({ date: "2026-01-15", work_minutes: 300, break_minutes: 30, net_minutes: 270 });
    expect(day.sessions.map((s: { is_active: boolean }) => s.is_active)).toEqual([false, false]);
  });

  it("each employee reads their own record, and only theirs, whatever their role", async () => {
    const cookHeaders = await loginAs(t, local, "Cocina");
    const cook = await userIdOf(t.db, local, "Cocina");
    expect((await schedule(cookHeaders)).statusCode).toBe(403);
    const own = await t.app.inject({
      method: "GET",
      url: "/api/v1/rrhh/my_schedule?date_from=2026-01-01&date_to=2026-01-31&user_id=1",
      headers: cookHeaders,
    });
    expect(own.statusCode, own.body).toBe(200);
    const days = own.json().data.results as { user_id: number; net_minutes: number }[];
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((day) => day.user_id === cook)).toBe(true);
    const waiterDays = await t.app.inject({
      method: "GET",
      url: "/api/v1/rrhh/my_schedule?date_from=2026-01-01&date_to=2026-01-31",
      headers: till,
    });
    expect(waiterDays.json().data.results.some((day: { user_id: number }) => day.user_id === cook)).toBe(
      false,
    );
  });

  it("a break needs an open shift", async () => {
    const response = await clock("clock_in", "Admin", { kind: "break" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.kind).toEqual(["Para empezar una pausa, ficha antes la entrada"]);
  });

  it("a correction keeps its history: who, when, before, after and why", async () => {
    const waiter = await userIdOf(t.db, local, "Camarero");
    now = new Date("2026-01-20T08:00:00Z");
    const opened = (await clock("clock_in", "Camarero")).json().data;
    now = new Date("2026-01-20T10:00:00Z");
    await clock("clock_out", "Camarero");
    const correct = (body: object) =>
      t.app.inject({
        method: "PUT",
        url: `/api/v1/rrhh/staff_schedule/${opened.id}`,
        headers: manager,
        payload: body,
      });
    const noReason = await correct({ start_time: "2026-01-20T08:00:00Z", end_time: "2026-01-20T16:00:00Z" });
    expect(noReason.statusCode).toBe(400);
    const backwards = await correct({
      start_time: "2026-01-20T08:00:00Z",
      end_time: "2026-01-20T07:00:00Z",
      reason: "x",
    });
    expect(backwards.json().errors.end_time).toEqual(["La salida no puede ser anterior a la entrada"]);
    expect(
      await t.db
        .select()
        .from(timeTrackingCorrections)
        .where(eq(timeTrackingCorrections.session_id, opened.id)),
    ).toEqual([]);
    now = new Date("2026-01-21T09:00:00Z");
    const first = await correct({
      start_time: "2026-01-20T08:00:00Z",
      end_time: "2026-01-20T16:00:00Z",
      reason: "Olvidó fichar la salida",
    });
    expect(first.statusCode).toBe(200);
    await correct({ start_time: "2026-01-20T08:30:00Z", reason: "Llegó tarde" });
    const [row] = await sessionsOf(waiter);
    expect(row?.start_time.toISOString()).toBe("2026-01-20T08:30:00.000Z");
    expect(row?.end_time?.toISOString()).toBe("2026-01-20T16:00:00.000Z");
    const day = (await schedule(manager, `date_from=2026-01-20&date_to=2026-01-20&user_id=${waiter}`)).json()
      .data.results[0];
    expect(day.net_minutes).toBe(450);
    expect(day.sessions[0].corrections).toMatchObject([
      {
        corrected_by: { name: "Encargado" },
        created_at: "2026-01-21T09:00:00.000Z",
        reason: "Olvidó fichar la salida",
        before: { start_time: "2026-01-20T08:00:00.000Z", end_time: "2026-01-20T10:00:00.000Z" },
        after: { start_time: "2026-01-20T08:00:00.000Z", end_time: "2026-01-20T16:00:00.000Z" },
      },
      {
        reason: "Llegó tarde",
        before: { start_time: "2026-01-20T08:00:00.000Z", end_time: "2026-01-20T16:00:00.000Z" },
        after: { start_time: "2026-01-20T08:30:00.000Z", end_time: "2026-01-20T16:00:00.000Z" },
      },
    ]);

    const file = await t.app.inject({
      method: "GET",
      url: `/api/v1/rrhh/staff_schedule/download?date_from=2026-01-01&date_to=2026-01-31&user_id=${waiter}&format=xlsx`,
      headers: manager,
    });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const values = workbook.worksheets[0]!.getSheetValues().flat().map(String);
    expect(values).toContain("7:30");
    expect(values.some((value) => value.includes("Olvidó fichar la salida"))).toBe(true);
    const pdf = await t.app.inject({
      method: "GET",
      url: "/api/v1/rrhh/staff_schedule/download?date_from=2026-01-01&date_to=2026-01-31&format=pdf",
      headers: manager,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("nobody else changes a session: a waiter cannot, a manager cannot touch a session of someone above", async () => {
    now = new Date("2026-01-22T08:00:00Z");
    const adminShift = (await clock("clock_in", "Admin")).json().data;
    const body = { start_time: "2026-01-22T07:00:00Z", reason: "Cambio" };
    const byWaiter = await t.app.inject({
      method: "PUT",
      url: `/api/v1/rrhh/staff_schedule/${adminShift.id}`,
      headers: till,
      payload: body,
    });
    expect(byWaiter.statusCode).toBe(403);
    const byManager = await t.app.inject({
      method: "PUT",
      url: `/api/v1/rrhh/staff_schedule/${adminShift.id}`,
      headers: manager,
      payload: body,
    });
    expect(byManager.statusCode).toBe(403);
    expect((await schedule(till)).statusCode).toBe(403);
    const [row] = await t.db
      .select()
      .from(timeTrackingSessions)
      .where(eq(timeTrackingSessions.id, adminShift.id));
    expect(row?.start_time.toISOString()).toBe("2026-01-22T08:00:00.000Z");
  });
});
