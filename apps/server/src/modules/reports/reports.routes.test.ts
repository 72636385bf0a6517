import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entityOf, insertSample } from "../../../test/factories";
import { createOrdersWorld, type Order, type OrdersWorld, type Row } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";
import { translate } from "../../platform/errors/messages";
import { users } from "../auth/auth.schema";
import { drawerOpenings } from "../printing/printing.schema";

type Kind = "local" | "barra" | "recoger";
type Method = "cash" | "credit_card";
const ZONE = "Europe/Madrid";

/** What the test sold, as it knows it: the reports must be recomputable from this alone. */
interface Sold {
  id: number;
  at: Date;
  kind: Kind;
  worker: "admin" | "waiter";
  guests: number;
  gross: number;
  total: number;
  collected: number;
  tip: number;
  invitation: boolean;
  payments: Array<{ amount: number; method: Method }>;
  /** product id → [units, cents after discounts] */
  products: Map<number, [number, number]>;
}

const cents = (amount: number) => Math.round(amount * 100);
const dayOf = (at: Date) => new Intl.DateTimeFormat("sv-SE", { timeZone: ZONE }).format(at);
const hourOf = (at: Date) =>
  Number(new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, hour: "2-digit", hourCycle: "h23" }).format(at));

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Instants around the local's midnights on both daylight-saving Sundays of 2026 (29 March:
 * 23 hours; 25 October: 25 hours, 02:00–02:59 twice) and a few ordinary days.
 */
const MOMENTS = [
  "2026-03-28T10:15:00Z",
  "2026-03-28T22:59:59Z", // 28 Mar 23:59:59 CET
  "2026-03-28T23:00:00Z", // 29 Mar 00:00 CET
  "2026-03-29T00:30:00Z", // 29 Mar 01:30 CET
  "2026-03-29T01:30:00Z", // 29 Mar 03:30 CEST (02:xx does not exist)
  "2026-03-29T12:00:00Z",
  "2026-03-29T21:59:59Z", // 29 Mar 23:59:59 CEST
  "2026-03-29T22:00:00Z", // 30 Mar 00:00 CEST
  "2026-03-30T19:00:00Z",
  "2026-06-15T11:00:00Z",
  "2026-10-24T21:59:59Z", // 24 Oct 23:59:59 CEST
  "2026-10-24T22:00:00Z", // 25 Oct 00:00 CEST
  "2026-10-25T00:30:00Z", // 25 Oct 02:30 CEST
  "2026-10-25T01:30:00Z", // 25 Oct 02:30 CET, the same wall hour again
  "2026-10-25T13:00:00Z",
  "2026-10-25T22:59:59Z", // 25 Oct 23:59:59 CET
  "2026-10-25T23:00:00Z", // 26 Oct 00:00 CET
  "2026-10-26T09:00:00Z",
].map((text) => new Date(text));

