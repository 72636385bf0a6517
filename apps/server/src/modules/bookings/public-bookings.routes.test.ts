import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthHeaders, type BuiltLocal, buildLocal, loginAs } from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";
import { mailOutbox } from "../../platform/mail/mail.schema";

type Row = Record<string, unknown> & { id: number };

/** Wednesday 11 June 2025, 12:10 in Madrid (UTC+2). */
const WEDNESDAY_NOON = new Date("2025-06-11T10:10:00Z");
const TOMORROW = "2025-06-12";

describe.each(DATABASES)("the public booking endpoint on %s", (kind) => {
  let t: TestApp;
  let admin: AuthHeaders;
  let local: BuiltLocal;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => WEDNESDAY_NOON });
    local = await buildLocal(t.db, { roles: ["Admin"] });
    admin = await loginAs(t, local, "Admin");
  });
  afterAll(() => t?.close());

  const localId = () => local.id;
  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/${url}`, headers: admin, ...(payload ? { payload } : {}) });
  const shift = async (body: Record<string, unknown>): Promise<Row> => {
    const response = await call("POST", "v1/shifts", body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  const publicCall = (method: "GET" | "POST", url: string, payload?: object, remoteAddress = "10.0.0.1") =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: { host: local.host },
      remoteAddress,
      ...(payload ? { payload } : {}),
    });
  const customer = {
    first_name: "Eva",
    last_name: "Sanz",
    email: "eva@example.com",
    phone: "+34 600 000 111",
  };

  it("books only where the local takes bookings online, answers nothing but its own booking, and cancels by the mail's link", async () => {
    const dinner = await shift({ start_at: "20:15", end_at: "23:00", covers: 6 });
    const body = { ...customer, date: TOMORROW, shift: dinner.id, qty_person: 2 };
    const disabled = await publicCall("POST", "v1/public/bookings", body);
    expect(disabled.statusCode).toBe(403);
    expect((await call("PUT", "v1/settings/digital_card", { bookings: true })).statusCode).toBe(200);

    const shifts = await publicCall("GET", `v1/public/bookings/shifts?date=${TOMORROW}`);
    expect(shifts.statusCode, shifts.body).toBe(200);
    const offered = shifts.json().data.results.find((row: Row) => row.shift === dinner.id);
    expect(Object.keys(offered).sort()).toEqual(["end_at", "free", "shift", "start_at"]);

    const made = await publicCall("POST", "v1/public/bookings", body);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toEqual({
      date: TOMORROW,
      start_at: "20:15",
      qty_person: 2,
      status: "pending",
    });
    // The staff see it, with the client found or made from the customer's contact.
    const staff = (
      await call("GET", `v2/reservations/get_by?date_from=${TOMORROW}&date_to=${TOMORROW}`)
    ).json().data.results as Row[];
    expect(staff.find((row) => row.shift === dinner.id)).toMatchObject({
      client_name: "Eva Sanz",
      source: "public",
    });
    // Without a staff session nothing else can be read.
    expect(
      (await publicCall("GET", `v2/reservations/get_by?date_from=${TOMORROW}&date_to=${TOMORROW}`))
        .statusCode,
    ).toBe(401);
    // Same capacity rules.
    const tooMany = await publicCall("POST", "v1/public/bookings", { ...body, qty_person: 5 });
    expect(tooMany.json().code).toMatch(/^bookings\.shift_full/);

    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.local_id, localId()), eq(mailOutbox.to, "eva@example.com")));
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect((await publicCall("POST", "v1/public/bookings/cancel", { token: `${token}x` })).statusCode).toBe(
      400,
    );
    const cancelled = await publicCall("POST", "v1/public/bookings/cancel", { token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toEqual({
      date: TOMORROW,
      start_at: "20:15",
      qty_person: 2,
      status: "cancelled",
    });
    expect((await publicCall("POST", "v1/public/bookings/cancel", { token })).json().code).toBe(
      "bookings.cancel_invalid",
    );
  });

  it("limits the bookings and cancel tries of one address", async () => {
    const dinner = await shift({ start_at: "20:45", end_at: "23:00", covers: 100 });
    const body = { ...customer, date: TOMORROW, shift: dinner.id, qty_person: 2 };
    for (let n = 0; n < 5; n += 1) {
      expect((await publicCall("POST", "v1/public/bookings", body, "10.0.0.9")).statusCode).toBe(201);
    }
    const refused = await publicCall("POST", "v1/public/bookings", body, "10.0.0.9");
    expect(refused.statusCode).toBe(429);
    expect((await publicCall("POST", "v1/public/bookings", body, "10.0.0.10")).statusCode).toBe(201);
    for (let n = 0; n < 20; n += 1) {
      expect(
        (await publicCall("POST", "v1/public/bookings/cancel", { token: `nope${n}` }, "10.0.0.11"))
          .statusCode,
      ).toBe(400);
    }
    expect(
      (await publicCall("POST", "v1/public/bookings/cancel", { token: "nope" }, "10.0.0.11")).statusCode,
    ).toBe(429);
  });
});
