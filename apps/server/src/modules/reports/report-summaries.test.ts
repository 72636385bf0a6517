import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrdersWorld, type Order, type OrdersWorld, type Row } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";
import { SUMMARIES_CHECKED_FOR_MS } from "./summaries-refresher";

const ZONE = "Europe/Madrid";
const dayOf = (at: Date) => new Intl.DateTimeFormat("sv-SE", { timeZone: ZONE }).format(at);
const cents = (amount: number) => Math.round(amount * 100);

/**
 * The daily summaries stay exact after the orders of a summarised day change, whichever way
 * they change: through the API (another order closed that day, a closed order voided) or by
 * any other write to the orders, their lines or their payments (here straight in SQL: a
 * payment added, a refund, an order moved to the next day, a line removed).
 */
describe.each(DATABASES)("report summaries on %s", (kind) => {
  let w: OrdersWorld;
  let now = new Date("2026-05-12T10:00:00Z");
  const D1 = "2026-05-12";
  const D2 = "2026-05-13";
  let a: Order;
  let b: Order;
  let c: Order;

  const run = (statement: ReturnType<typeof sql>) => w.t.db.execute(statement);
  const rowsOf = async (statement: ReturnType<typeof sql>) =>
    (await run(statement)) as unknown as { rows: Row[] } as { rows: Array<Record<string, unknown>> };

  async function sell(at: Date, products: unknown[], creditCard: boolean): Promise<Order> {
    now = at;
    const order = await w.okData(await w.call("POST", "v1/requests/barra", { products }));
    await w.okData(await w.call("POST", "v1/requests/close", { id: order.id, credit_card: creditCard }));
    return order;
  }

  /** Each day's orders and sales (cents), as three reports read them; they must agree. */
  async function byDay(from = D1, to = D2) {
    const range = { date_from: from, date_to: to };
    const sales = await w.okData<{ results: Row[] }>(
      await w.call("POST", "v1/reports/sales/requests_sales", range),
    );
    const days = await w.okData<{ results: Row[] }>(
      await w.call("GET", `v1/reports/informations/day?date_from=${from}&date_to=${to}`),
    );
    const figures = Object.fromEntries(
      sales.results.map((row) => [row.date as string, [row.orders as number, cents(row.sales as number)]]),
    );
    expect(
      Object.fromEntries(days.results.map((row) => [row.key, [row.count, cents(row.total as number)]])),
    ).toEqual(figures);
    const dashboard = await w.okData<{ current: Row }>(
      await w.call("POST", "v1/reports/dashboard/sales", range),
    );
    const all = Object.values(figures) as Array<[number, number]>;
    expect([dashboard.current.orders, cents(dashboard.current.sales as number)]).toEqual([
      all.reduce((sum, [orders]) => sum + orders, 0),
      all.reduce((sum, [, sales]) => sum + sales, 0),
    ]);
    return figures;
  }

  async function byMethod(from = D1, to = D2) {
    const answer = await w.okData<{ results: Row[] }>(
      await w.call("GET", `v1/reports/informations/payment_method?date_from=${from}&date_to=${to}`),
    );
    return Object.fromEntries(answer.results.map((row) => [row.key, cents(row.total as number)]));
  }

  async function products(from = D1, to = D2) {
    const answer = await w.okData<{ results: Row[] }>(
      await w.call("GET", `v1/reports/informations/product?date_from=${from}&date_to=${to}`),
    );
    return Object.fromEntries(
      answer.results.map((row) => [row.key, [row.count, row.qty, cents(row.total as number)]]),
    );
  }

  const summarised = async (day: string) =>
    (
      await rowsOf(
        sql`select 1 from report_summary_days where local_id = ${w.local.id} and day = ${day}::date`,
      )
    ).rows.length === 1;

  beforeAll(async () => {
    w = await createOrdersWorld(kind, { clock: () => now });
    a = await sell(new Date("2026-05-12T10:00:00Z"), [{ id: w.menu.cana, qty: 2 }], false);
    b = await sell(new Date("2026-05-12T12:00:00Z"), [{ id: w.menu.vino, qty: 1 }], true);
  }, 120_000);
  afterAll(() => w.t.close());

  it("summarises a past day and reads it back to the cent", async () => {
    expect(await byDay()).toEqual({ [D1]: [2, 740] });
    expect(await summarised(D1)).toBe(true);
    expect(await summarised(D2)).toBe(true);
    expect(await byMethod()).toEqual({ cash: 440, credit_card: 300 });
  });

  it("counts an order closed later on a summarised day, and forgets one voided after closing", async () => {
    c = await sell(new Date("2026-05-12T18:00:00Z"), [w.burgerLine(1)], false);
    expect(await byDay()).toEqual({ [D1]: [3, 1739] });
    await w.okData(await w.call("POST", "v1/requests/invalidate", { id: b.id, reason: "Error" }));
    expect(await byDay()).toEqual({ [D1]: [2, 1439] });
    expect(await byMethod()).toEqual({ cash: 1439 });
  });

  it("follows any write to a closed order: a payment added, a refund, a line removed, a move to another day", async () => {
    await run(sql`insert into payments (local_id, request_id, amount_cents, credit_card, payment_type, is_closing)
                  values (${w.local.id}, ${a.id}, 100, true, 'credit_card', false)`);
    expect(await byDay()).toEqual({ [D1]: [2, 1539] });
    expect(await byMethod()).toEqual({ cash: 1439, credit_card: 100 });

    await run(sql`update payments set restored_at = now() where request_id = ${c.id}`);
    expect(await byDay()).toEqual({ [D1]: [2, 540] });

    expect(await products()).toMatchObject({ [w.menu.burger]: [1, 1, 999] });
    await run(sql`update request_items set deleted_at = now() where request_id = ${c.id}`);
    expect(Object.keys(await products())).toEqual([String(w.menu.cana)]);

    await run(sql`update requests set closed_at = closed_at + interval '1 day' where id = ${a.id}`);
    expect(await byDay()).toEqual({ [D1]: [1, 0], [D2]: [1, 540] });
    expect(await products(D2, D2)).toEqual({ [w.menu.cana]: [1, 2, 440] });
    expect(await products(D1, D1)).toEqual({});
  });

  it("reads today from the orders themselves", async () => {
    const today = dayOf(new Date());
    await sell(new Date(), [{ id: w.menu.vino, qty: 2 }], true);
    expect(await byDay(today, today)).toEqual({ [today]: [1, 600] });
    expect(await summarised(today)).toBe(false);
  });

  it("answers over summarised days in one statement, reads a changed past day raw at once, and summarises it again when the check is due", async () => {
    // The server's workers (print queue, mail, devices) may run a statement meanwhile: a
    // call's count is the fewest of three, since others only ever add to it.
    const once = async () => {
      const before = w.t.database.statements();
      const data = await byMethod();
      return { data, statements: w.t.database.statements() - before };
    };
    const fewest = async () => {
      const runs = [await once(), await once(), await once()];
      return { data: runs[0]?.data, statements: Math.min(...runs.map((run) => run.statements)) };
    };
    // The mark of the quarter hour order a was closed in (other days keep their own marks).
    const staleMarks = async () =>
      (
        await rowsOf(
          sql`select 1 from report_stale_slots x join requests r on r.id = ${a.id}
               where x.local_id = ${w.local.id} and x.slot <= r.closed_at and x.slot > r.closed_at - interval '15 minutes'`,
        )
      ).rows.length;

    now = new Date(now.getTime() + SUMMARIES_CHECKED_FOR_MS + 1);
    const start = (await once()).data;
    expect((await fewest()).statements).toBe(1);

    await run(sql`insert into payments (local_id, request_id, amount_cents, credit_card, payment_type, is_closing)
                  values (${w.local.id}, ${a.id}, 1, true, 'credit_card', false)`);
    expect(await staleMarks()).toBeGreaterThan(0);
    const changed = await fewest();
    expect(changed.data).toEqual({ ...start, credit_card: (start.credit_card ?? 0) + 1 });
    expect(changed.statements).toBe(1);
    expect(await staleMarks()).toBeGreaterThan(0);

    now = new Date(now.getTime() + SUMMARIES_CHECKED_FOR_MS + 1);
    const refreshed = await once();
    expect(refreshed.data).toEqual(changed.data);
    expect(refreshed.statements).toBeGreaterThan(4);
    expect(await staleMarks()).toBe(0);
    await run(sql`delete from payments where request_id = ${a.id} and amount_cents = 1`);
  });

  it.skipIf(kind === "pglite")("reads without JIT compilation on PostgreSQL", async () => {
    expect((await rowsOf(sql`show jit`)).rows).toEqual([{ jit: "off" }]);
  });

  it("recomputes a day summarised in another time zone", async () => {
    await run(sql`insert into report_summary_days (local_id, day, time_zone) values (${w.local.id}, '2026-05-14', 'UTC')
                  on conflict (local_id, day) do update set time_zone = 'UTC'`);
    // 2026-05-13 10:00 UTC is that day in Madrid; stored as another zone's day 14, it is recomputed.
    expect(await byDay(D2, "2026-05-14")).toEqual({ [D2]: [1, 540] });
    const zones = await rowsOf(
      sql`select distinct time_zone from report_summary_days where local_id = ${w.local.id} and day = '2026-05-14'`,
    );
    expect(zones.rows).toEqual([{ time_zone: ZONE }]);
  });

  it("answers every report of the dashboard, the sales and the informes in one statement once its days are summarised", async () => {
    const range = { date_from: D1, date_to: D2 };
    const query = new URLSearchParams(range).toString();
    const calls: Array<["GET" | "POST", string]> = [
      ...["dashboard/sales", "average_ticket", "hourly_billing", "widgets", "expenses"].map(
        (path) => ["POST", path] as ["POST", string],
      ),
      ...["sales/products_report", "sales/requests_sales", "sales/red_flags"].map(
        (path) => ["POST", path] as ["POST", string],
      ),
      ...["day", "product", "client", "payment_method", "tips_month", "expenses_day"].map(
        (dimension) => ["GET", `informations/${dimension}?${query}`] as ["GET", string],
      ),
    ];
    now = new Date(now.getTime() + SUMMARIES_CHECKED_FOR_MS + 1);
    for (const [method, path] of calls) {
      const call = async () => {
        const before = w.t.database.statements();
        await w.okData(await w.call(method, `v1/reports/${path}`, method === "POST" ? range : undefined));
        return w.t.database.statements() - before;
      };
      await call();
      // The server's workers may run a statement meanwhile: the fewest of three counts.
      expect([path, Math.min(await call(), await call(), await call())]).toEqual([path, 1]);
    }
  });

  // Only a server has concurrent writers (PGlite serves one connection).
  it.skipIf(kind === "pglite")(
    "never waits for an unfinished change of a past day: the report answers at once and counts the change once it commits",
    async () => {
      const start = await byMethod();
      const card = start.credit_card ?? 0;
      // A committed change leaves the slot of order a's closing marked stale…
      await run(sql`insert into payments (local_id, request_id, amount_cents, credit_card, payment_type, is_closing)
                    values (${w.local.id}, ${a.id}, 100, true, 'credit_card', false)`);
      // …and another, still open, holds that mark while a report refreshes the day.
      const writer = new pg.Client({ connectionString: w.t.url });
      await writer.connect();
      let open = true;
      try {
        await writer.query("begin");
        await writer.query(
          `insert into payments (local_id, request_id, amount_cents, credit_card, payment_type, is_closing)
           values ($1, $2, 50, true, 'credit_card', false)`,
          [w.local.id, a.id],
        );
        const during = await Promise.race([byMethod(), sleep(5_000).then(() => "waited for the writer")]);
        expect(during).toEqual({ ...start, credit_card: card + 100 });
        await writer.query("commit");
        open = false;
        expect(await byMethod()).toEqual({ ...start, credit_card: card + 150 });
      } finally {
        if (open) await writer.query("rollback");
        await writer.end();
      }
    },
  );
});
