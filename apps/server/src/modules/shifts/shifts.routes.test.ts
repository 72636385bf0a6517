import type { TimeSlot } from "@comanda/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthHeaders, buildLocal, loginAs } from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";

type Row = Record<string, unknown> & { id: number };
type Slot = TimeSlot & { shift: number };

/** Wednesday 11 June 2025, 12:10 in Madrid (UTC+2). */
const WEDNESDAY_NOON = new Date("2025-06-11T10:10:00Z");

describe.each(DATABASES)("shifts calls on %s", (kind) => {
  let t: TestApp;
  let now = WEDNESDAY_NOON;
  let admin: AuthHeaders;
  let slotsAdmin: AuthHeaders;
  let waiter: AuthHeaders;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => now });
    const local = await buildLocal(t.db, { roles: ["Admin", "Camarero"] });
    const slotsLocal = await buildLocal(t.db, { roles: ["Admin"] });
    admin = await loginAs(t, local, "Admin");
    waiter = await loginAs(t, local, "Camarero");
    slotsAdmin = await loginAs(t, slotsLocal, "Admin");
  });
  afterAll(() => t?.close());

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, headers = admin) =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (body: Record<string, unknown>, headers = admin): Promise<Row> => {
    const response = await call("POST", "shifts", body, headers);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  const slots = async (query: string): Promise<Slot[]> => {
    const response = await call("GET", `settings/shifts_times?${query}`, undefined, slotsAdmin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.results;
  };
  const starts = (list: Slot[]) => list.map((slot) => `${slot.date} ${slot.start}`);

  describe("the entity", () => {
    it("creates a shift with the spec's defaults: 00:00 to 00:00, no limit, open every day", async () => {
      const shift = await create({});
      expect(shift).toMatchObject({
        start_at: "00:00",
        end_at: "00:00",
        order_per_shift: null,
        days_closed: [],
      });
    });

    it("updates only what is sent and takes a limit away with null", async () => {
      const shift = await create({ start_at: "13:00", end_at: "16:00", order_per_shift: 4 });
      const edited = await call("PUT", `shifts/${shift.id}`, { days_closed: ["monday"] });
      expect(edited.json().data).toMatchObject({
        start_at: "13:00",
        order_per_shift: 4,
        days_closed: ["monday"],
      });
      const cleared = await call("PUT", `shifts/${shift.id}`, { order_per_shift: null });
      expect(cleared.json().data).toMatchObject({ start_at: "13:00", order_per_shift: null });
    });

    it("refuses a bad time, an unknown or repeated day and a limit under 1, saving nothing", async () => {
      for (const [body, field] of [
        [{ start_at: "24:00" }, "start_at"],
        [{ end_at: "9:00" }, "end_at"],
        [{ days_closed: ["lunes"] }, "days_closed.0"],
        [{ days_closed: ["monday", "monday"] }, "days_closed"],
        [{ order_per_shift: 0 }, "order_per_shift"],
      ] as const) {
        const response = await call("POST", "shifts", body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(response.json().errors)).toEqual([field]);
      }
      const bad = await call("POST", "shifts", { start_at: "25:61" });
      expect(bad.json().errors.start_at).toEqual(["Hora no válida (HH:MM)"]);
    });

    it("deletes with POST shifts/delete {id}; an unknown id is a 404", async () => {
      const shift = await create({ start_at: "09:00", end_at: "11:00" });
      const deleted = await call("POST", "shifts/delete", { id: shift.id });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json().data).toEqual({ id: shift.id });
      expect((await call("GET", `shifts/${shift.id}`)).statusCode).toBe(404);
      expect((await call("POST", "shifts/delete", { id: shift.id })).statusCode).toBe(404);
      expect((await call("POST", "shifts/delete", {})).statusCode).toBe(400);
    });

    it("keeps shifts to those who may manage them", async () => {
      expect((await call("POST", "shifts", {}, waiter)).statusCode).toBe(403);
      expect((await call("GET", "shifts/list_by_date?date=2025-06-11", undefined, waiter)).statusCode).toBe(
        403,
      );
    });
  });

  describe("list_by_date", () => {
    it("lists the shifts open on that day, leaving out those closed on its week day", async () => {
      const list = async (date: string): Promise<Row[]> => {
        const response = await call("GET", `shifts/list_by_date?date=${date}`);
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data.results;
      };
      const sunday = await create({ start_at: "10:00", end_at: "12:00", days_closed: ["sunday"] });
      const onSunday = (await list("2025-06-15")).map((shift) => shift.id);
      const onSaturday = (await list("2025-06-14")).map((shift) => shift.id);
      expect(onSunday).not.toContain(sunday.id);
      expect(onSaturday).toContain(sunday.id);
      expect(onSaturday.length).toBe(onSunday.length + 1);
    });

    it("refuses a date that is not a calendar day", async () => {
      for (const date of ["2025-02-30", "mañana", ""]) {
        const response = await call("GET", `shifts/list_by_date?date=${date}`);
        expect(response.statusCode, date).toBe(400);
      }
    });
  });

  describe("shifts_times", () => {
    beforeAll(async () => {
      // Lunch closed on Monday and Sunday; a dinner past midnight closed Tuesday, Saturday and Sunday.
      await create({ start_at: "13:00", end_at: "16:00", days_closed: ["monday", "sunday"] }, slotsAdmin);
      await create(
        { start_at: "20:00", end_at: "02:00", days_closed: ["tuesday", "saturday", "sunday"] },
        slotsAdmin,
      );
    });

    it("cuts today's shifts into 30-minute slots, in Madrid time", async () => {
      now = WEDNESDAY_NOON;
      const today = await slots("kind=recoger");
      expect(today).toHaveLength(6 + 8);
      expect(today[0]).toMatchObject({
        date: "2025-06-11",
        start: "13:00",
        end: "13:30",
        starts_at: "2025-06-11T11:00:00.000Z",
        ends_at: "2025-06-11T11:30:00.000Z",
      });
      expect(today[0]!.shift).toEqual(expect.any(Number));
      expect(starts(today).at(-1)).toBe("2025-06-11 23:30");
      expect(await slots("kind=recoger&date=2025-06-11")).toEqual(today);
    });

    it("does not offer a slot that starts before now plus the kind's anticipation", async () => {
      now = new Date("2025-06-11T11:05:00Z"); // 13:05 in Madrid
      expect(starts(await slots("kind=recoger&date=2025-06-11"))[0]).toBe("2025-06-11 13:30"); // 15 min
      expect(starts(await slots("kind=domicilio&date=2025-06-11"))[0]).toBe("2025-06-11 14:00"); // 30 min
      expect(await slots("kind=recoger&date=2025-06-10")).toEqual([]);
      now = WEDNESDAY_NOON;
    });

    it("offers nothing on a day every shift is closed", async () => {
      expect(await slots("kind=domicilio&date=2025-06-15")).toEqual([]);
    });

    it("gives the after-midnight slots of a shift to the next calendar day", async () => {
      const thursday = starts(await slots("kind=recoger&date=2025-06-12"));
      expect(thursday.slice(0, 4)).toEqual([
        "2025-06-12 00:00",
        "2025-06-12 00:30",
        "2025-06-12 01:00",
        "2025-06-12 01:30",
      ]);
      expect(thursday).toHaveLength(4 + 6 + 8);
      // Monday's lunch is closed and Sunday's dinner too: only Monday's own dinner.
      expect(starts(await slots("kind=recoger&date=2025-06-16"))).toEqual(
        ["20:00", "20:30", "21:00", "21:30", "22:00", "22:30", "23:00", "23:30"].map(
          (time) => `2025-06-16 ${time}`,
        ),
      );
    });

    it("refuses an unknown kind and a bad date with clear messages", async () => {
      const barra = await call("GET", "settings/shifts_times?kind=barra", undefined, slotsAdmin);
      expect(barra.statusCode).toBe(400);
      expect(barra.json().errors).toEqual({ "querystring.kind": ["El tipo debe ser domicilio o recoger"] });
      const missing = await call("GET", "settings/shifts_times", undefined, slotsAdmin);
      expect(missing.statusCode).toBe(400);
      const date = await call(
        "GET",
        "settings/shifts_times?kind=recoger&date=2025-13-01",
        undefined,
        slotsAdmin,
      );
      expect(date.statusCode).toBe(400);
      expect(date.json().errors).toEqual({ "querystring.date": ["Fecha no válida (AAAA-MM-DD)"] });
    });

    it("answers any signed-in user of the local, and only them", async () => {
      expect((await call("GET", "settings/shifts_times?kind=recoger", undefined, waiter)).statusCode).toBe(
        200,
      );
      expect(
        (
          await call("GET", "settings/shifts_times?kind=recoger", undefined, {
            host: admin.host,
          } as AuthHeaders)
        ).statusCode,
      ).toBe(401);
    });
  });
});
