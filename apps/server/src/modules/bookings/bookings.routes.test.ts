import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AuthHeaders,
  type BuiltLocal,
  buildLocal,
  entityOf,
  insertSample,
  loginAs,
} from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";
import { mailOutbox } from "../../platform/mail/mail.schema";

type Row = Record<string, unknown> & { id: number };

/** Wednesday 11 June 2025, 12:10 in Madrid (UTC+2). */
const WEDNESDAY_NOON = new Date("2025-06-11T10:10:00Z");
const TODAY = "2025-06-11";
const TOMORROW = "2025-06-12";

describe.each(DATABASES)("bookings on %s", (kind) => {
  let t: TestApp;
  let admin: AuthHeaders;
  let waiter: AuthHeaders;
  let localId: number;
  let local: BuiltLocal;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => WEDNESDAY_NOON });
    local = await buildLocal(t.db, { roles: ["Admin", "Camarero"] });
    localId = local.id;
    admin = await loginAs(t, local, "Admin");
    waiter = await loginAs(t, local, "Camarero");
  });
  afterAll(() => t?.close());

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, headers = admin) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const created = async (url: string, body: Record<string, unknown>): Promise<Row> => {
    const response = await call("POST", url, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  const shift = (body: Record<string, unknown>) => created("v1/shifts", body);
  const book = (body: Record<string, unknown>) => call("POST", "v2/reservations", body);
  const booked = async (body: Record<string, unknown>): Promise<Row> => {
    const response = await book(body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  const shiftDay = async (shiftId: number, date: string) => {
    const response = await call("GET", `v2/reservations/get_by?date_from=${date}&date_to=${date}`);
    expect(response.statusCode, response.body).toBe(200);
    const days = response.json().data.shifts as Array<{
      shift: number;
      booked: number;
      free: number;
      closed: boolean;
    }>;
    return days.find((day) => day.shift === shiftId)!;
  };

  it("keeps a shift's capacity in covers and takes it away with null", async () => {
    const dinner = await shift({ start_at: "20:00", end_at: "23:30", covers: 20 });
    expect(dinner).toMatchObject({ start_at: "20:00", end_at: "23:30", covers: 20, order_per_shift: null });
    const list = await call("GET", "v1/shifts");
    expect(list.json().data.results.find((row: Row) => row.id === dinner.id).covers).toBe(20);
    const cleared = await call("PUT", `v1/shifts/${dinner.id}`, { covers: null });
    expect(cleared.json().data.covers).toBeNull();
    const refused = await book({ date: TOMORROW, shift: dinner.id, qty_person: 2 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.shift[0]).toContain("no admite reservas");
    expect((await call("PUT", `v1/shifts/${dinner.id}`, { covers: 0 })).statusCode).toBe(400);
  });

  it("gives exactly the bookings that fit to 30 parallel requests for a shift of 10 covers", async () => {
    const lunch = await shift({ start_at: "13:00", end_at: "16:00", covers: 10 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => book({ date: TOMORROW, shift: lunch.id, qty_person: 1 })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 400)).toHaveLength(20);
    const full = answers.find((answer) => answer.statusCode === 400)!.json();
    expect(full.code).toMatch(/^bookings\.shift_full/);
    expect(await shiftDay(lunch.id, TOMORROW)).toMatchObject({ booked: 10, free: 0 });
  });

  it("offers the nearest free shifts when a shift is full, and refuses moving a booking into it", async () => {
    const early = await shift({ start_at: "19:00", end_at: "20:30", covers: 4 });
    const late = await shift({ start_at: "21:00", end_at: "23:00", covers: 4 });
    await booked({ date: TOMORROW, shift: early.id, qty_person: 4 });
    const full = await book({ date: TOMORROW, shift: early.id, qty_person: 2 });
    expect(full.statusCode).toBe(400);
    expect(full.json().code).toBe("bookings.shift_full");
    expect(full.json().message).toContain(`${TOMORROW} 21:00`);

    const other = await booked({ date: TOMORROW, shift: late.id, qty_person: 2 });
    const move = await call("PUT", `v2/reservations/${other.id}`, { shift: early.id });
    expect(move.statusCode).toBe(400);
    expect(move.json().code).toBe("bookings.shift_full");
    expect((await call("GET", `v2/reservations/${other.id}`)).json().data.shift).toBe(late.id);
    // Growing in place counts only the booking's own extra covers.
    const grown = await call("PUT", `v2/reservations/${other.id}`, { qty_person: 4 });
    expect(grown.statusCode, grown.body).toBe(200);
    expect((await call("PUT", `v2/reservations/${other.id}`, { qty_person: 5 })).statusCode).toBe(400);
    // A move to a day with room is fine.
    const moved = await call("PUT", `v2/reservations/${other.id}`, { shift: early.id, date: "2025-06-13" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ shift: early.id, date: "2025-06-13", qty_person: 4 });
  });

  it("refuses bookings on a closed day until it is opened again", async () => {
    const dinner = await shift({ start_at: "20:00", end_at: "23:00", covers: 30 });
    const closed = await call("PUT", "v1/settings/change_status", { day: "2025-06-14", status: "closed" });
    expect(closed.statusCode, closed.body).toBe(200);
    const refused = await book({ date: "2025-06-14", shift: dinner.id, qty_person: 2 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("bookings.day_closed");
    expect((await shiftDay(dinner.id, "2025-06-14")).closed).toBe(true);
    const days = await call("GET", "v1/shifts/closed_days?date_from=2025-06-01&date_to=2025-06-30");
    expect(days.json().data.results).toEqual(["2025-06-14"]);
    expect(
      (await call("PUT", "v1/settings/change_status", { day: "2025-06-14", status: "open" })).statusCode,
    ).toBe(200);
    expect((await book({ date: "2025-06-14", shift: dinner.id, qty_person: 2 })).statusCode).toBe(201);
    // A week day the shift is closed on is refused too.
    await call("PUT", `v1/shifts/${dinner.id}`, { days_closed: ["monday"] });
    const monday = await book({ date: "2025-06-16", shift: dinner.id, qty_person: 2 });
    expect(monday.json().code).toBe("bookings.shift_closed_that_day");
  });

  it("keeps the people between min_clients and max_clients of the booking settings", async () => {
    const dinner = await shift({ start_at: "20:00", end_at: "23:00", covers: 30 });
    const saved = await call("PUT", "v1/settings/reservation", { min_clients: 2, max_clients: 6 });
    expect(saved.statusCode, saved.body).toBe(200);
    const few = await book({ date: TOMORROW, shift: dinner.id, qty_person: 1 });
    expect(few.statusCode).toBe(400);
    expect(few.json().errors.qty_person[0]).toContain("2");
    const many = await book({ date: TOMORROW, shift: dinner.id, qty_person: 7 });
    expect(many.json().errors.qty_person[0]).toContain("6");
    const fine = await booked({ date: TOMORROW, shift: dinner.id, qty_person: 6 });
    expect((await call("PUT", `v2/reservations/${fine.id}`, { qty_person: 7 })).statusCode).toBe(400);
    await call("PUT", "v1/settings/reservation", { min_clients: 1, max_clients: 20 });
  });

  it("refuses a day before today, and a client or table of nobody", async () => {
    const dinner = await shift({ start_at: "20:00", end_at: "23:00", covers: 30 });
    const past = await book({ date: "2025-06-10", shift: dinner.id, qty_person: 2 });
    expect(past.json().errors.date[0]).toContain(TODAY);
    expect((await book({ date: TODAY, shift: dinner.id, qty_person: 2, client: 999999 })).statusCode).toBe(
      400,
    );
    expect((await book({ date: TODAY, shift: dinner.id, qty_person: 2, table: 999999 })).statusCode).toBe(
      400,
    );
  });

  it("moves a booking through its lifecycle and gives back the covers of a no-show or a cancel", async () => {
    const dinner = await shift({ start_at: "20:30", end_at: "23:00", covers: 8 });
    const client = await created("v1/clients", {
      first_name: "Ana",
      last_name: "Ruiz",
      email: "ana@example.com",
    });
    const first = await booked({ date: TOMORROW, shift: dinner.id, qty_person: 4, client: client.id });
    expect(first).toMatchObject({ status: "pending", client_name: "Ana Ruiz", start_at: "20:30" });
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.local_id, localId), eq(mailOutbox.to, "ana@example.com")));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("/booking/cancel?token=");

    const second = await booked({ date: TOMORROW, shift: dinner.id, qty_person: 4, status: "confirmed" });
    const confirm = await call("POST", "v2/reservations/update_many", {
      ids: [first.id],
      status: "confirmed",
    });
    expect(confirm.json().data.results[0].status).toBe("confirmed");
    const seat = await call("POST", "v2/reservations/update_many", { ids: [first.id], status: "seated" });
    expect(seat.statusCode, seat.body).toBe(200);
    const finish = await call("POST", "v2/reservations/update_many", { ids: [first.id], status: "finished" });
    expect(finish.json().data.results[0].status).toBe("finished");
    const back = await call("POST", "v2/reservations/update_many", { ids: [first.id], status: "cancelled" });
    expect(back.statusCode).toBe(400);
    expect(back.json().code).toBe("bookings.bad_transition");
    // All or nothing: one refused id leaves the other as it was.
    const mixed = await call("POST", "v2/reservations/update_many", {
      ids: [first.id, second.id],
      status: "no_show",
    });
    expect(mixed.statusCode).toBe(400);
    expect((await call("GET", `v2/reservations/${second.id}`)).json().data.status).toBe("confirmed");
    expect(await shiftDay(dinner.id, TOMORROW)).toMatchObject({ booked: 8, free: 0 });

    const noShow = await call("POST", "v2/reservations/update_many", { ids: [second.id], status: "no_show" });
    expect(noShow.json().data.results[0].status).toBe("no_show");
    expect(await shiftDay(dinner.id, TOMORROW)).toMatchObject({ booked: 4, free: 4 });
    // A finished or no-show booking cannot be edited.
    expect((await call("PUT", `v2/reservations/${second.id}`, { qty_person: 2 })).json().code).toBe(
      "bookings.not_editable",
    );

    const third = await booked({ date: TOMORROW, shift: dinner.id, qty_person: 4, client: client.id });
    const cancelled = await call("DELETE", `v2/reservations/${third.id}`);
    expect(cancelled.json().data.status).toBe("cancelled");
    expect(await shiftDay(dinner.id, TOMORROW)).toMatchObject({ booked: 4, free: 4 });
    const all = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.local_id, localId), eq(mailOutbox.to, "ana@example.com")));
    expect(all.map((mail) => mail.subject)).toEqual([
      expect.stringContaining("Tu reserva"),
      expect.stringContaining("Tu reserva"),
      expect.stringContaining("cancelada"),
    ]);
  });

  it("checks the answers of the booking options", async () => {
    const dinner = await shift({ start_at: "20:00", end_at: "23:00", covers: 30 });
    const terrace = await created("v1/booking-options-answers", { title: "Terraza" });
    const inside = await created("v1/booking-options-answers", { title: "Interior" });
    const where = await created("v1/reservations_options", {
      title: "¿Dónde?",
      answers: [terrace.id, inside.id],
    });
    expect(where).toMatchObject({ is_multiple: false, description: "" });
    const two = await book({
      date: TOMORROW,
      shift: dinner.id,
      qty_person: 2,
      options: [{ option: where.id, answers: [terrace.id, inside.id] }],
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().errors["options.0"][0]).toContain("una sola");
    const one = await booked({
      date: TOMORROW,
      shift: dinner.id,
      qty_person: 2,
      options: [{ option: where.id, answers: [terrace.id] }],
    });
    expect(one.options).toEqual([{ option: where.id, answers: [terrace.id] }]);
    const unknown = await created("v1/booking-options-answers", { title: "Barra" });
    expect(
      (
        await book({
          date: TOMORROW,
          shift: dinner.id,
          qty_person: 2,
          options: [{ option: where.id, answers: [unknown.id] }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call("POST", "v1/reservations_options", { title: "x", answers: [999999] })).statusCode,
    ).toBe(400);
  });

  it("lists a range with its bookings and refuses a waiter without the reservations permission to write", async () => {
    const range = await call("GET", `v2/reservations/get_by?date_from=${TODAY}&date_to=2025-06-20`);
    expect(range.statusCode).toBe(200);
    expect(range.json().data.results.length).toBeGreaterThan(0);
    expect(
      (await call("GET", "v2/reservations/get_by?date_from=2025-06-01&date_to=2025-09-01")).statusCode,
    ).toBe(400);
    const waiterCall = await call(
      "POST",
      "v2/reservations/update_many",
      { ids: [1], status: "cancelled" },
      waiter,
    );
    expect([403, 404]).toContain(waiterCall.statusCode);
  });

  it("answers only where reservas is bought", async () => {
    const other = await buildLocal(t.db, { roles: ["Admin"], lock_modules: [] });
    const headers = await loginAs(t, other, "Admin");
    const response = await call(
      "GET",
      `v2/reservations/get_by?date_from=${TODAY}&date_to=${TODAY}`,
      undefined,
      headers,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("modules.not_contracted");
    expect((await call("GET", "v1/reservations_options", undefined, headers)).statusCode).toBe(403);
  });

  it("seats a booking at a free table, and the tables screen sees the tables booked soon", async () => {
    const lunch = await shift({ start_at: "13:00", end_at: "16:00", covers: 40 });
    const dinner = await shift({ start_at: "21:00", end_at: "23:30", covers: 40 });
    const soon = await insertSample(t, local, admin, entityOf("tables"));
    const later = await insertSample(t, local, admin, entityOf("tables"));
    const client = await created("v1/clients", { first_name: "Luis" });
    const lunchBooking = await booked({
      date: TODAY,
      shift: lunch.id,
      qty_person: 4,
      client: client.id,
      table: soon.id,
    });
    await booked({ date: TODAY, shift: dinner.id, qty_person: 2, table: later.id });

    const upcoming = await call("GET", "v2/reservations/upcoming_tables", undefined, waiter);
    expect(upcoming.statusCode, upcoming.body).toBe(200);
    expect(upcoming.json().data.results).toEqual([
      expect.objectContaining({ booking: lunchBooking.id, table: soon.id, start_at: "13:00", qty_person: 4 }),
    ]);

    const seated = await call("POST", `v2/reservations/${lunchBooking.id}/seat`, { table: soon.id });
    expect(seated.statusCode, seated.body).toBe(200);
    expect(seated.json().data).toMatchObject({ status: "seated", table: soon.id, qty_person: 4 });
    expect((await call("GET", "v2/reservations/upcoming_tables")).json().data.results).toEqual([]);
    // Seated twice is refused.
    const again = await call("POST", `v2/reservations/${lunchBooking.id}/seat`, { table: soon.id });
    expect(again.json().code).toBe("bookings.bad_transition");
    // A busy table is refused.
    const other = await booked({ date: TODAY, shift: lunch.id, qty_person: 2 });
    const busy = await call("POST", "v1/commands", {
      table: later.id,
      products: [{ id: (await insertSample(t, local, admin, entityOf("products"))).id, qty: 1 }],
    });
    expect(busy.statusCode, busy.body).toBe(201);
    const refused = await call("POST", `v2/reservations/${other.id}/seat`, { table: later.id });
    expect(refused.json().code).toBe("bookings.table_busy");
  });
});