describe.each(DATABASES)("reports on %s", (kind) => {
  let w: OrdersWorld;
  let now = new Date("2026-03-01T12:00:00Z");
  let client: number;
  const next = random(20_261_126);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const sold: Sold[] = [];
  let voidedId = 0;
  let openId = 0;

  const report = async <T = Row>(path: string, body: Record<string, unknown>) =>
    w.okData<T>(await w.call("POST", `v1/reports/${path}`, body));

  /** Products at their base price: caña 2.20, vino 3.00, hamburguesa 9.99 (+1.00 bacon). */
  const catalogue = () => [
    { id: w.menu.cana, unit: 220, line: (qty: number) => ({ id: w.menu.cana, qty }) },
    { id: w.menu.vino, unit: 300, line: (qty: number) => ({ id: w.menu.vino, qty }) },
    { id: w.menu.burger, unit: 1099, line: (qty: number) => w.burgerLine(qty, 1) },
  ];

  async function sell(at: Date, index: number): Promise<Sold> {
    now = at;
    const orderKind: Kind = (["local", "barra", "recoger"] as const)[index % 3]!;
    const worker = orderKind === "local" && index % 4 === 0 ? "waiter" : "admin";
    const headers = worker === "waiter" ? w.waiter : w.admin;
    // A discounted order has one product only, so that product's total is the order's.
    const discounted = worker === "admin" && next() < 0.35;
    const first = pick(catalogue());
    const chosen = discounted ? [first] : [first, pick(catalogue())];
    const lines = chosen.map((product) => ({ product, qty: 1 + Math.floor(next() * 3) }));
    const gross = lines.reduce((sum, line) => sum + line.product.unit * line.qty, 0);
    const discountCents = discounted ? Math.round(gross * 0.1) : 0;
    const guests = orderKind === "local" ? 1 + Math.floor(next() * 4) : 1;
    const body = {
      products: lines.map((line) => line.product.line(line.qty)),
      ...(discounted ? { discount: { type: "percent", value: 10 } } : {}),
    };
    let order: Order;
    if (orderKind === "local")
      order = await w.openCommand(body.products, { ...body, command_guests: guests }, headers);
    else
      order = await w.okData(
        await w.call(
          "POST",
          `v1/requests/${orderKind}`,
          { ...body, ...(orderKind === "recoger" ? { client } : {}) },
          headers,
        ),
      );
    const total = gross - discountCents;
    expect(cents(order.price as number)).toBe(total);
    const payments: Sold["payments"] = [];
    if (next() < 0.4) {
      const part = Math.floor(total / 3);
      const method: Method = pick(["cash", "credit_card"]);
      await w.okData(
        await w.call(
          "POST",
          "v1/payments/by_price",
          { command: order.id, price: part / 100, credit_card: method === "credit_card" },
          headers,
        ),
      );
      payments.push({ amount: part, method });
    }
    const invitation = worker === "admin" && orderKind === "local" && next() < 0.3;
    let tip = 0;
    if (invitation) {
      await w.okData(await w.call("POST", "v1/commands/close_command_without_payment", { id: order.id }));
    } else {
      tip = next() < 0.5 ? pick([50, 100, 235]) : 0;
      const method: Method = pick(["cash", "credit_card"]);
      await w.okData(
        await w.call(
          "POST",
          orderKind === "local" ? "v1/commands/close_command" : "v1/requests/close",
          { id: order.id, credit_card: method === "credit_card", ...(tip ? { tip_amount: tip / 100 } : {}) },
          headers,
        ),
      );
      payments.push({ amount: total - payments.reduce((sum, p) => sum + p.amount, 0), method });
    }
    const products = new Map<number, [number, number]>();
    for (const line of lines) {
      const [units, amount] = products.get(line.product.id) ?? [0, 0];
      const lineTotal = discounted ? total : line.product.unit * line.qty;
      products.set(line.product.id, [units + line.qty, amount + lineTotal]);
    }
    const entry: Sold = {
      id: order.id,
      at,
      kind: orderKind,
      worker,
      guests,
      gross,
      total,
      collected: payments.reduce((sum, p) => sum + p.amount, 0),
      tip,
      invitation,
      payments,
      products,
    };
    sold.push(entry);
    return entry;
  }

  beforeAll(async () => {
    w = await createOrdersWorld(kind, { clock: () => now });
    client = (
      await w.create("v1/clients", {
        first_name: "Rosa",
        phone: "600111222",
        addresses: [{ address: "Calle Sol 3", city: "Madrid" }],
      })
    ).id;
    for (const [index, at] of MOMENTS.entries()) await sell(at, index);
    // A second order at a few moments, so days and hours hold more than one.
    for (const [index, at] of MOMENTS.entries())
      if (index % 3 === 1) await sell(new Date(at.getTime() - 1000), index + 1);
    // Voided on 29 March; still open now.
    now = new Date("2026-03-29T10:00:00Z");
    const voided = await w.openCommand([{ id: w.menu.vino, qty: 2 }]);
    await w.okData(await w.call("POST", "v1/commands/invalidate", { id: voided.id, reason: "Error" }));
    voidedId = voided.id;
    openId = (await w.openCommand([{ id: w.menu.cana, qty: 1 }])).id;
  }, 240_000);
  afterAll(() => w.t.close());

  const ofDays = (from: string, to: string) =>
    sold.filter((order) => dayOf(order.at) >= from && dayOf(order.at) <= to);
  const sum = <T>(items: readonly T[], pick: (item: T) => number) =>
    items.reduce((total, item) => total + pick(item), 0);
  const paidBy = (orders: Sold[], method: string) =>
    sum(orders, (o) =>
      sum(
        o.payments.filter((p) => p.method === method),
        (p) => p.amount,
      ),
    );

  it("counts each local day from its midnight, on both daylight-saving Sundays", async () => {
    for (const [from, to] of [
      ["2026-03-27", "2026-03-31"],
      ["2026-10-23", "2026-10-27"],
    ] as const) {
      const answer = await report<{ results: Row[]; sum: number; orders: number }>("sales/requests_sales", {
        date_from: from,
        date_to: to,
      });
      const days = [...new Set(ofDays(from, to).map((order) => dayOf(order.at)))].sort();
      expect(answer.results.map((row) => row.date)).toEqual(days);
      for (const row of answer.results) {
        const orders = ofDays(row.date as string, row.date as string);
        expect(row.orders, `${row.date}`).toBe(orders.length);
        expect(cents(row.sales as number), `${row.date}`).toBe(sum(orders, (o) => o.collected));
        expect(cents(row.tips as number)).toBe(sum(orders, (o) => o.tip));
        expect(cents(row.discounts as number)).toBe(sum(orders, (o) => o.gross - o.total));
        expect(row.covers).toBe(
          sum(
            orders.filter((o) => o.kind === "local"),
            (o) => o.guests,
          ),
        );
      }
      expect(cents(answer.sum)).toBe(sum(ofDays(from, to), (o) => o.collected));
    }
    // 29 March has 23 hours and 25 October 25: the day holds exactly its own orders.
    expect(ofDays("2026-03-29", "2026-03-29").length).toBeGreaterThan(3);
    expect(ofDays("2026-10-25", "2026-10-25").length).toBeGreaterThan(3);
  });

  it("puts the dashboard's day against the previous day and the same day a week before", async () => {
    const answer = await report<{ current: Row; previous: Row; by_channel: Row[]; by_payment_method: Row[] }>(
      "dashboard/sales",
      { date_from: "2026-03-29", date_to: "2026-03-29" },
    );
    for (const [figures, day] of [
      [answer.current, "2026-03-29"],
      [answer.previous, "2026-03-28"],
    ] as const) {
      const orders = ofDays(day, day);
      const sales = sum(orders, (o) => o.collected);
      expect(cents(figures.sales as number)).toBe(sales);
      expect(figures.orders).toBe(orders.length);
      expect(cents(figures.tips as number)).toBe(sum(orders, (o) => o.tip));
      expect(cents(figures.discounts as number)).toBe(sum(orders, (o) => o.gross - o.total));
      expect(cents(figures.invitations as number)).toBe(
        sum(
          orders.filter((o) => o.invitation),
          (o) => o.total - o.collected,
        ),
      );
      expect(figures.covers).toBe(
        sum(
          orders.filter((o) => o.kind === "local"),
          (o) => o.guests,
        ),
      );
      expect(cents(figures.average_ticket as number)).toBe(
        orders.length ? Math.round(sales / orders.length) : 0,
      );
    }
    const day = ofDays("2026-03-29", "2026-03-29");
    for (const row of answer.by_channel)
      expect(cents(row.total as number)).toBe(
        sum(
          day.filter((o) => o.kind === row.kind),
          (o) => o.collected,
        ),
      );
    for (const row of answer.by_payment_method)
      expect(cents(row.total as number)).toBe(paidBy(day, row.method as string));
    const lastWeek = await report<{ current: Row; previous: Row; compared: Row }>("dashboard/sales", {
      date_from: "2026-03-29",
      date_to: "2026-03-29",
      compare_to: "previous_week",
    });
    expect(lastWeek.compared).toMatchObject({ date_from: "2026-03-22", date_to: "2026-03-22" });
    expect(lastWeek.previous.orders).toBe(0);
  });

  it("bills by the local's hour, both 02:00 hours of 25 October in one", async () => {
    const answer = await report<{ by_hour: Row[]; by_weekday: Row[] }>("hourly_billing", {
      date_from: "2026-10-25",
      date_to: "2026-10-25",
    });
    const day = ofDays("2026-10-25", "2026-10-25");
    for (const row of answer.by_hour) {
      const orders = day.filter((o) => hourOf(o.at) === row.hour);
      expect(row.orders, `hour ${row.hour}`).toBe(orders.length);
      expect(cents(row.total as number)).toBe(sum(orders, (o) => o.collected));
    }
    expect((answer.by_hour[2] as Row).orders).toBeGreaterThanOrEqual(2);
    // 25 October 2026 is a Sunday: ISO weekday 7.
    expect((answer.by_weekday[6] as Row).orders).toBe(day.length);
  });

  it("lists the products sold, each to the cent, and drills down to their orders", async () => {
    const from = "2026-03-27";
    const to = "2026-03-31";
    const answer = await report<{ results: Row[]; sum: number; total: number }>("sales/products_report", {
      date_from: from,
      date_to: to,
    });
    const expected = new Map<number, [number, number]>();
    for (const order of ofDays(from, to))
      for (const [product, [units, amount]] of order.products) {
        const [u, a] = expected.get(product) ?? [0, 0];
        expected.set(product, [u + units, a + amount]);
      }
    expect(answer.total).toBe(expected.size);
    for (const row of answer.results) {
      const [units, amount] = expected.get(row.product_id as number) ?? [0, 0];
      expect(row.frequency).toBe(units);
      expect(cents(row.price as number)).toBe(amount);
    }
    expect(cents(answer.sum)).toBe(sum(ofDays(from, to), (o) => o.total));
    // Pages of one, in the list's order; a page past the end has no row and the same sums.
    const page = async (n: number) =>
      report<{ results: Row[]; sum: number; total: number }>("sales/products_report", {
        date_from: from,
        date_to: to,
        page: n,
        page_size: 1,
      });
    expect((await page(2)).results.map((row) => row.product_id)).toEqual([answer.results[1]?.product_id]);
    const past = await page(expected.size + 1);
    expect([past.results, past.total, past.sum]).toEqual([[], answer.total, answer.sum]);
    const history = await report<{ results: Row[]; total: number }>("sales/requests_histories", {
      date_from: from,
      date_to: to,
      product: w.menu.vino,
    });
    const withVino = ofDays(from, to).filter((o) => o.products.has(w.menu.vino));
    // The voided order of 29 March had wine too.
    expect(history.results.map((row) => row.id).sort()).toEqual(
      [...withVino.map((o) => o.id), voidedId].sort(),
    );
    // Its file holds the orders the screen shows with the same filter, no others.
    const download = async (filter: string) => {
      const file = await w.call(
        "GET",
        `v1/reports/download_sales/requests_histories?date_from=${from}&date_to=${to}${filter}&format=csv`,
      );
      expect(file.statusCode, file.body).toBe(200);
      return file.body.trim().split("\n");
    };
    const filtered = await download(`&product=${w.menu.vino}`);
    const whole = await download("");
    const all = await report<{ total: number }>("sales/requests_histories", { date_from: from, date_to: to });
    expect(all.total).toBeGreaterThan(history.total);
    expect(filtered.length - history.total).toBe(whole.length - all.total);
    // A voided order has no serial.
    for (const row of history.results.filter((order) => order.serial))
      expect(filtered.join("\n")).toContain(String(row.serial));
    const refused = await w.call(
      "GET",
      `v1/reports/download_sales/requests_histories?date_from=${from}&date_to=${to}&product=abc&format=csv`,
    );
    expect(refused.statusCode).toBe(400);
    const one = await w.okData<Row & { lines: Row[]; payments: Row[]; events: Row[] }>(
      await w.call("GET", `v1/reports/sales/requests_histories/${withVino[0]!.id}`),
    );
    expect(one.lines.length).toBeGreaterThan(0);
    expect(sum(one.payments, (p) => cents(p.amount as number))).toBe(withVino[0]!.collected);
    expect(one.events.map((event) => event.action)).toContain("created");
  });

  it("answers every informe with the orders' own sums; month by month over a year", async () => {
    const info = async (dimension: string, from: string, to: string) =>
      w.okData<{ results: Row[]; sum: number }>(
        await w.call("GET", `v1/reports/informations/${dimension}?date_from=${from}&date_to=${to}`),
      );
    const months = await info("month", "2026-01-01", "2026-12-31");
    const all = ofDays("2026-01-01", "2026-12-31");
    expect(months.results.map((row) => [row.key, row.count, cents(row.total as number)])).toEqual(
      [...new Set(all.map((o) => dayOf(o.at).slice(0, 7)))].sort().map((month) => {
        const orders = all.filter((o) => dayOf(o.at).startsWith(month));
        return [month, orders.length, sum(orders, (o) => o.collected)];
      }),
    );
    const from = "2026-10-01";
    const to = "2026-10-31";
    const october = ofDays(from, to);
    const byMethod = await info("payment_method", from, to);
    for (const method of ["cash", "credit_card"] as const)
      expect(cents((byMethod.results.find((row) => row.key === method)?.total as number) ?? 0)).toBe(
        paidBy(october, method),
      );
    const byType = await info("order_type", from, to);
    for (const row of byType.results)
      expect(cents(row.total as number)).toBe(
        sum(
          october.filter((o) => o.kind === row.key),
          (o) => o.collected,
        ),
      );
    const byEmployee = await info("employee", from, to);
    expect(sum(byEmployee.results, (row) => row.count as number)).toBe(october.length);
    expect(cents((await info("tips_day", from, to)).sum)).toBe(sum(october, (o) => o.tip));
    expect(cents((await info("discounts_month", from, to)).sum)).toBe(sum(october, (o) => o.gross - o.total));
    expect(cents((await info("product", from, to)).sum)).toBe(sum(october, (o) => o.total));
    expect(cents((await info("category", from, to)).sum)).toBe(sum(october, (o) => o.total));
    expect(cents((await info("modifier_option", from, to)).sum)).toBe(
      sum(october, (o) => (o.products.get(w.menu.burger)?.[0] ?? 0) * 100),
    );
    for (const dimension of [
      "client",
      "local",
      "employee_product",
      "expenses_day",
      "expenses_month",
      "tips_month",
      "discounts_day",
      "day",
    ])
      await info(dimension, from, to);
  });

  it("refuses more than 3 months, and more than a year month by month, with the spec's message", async () => {
    const refused = w.refused(
      await w.call("POST", "v1/reports/sales/requests_sales", {
        date_from: "2026-03-01",
        date_to: "2026-07-01",
      }),
    );
    expect(refused.errors?.date_to).toEqual([translate("es", "reports.date_range")]);
    w.refused(await w.call("GET", "v1/reports/informations/day?date_from=2026-03-01&date_to=2026-06-01"));
    const year = w.refused(
      await w.call("GET", "v1/reports/informations/month?date_from=2026-01-01&date_to=2027-01-01"),
    );
    expect(year.errors?.date_to).toEqual([translate("es", "reports.year_range")]);
    w.refused(await w.call("POST", "v1/reports/widgets", { date_from: "2026-03-02", date_to: "2026-03-01" }));
    // Not dates at all: a 400, never a 500 (the range check sees fields that failed their own).
    w.refused(await w.call("POST", "v1/reports/average_ticket", { date_from: "12:30", date_to: "a" }));
    w.refused(await w.call("GET", "v1/reports/informations/day?date_from=0000-01-01&date_to=0000-01-02"));
    // Exactly 3 months (a quarter) is allowed.
    await report("sales/requests_sales", { date_from: "2026-01-01", date_to: "2026-03-31" });
  });

  it("flags voids, discounts, invitations and no-sale openings by employee", async () => {
    const cashier = await insertSample(w.t, w.local, w.admin, entityOf("cashiers"));
    const admin = await adminId();
    await w.t.db.insert(drawerOpenings).values({
      local_id: w.local.id,
      cashier_id: cashier.id,
      user_id: admin,
      reason: "no_sale",
      created_at: new Date("2026-03-29T15:00:00Z"),
    });
    const answer = await report<{ results: Row[] }>("sales/red_flags", {
      date_from: "2026-03-29",
      date_to: "2026-03-29",
    });
    const mine = answer.results.find((row) => row.user === admin)!;
    const day = ofDays("2026-03-29", "2026-03-29").filter((o) => o.worker === "admin");
    const [me] = await w.t.db.select().from(users).where(eq(users.id, admin));
    expect(mine.name).toBe(`${me!.first_name ?? ""} ${me!.last_name ?? ""}`.trim());
    expect(mine.voids).toBe(1);
    expect(cents(mine.voids_total as number)).toBe(600);
    expect(mine.no_sale).toBe(1);
    expect(mine.invitations).toBe(day.filter((o) => o.invitation).length);
    expect(cents(mine.discounts_total as number)).toBe(sum(day, (o) => o.gross - o.total));
  });

  /** The admin took the voided order: its history names them. */
  async function adminId(): Promise<number> {
    const history = await w.okData<{ worker: number }>(
      await w.call("GET", `v1/reports/sales/requests_histories/${voidedId}`),
    );
    return history.worker;
  }

  it("shows what is open now and the best sellers", async () => {
    const answer = await report<{ open_tables: number; top_products: Row[] }>("widgets", {
      date_from: "2026-03-27",
      date_to: "2026-03-31",
    });
    expect(openId).toBeGreaterThan(0);
    expect(answer.open_tables).toBe(1);
    const units = new Map<number, number>();
    for (const order of ofDays("2026-03-27", "2026-03-31"))
      for (const [id, [qty]] of order.products) units.set(id, (units.get(id) ?? 0) + qty);
    expect(new Map(answer.top_products.map((row) => [row.product_id, row.qty]))).toEqual(units);
    const shown = answer.top_products.map((row) => row.qty as number);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });

  it("reports expenses and takings, and downloads a sheet whose sum is the report's", async () => {
    now = new Date();
    await w.create("v1/expenses", { importe: 12.5, payed_with: "cash", description: "=HYPERLINK(1)" });
    await w.create("v1/expenses", { importe: 40, payed_with: "transfer", status: "pending" });
    await w.create("v1/economic_subscriptions", { amount: 20, payment: "cash" });
    const today = dayOf(new Date());
    const expenses = await report<{ sum: number; sum_pending: number; total: number }>("expenses_report", {
      date_from: today,
      date_to: today,
    });
    expect([expenses.total, expenses.sum, expenses.sum_pending]).toEqual([2, 52.5, 40]);
    const takings = await report<{ sum: number }>("economic_subscriptions_report", {
      date_from: today,
      date_to: today,
    });
    expect(takings.sum).toBe(20);
    const dashboard = await report("expenses", { date_from: today, date_to: today });
    expect(dashboard).toMatchObject({
      expenses: 52.5,
      expenses_payed: 12.5,
      expenses_pending: 40,
      subscriptions: 20,
      subscriptions_count: 1,
    });
    const csv = await w.call(
      "GET",
      `v1/reports/download_expenses/expenses_report?date_from=${today}&date_to=${today}&format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("'=HYPERLINK(1)");

    const file = await w.t.app.inject({
      method: "GET",
      url: "/api/v1/reports/download_sales/products_report?date_from=2026-03-27&date_to=2026-03-31&format=xlsx",
      headers: w.admin,
    });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    let total = 0;
    sheet.eachRow((row, index) => {
      if (index > 2) total += cents(Number(row.getCell(5).value));
    });
    expect(total).toBe(sum(ofDays("2026-03-27", "2026-03-31"), (o) => o.total));
  });

  it("is closed to a waiter and to another local", async () => {
    w.refused(
      await w.call(
        "POST",
        "v1/reports/dashboard/sales",
        { date_from: "2026-03-29", date_to: "2026-03-29" },
        w.waiter,
      ),
      403,
    );
    w.refused(await w.call("GET", "v1/reports/sales/requests_histories/999999"), 404);
  });
});
