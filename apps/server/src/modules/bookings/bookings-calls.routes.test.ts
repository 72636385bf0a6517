import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthHeaders, buildLocal, loginAs } from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";

type Row = Record<string, unknown> & { id: number };

/** Wednesday 11 June 2025, 12:10 in Madrid (UTC+2). */
const WEDNESDAY_NOON = new Date("2025-06-11T10:10:00Z");
const TOMORROW = "2025-06-12"; // a Thursday
const ANSWERS = "v1/booking-options-answers";

/** The spec's all-POST booking-options-answers calls and the shifts' by_date and get_interval. */
describe.each(DATABASES)("booking answers (all POST) and service shifts on %s", (kind) => {
  let t: TestApp;
  let admin: AuthHeaders;
  let waiter: AuthHeaders;
  let stranger: AuthHeaders;
  let unbought: AuthHeaders;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => WEDNESDAY_NOON });
    const local = await buildLocal(t.db, { roles: ["Admin", "Camarero"] });
    admin = await loginAs(t, local, "Admin");
    waiter = await loginAs(t, local, "Camarero");
    stranger = await loginAs(t, await buildLocal(t.db, { roles: ["Admin"] }), "Admin");
    unbought = await loginAs(t, await buildLocal(t.db, { roles: ["Admin"], lock_modules: [] }), "Admin");
  });
  afterAll(() => t?.close());

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, headers = admin) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const post = (action: string, payload: unknown, headers = admin) =>
    call("POST", `${ANSWERS}/${action}`, payload, headers);
  const data = async (response: Awaited<ReturnType<typeof call>>, status = 200) => {
    expect(response.statusCode, response.body).toBe(status);
    return response.json().data;
  };

  describe("booking-options-answers, all POST", () => {
    it("inserts, gets, updates, lists, deletes and restores, answering as the generic calls", async () => {
      const inserted: Row = await data(await post("insert", { title: "Terraza", description: "" }), 201);
      expect(inserted).toMatchObject({ title: "Terraza", description: "" });
      expect(await data(await post("get", { id: inserted.id }))).toEqual(
        await data(await call("GET", `${ANSWERS}/${inserted.id}`)),
      );

      const updated: Row = await data(await post("update", { id: inserted.id, description: "Al sol" }));
      expect(updated).toMatchObject({ id: inserted.id, title: "Terraza", description: "Al sol" });
      const generic: Row = await data(await call("PUT", `${ANSWERS}/${inserted.id}`, { title: "Terraza" }));
      expect({ ...generic, updated_at: null }).toEqual({ ...updated, updated_at: null });
      // description is clearable: an empty value clears it, as in the generic update.
      expect(await data(await post("update", { id: inserted.id, description: "" }))).toMatchObject({
        description: "",
      });

      await data(await post("insert", { title: "Interior" }), 201);
      const q = Buffer.from(JSON.stringify({ search: "terr" })).toString("base64");
      const listed = await data(await post("list", { q, page: 1, page_size: 10 }));
      expect(listed).toEqual(await data(await call("GET", `${ANSWERS}?q=${q}&page=1&page_size=10`)));
      expect(listed.results.map((row: Row) => row.title)).toEqual(["Terraza"]);
      expect((await data(await post("list", {}))).total).toBe(2);

      expect(await data(await post("delete", { id: inserted.id }))).toEqual({ id: inserted.id });
      expect((await post("get", { id: inserted.id })).statusCode).toBe(404);
      expect((await post("delete", { id: inserted.id })).statusCode).toBe(404);
      expect(await data(await post("restore", { id: inserted.id }))).toMatchObject({ title: "Terraza" });
      expect((await data(await post("list", {}))).total).toBe(2);
      expect(await data(await post("delete_all", { pk__in: [inserted.id] }))).toEqual({ deleted: 1 });
      expect((await data(await post("list", {}))).total).toBe(1);
    });

    it("refuses bad input with the generic calls' messages, saving nothing", async () => {
      const before = (await data(await post("list", {}))).total;
      const empty = await post("insert", { title: "" });
      expect(empty.statusCode).toBe(400);
      expect(Object.keys(empty.json().errors)).toEqual(["title"]);
      expect(empty.json()).toEqual((await call("POST", ANSWERS, { title: "" })).json());
      const encoding = await post("insert", { title: "Terraza ☀" });
      expect(encoding.statusCode).toBe(400);
      expect(encoding.json()).toEqual((await call("POST", ANSWERS, { title: "Terraza ☀" })).json());
      expect((await post("insert", { title: "x".repeat(121) })).statusCode).toBe(400);
      for (const [action, body] of [
        ["get", {}],
        ["get", { id: "uno" }],
        ["update", { title: "Sin id" }],
        ["delete", { id: 0 }],
        ["list", { page: 0 }],
        ["list", { page_size: 100000 }],
      ] as const) {
        const response = await post(action, body);
        expect(response.statusCode, `${action} ${JSON.stringify(body)}`).toBe(400);
        expect(response.json().errors, action).toBeDefined();
      }
      const badFilter = await post("list", { q: "not base64 json" });
      expect(badFilter.statusCode).toBe(400);
      expect((await data(await post("list", {}))).total).toBe(before);
    });

    it("keeps each local's answers to itself and to those who may manage them", async () => {
      const mine: Row = await data(await post("insert", { title: "Barra" }), 201);
      for (const [action, body] of [
        ["get", { id: mine.id }],
        ["update", { id: mine.id, title: "Robada" }],
        ["delete", { id: mine.id }],
      ] as const) {
        expect((await post(action, body, stranger)).statusCode, action).toBe(404);
      }
      expect((await data(await post("list", {}, stranger))).total).toBe(0);
      expect((await data(await post("get", { id: mine.id }))).title).toBe("Barra");
      expect((await post("insert", { title: "Camarero" }, waiter)).statusCode).toBe(403);
      expect((await post("delete", { id: mine.id }, waiter)).statusCode).toBe(403);
      expect((await post("list", {}, unbought)).statusCode).toBe(403);
      expect((await post("list", {}, { host: admin.host } as AuthHeaders)).statusCode).toBe(401);
    });
  });

  describe("shifts by_date, get_interval and POST delete", () => {
    let lunch: Row;
    let dinner: Row;
    let booking: Row;
    beforeAll(async () => {
      lunch = await data(
        await call("POST", "v1/shifts", {
          start_at: "13:00",
          end_at: "16:00",
          covers: 10,
          days_closed: ["friday"],
        }),
        201,
      );
      dinner = await data(
        await call("POST", "v1/shifts", { start_at: "20:30", end_at: "23:30", covers: 6 }),
        201,
      );
      // A pickup-only shift (no covers) is not a service shift.
      await data(await call("POST", "v1/shifts", { start_at: "18:00", end_at: "19:00" }), 201);
      booking = await data(
        await call("POST", "v2/reservations", { date: TOMORROW, shift: dinner.id, qty_person: 4 }),
        201,
      );
    });

    it("by_date answers the day's service shifts with their covers, booked, free and closed", async () => {
      const day = await data(await call("GET", `v1/shifts/by_date?date=${TOMORROW}`));
      expect(day).toEqual({
        date: TOMORROW,
        closed: false,
        total: 2,
        results: [
          {
            date: TOMORROW,
            shift: lunch.id,
            start_at: "13:00",
            end_at: "16:00",
            covers: 10,
            booked: 0,
            free: 10,
            closed: false,
          },
          {
            date: TOMORROW,
            shift: dinner.id,
            start_at: "20:30",
            end_at: "23:30",
            covers: 6,
            booked: 4,
            free: 2,
            closed: false,
          },
        ],
      });
      const friday = await data(await call("GET", "v1/shifts/by_date?date=2025-06-13"));
      expect(friday.results.map((row: Row) => [row.shift, row.closed])).toEqual([
        [lunch.id, true],
        [dinner.id, false],
      ]);
    });

    it("get_interval answers every day of the range and the days closed to bookings", async () => {
      const closing = await call("PUT", "v1/settings/change_status", { day: "2025-06-14", status: "closed" });
      expect(closing.statusCode, closing.body).toBe(200);
      const range = await data(
        await call("GET", `v1/shifts/get_interval?date_from=${TOMORROW}&date_to=2025-06-14`),
      );
      expect(range.closed_days).toEqual(["2025-06-14"]);
      expect(range.total).toBe(6);
      expect(
        range.results.map((row: Row) => `${row.date} ${row.start_at} ${row.free} ${row.closed}`),
      ).toEqual([
        "2025-06-12 13:00 10 false",
        "2025-06-12 20:30 2 false",
        "2025-06-13 13:00 10 true",
        "2025-06-13 20:30 6 false",
        "2025-06-14 13:00 10 true",
        "2025-06-14 20:30 6 true",
      ]);
      const saturday = await data(await call("GET", "v1/shifts/by_date?date=2025-06-14"));
      expect(saturday.closed).toBe(true);
      expect(saturday.results.every((row: Row) => row.closed)).toBe(true);
      await call("PUT", "v1/settings/change_status", { day: "2025-06-14", status: "open" });
    });

    it("refuses bad dates and ranges, other locals see none of it, a waiter is refused", async () => {
      for (const url of [
        "by_date?date=2025-02-30",
        "by_date",
        "get_interval?date_from=2025-06-14&date_to=2025-06-12",
        "get_interval?date_from=2025-06-01&date_to=2025-09-01",
        "get_interval?date_from=2025-06-01",
      ]) {
        const response = await call("GET", `v1/shifts/${url}`);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().errors, url).toBeDefined();
      }
      const reversed = await call("GET", "v1/shifts/get_interval?date_from=2025-06-14&date_to=2025-06-12");
      expect(reversed.json().errors.date_to).toHaveLength(1);
      expect(
        (await data(await call("GET", `v1/shifts/by_date?date=${TOMORROW}`, undefined, stranger))).total,
      ).toBe(0);
      expect((await call("GET", `v1/shifts/by_date?date=${TOMORROW}`, undefined, waiter)).statusCode).toBe(
        403,
      );
      expect(
        (
          await call(
            "GET",
            `v1/shifts/get_interval?date_from=${TOMORROW}&date_to=${TOMORROW}`,
            undefined,
            waiter,
          )
        ).statusCode,
      ).toBe(403);
    });

    it("POST delete refuses a shift holding pending or confirmed bookings, as DELETE and delete_all do", async () => {
      for (const [method, url, body] of [
        ["POST", "v1/shifts/delete", { id: dinner.id }],
        ["DELETE", `v1/shifts/${dinner.id}`, undefined],
        ["POST", "v1/shifts/delete_all", { pk__in: [lunch.id, dinner.id] }],
      ] as const) {
        const refused = await call(method, url, body);
        expect(refused.statusCode, url).toBe(400);
        expect(refused.json().message).toBe(
          `El turno tiene 1 reservas pendientes o confirmadas (la primera el ${TOMORROW}): cancélalas, muévelas o márcalas antes de borrarlo`,
        );
      }
      expect((await data(await call("GET", `v1/shifts/by_date?date=${TOMORROW}`))).total).toBe(2);
      // A cancelled booking keeps its history and no longer holds the shift.
      await data(await call("DELETE", `v2/reservations/${booking.id}`));
      expect(await data(await call("POST", "v1/shifts/delete", { id: dinner.id }))).toEqual({
        id: dinner.id,
      });
      expect(await data(await call("POST", "v1/shifts/delete", { id: lunch.id }))).toEqual({ id: lunch.id });
      expect((await data(await call("GET", `v1/shifts/by_date?date=${TOMORROW}`))).total).toBe(0);
    });
  });
});
