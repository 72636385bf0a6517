import { drawerKickBytes, type RealtimeMessage } from "@comanda/domain";
import { and, eq, inArray, ne } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { tpvIdOf } from "../../../test/factories";
import { closedPort, type FakePrinter, startFakePrinter } from "../../../test/fake-printer";
import { createOrdersWorld, type OrdersWorld, type Row } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";
import { openPostgres } from "../../platform/db/client";
import { printJobs } from "../orders/orders.schema";
import type { PrintPlanner } from "./print-queue";
import {
  bytesWithCopies,
  createPrintWorker,
  DONE_KEPT_MS,
  type PrintWorker,
  printRetryDelayMs,
} from "./print-worker";
import { cashiers, drawerOpenings, printDeliveries } from "./printing.schema";

/** A worker passes in milliseconds; a loaded CI machine can take seconds (waitFor waits 1 s by default). */
const SETTLE = { timeout: 10_000 };

describe("printRetryDelayMs", () => {
  it("retries within seconds at first and at most once a minute", () => {
    expect([1, 2, 3, 4, 5].map(printRetryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000]);
    expect(printRetryDelayMs(6)).toBe(60_000);
    expect(printRetryDelayMs(40)).toBe(60_000);
  });
});

describe("bytesWithCopies", () => {
  it("repeats the ticket once per copy", () => {
    expect([...bytesWithCopies(Uint8Array.of(1, 2), 3)]).toEqual([1, 2, 1, 2, 1, 2]);
    expect([...bytesWithCopies(Uint8Array.of(7), 0)]).toEqual([7]);
  });
});

describe.each(DATABASES)("print queue on %s", (kind) => {
  let w: OrdersWorld;
  let kitchen: FakePrinter;
  let bar: FakePrinter;
  let offsetMs = 0;
  /** The printers the test planner sends every job to, with the copies of each. */
  let targets: Array<{ printer: number; copies?: number }> = [];
  const published: RealtimeMessage[] = [];
  const workers: PrintWorker[] = [];
  const logger = { warn: vi.fn(), error: vi.fn() };

  const planner: PrintPlanner = async (_db, job) =>
    targets.map(({ printer, copies = 1 }) => ({
      printer_id: printer,
      escpos: new TextEncoder().encode(`[job ${job.id} ${job.kind}]`),
      html: `<p>job ${job.id}</p>`,
      document: { blocks: [{ type: "separator", char: "=" }], fiscal: null },
      copies,
    }));

  function worker(db = w.t.db) {
    const created = createPrintWorker({
      db,
      planner,
      logger,
      publish: async (_localId, message) => void published.push(message),
      now: () => new Date(Date.now() + offsetMs),
      sendTimeoutMs: 1_000,
    });
    workers.push(created);
    return created;
  }

  async function networkPrinter(name: string, port: number) {
    return (await w.create("v1/printers", { name, host: "127.0.0.1", port })).id;
  }
  /** A new order whose kitchen round is one print job; answers the job's id. */
  async function kitchenJob() {
    const order = await w.openCommand([{ id: w.menu.cana, qty: 1 }]);
    const [job] = await w.t.db
      .select({ id: printJobs.id })
      .from(printJobs)
      .where(and(eq(printJobs.request_id, order.id), eq(printJobs.kind, "kitchen")));
    return job!.id;
  }
  const jobStatus = async (id: number) =>
    (await w.t.db.select({ status: printJobs.status }).from(printJobs).where(eq(printJobs.id, id)))[0]
      ?.status;
  const deliveriesOf = (jobId: number) =>
    w.t.db
      .select()
      .from(printDeliveries)
      .where(eq(printDeliveries.job_id, jobId))
      .orderBy(printDeliveries.id);

  beforeAll(async () => {
    w = await createOrdersWorld(kind);
    kitchen = await startFakePrinter();
    bar = await startFakePrinter();
  });
  afterAll(async () => {
    await kitchen.down();
    await bar.down();
    await w.t.close();
  });
  beforeEach(async () => {
    // Each test starts from an empty queue: what earlier tests left is put out of the way.
    await w.t.db.update(printJobs).set({ status: "skipped" }).where(eq(printJobs.status, "pending"));
    await w.t.db
      .update(printDeliveries)
      .set({ status: "done", next_attempt_at: null })
      .where(ne(printDeliveries.status, "done"));
    kitchen.received.length = 0;
    bar.received.length = 0;
    published.length = 0;
    offsetMs = 0;
    targets = [];
    await kitchen.up();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((created) => created.stop()));
  });

  it("plans a job into one delivery per printer and prints each in order, once", async () => {
    const k = await networkPrinter("Cocina", kitchen.port);
    const b = await networkPrinter("Barra", bar.port);
    targets = [{ printer: k }, { printer: b, copies: 2 }];
    const first = await kitchenJob();
    const second = await kitchenJob();
    expect(await worker().drainOnce()).toEqual({ planned: 2, printed: 4, failed: 0 });
    await vi.waitFor(() => expect(kitchen.received).toHaveLength(2), SETTLE);
    await vi.waitFor(() => expect(bar.received).toHaveLength(2), SETTLE);
    expect(kitchen.texts()).toEqual([`[job ${first} kitchen]`, `[job ${second} kitchen]`]);
    expect(bar.texts()).toEqual([
      `[job ${first} kitchen][job ${first} kitchen]`,
      `[job ${second} kitchen][job ${second} kitchen]`,
    ]);
    expect(await jobStatus(first)).toBe("printed");
    expect((await deliveriesOf(first)).map((row) => row.status)).toEqual(["done", "done"]);
    // Nothing is sent twice by a later drain.
    expect(await worker().drainOnce()).toEqual({ planned: 0, printed: 0, failed: 0 });
  });

  it("keeps a printer's tickets while it is off and prints them all, in order, when it is back", async () => {
    const k = await networkPrinter("Cocina fuera", kitchen.port);
    const b = await networkPrinter("Barra sigue", bar.port);
    targets = [{ printer: k }];
    await kitchen.down();
    const jobs = [await kitchenJob(), await kitchenJob(), await kitchenJob()];
    const printing = worker();
    // The first ticket fails; the two behind it wait their turn.
    expect(await printing.drainOnce()).toEqual({ planned: 3, printed: 0, failed: 1 });
    const [head] = await deliveriesOf(jobs[0]!);
    expect(head).toMatchObject({ status: "failed", attempts: 1, last_error: "refused" });
    expect((await deliveriesOf(jobs[1]!))[0]).toMatchObject({ status: "pending", attempts: 0 });
    expect(await jobStatus(jobs[0]!)).toBe("failed");
    expect(published).toContainEqual({
      type: "print_queue.changed",
      data: { printer: k, delivery: head!.id, status: "failed" },
    });
    const state = await w.okData<{ results: Row[] }>(await w.call("GET", "v1/print_queue/printers"));
    expect(state.results.find((printer) => printer.id === k)).toMatchObject({
      state: "offline",
      last_error: "refused",
      failed: 1,
      pending: 2,
    });

    // Another printer is not held up by the one that is off.
    targets = [{ printer: b }];
    const barJob = await kitchenJob();
    expect(await printing.drainOnce()).toEqual({ planned: 1, printed: 1, failed: 0 });
    await vi.waitFor(() => expect(bar.texts()).toEqual([`[job ${barJob} kitchen]`]), SETTLE);

    // Not retried before its backoff is over, then retried with a longer wait.
    expect(await printing.drainOnce()).toEqual({ planned: 0, printed: 0, failed: 0 });
    offsetMs = printRetryDelayMs(1) + 1;
    expect(await printing.drainOnce()).toEqual({ planned: 0, printed: 0, failed: 1 });
    const [again] = await deliveriesOf(jobs[0]!);
    expect(again!.attempts).toBe(2);
    expect(again!.next_attempt_at!.getTime() - Date.now() - offsetMs).toBeGreaterThan(
      printRetryDelayMs(2) - 1_000,
    );

    // Minutes later the printer is back: everything comes out, in order, each once.
    await kitchen.up();
    offsetMs = 5 * 60_000;
    expect(await printing.drainOnce()).toEqual({ planned: 0, printed: 3, failed: 0 });
    await vi.waitFor(() => expect(kitchen.received).toHaveLength(3), SETTLE);
    expect(kitchen.texts()).toEqual(jobs.map((id) => `[job ${id} kitchen]`));
    expect(await jobStatus(jobs[0]!)).toBe("printed");
    expect(published).toContainEqual({
      type: "print_queue.changed",
      data: { printer: k, delivery: head!.id, status: "done" },
    });
  });

  it("loses nothing across a restart and sends again only what was cut off mid-send", async () => {
    const k = await networkPrinter("Cocina reinicio", kitchen.port);
    targets = [{ printer: k }];
    await kitchen.down();
    const jobs = [await kitchenJob(), await kitchenJob()];
    const before = worker();
    await before.drainOnce();
    await before.stop();
    // A server that died while sending the first ticket leaves it "printing" with its lease.
    const [head] = await deliveriesOf(jobs[0]!);
    await w.t.db
      .update(printDeliveries)
      .set({ status: "printing", next_attempt_at: new Date(Date.now() + 30_000) })
      .where(eq(printDeliveries.id, head!.id));
    await kitchen.up();
    const after = worker();
    // Its lease holds the printer's line: nothing is sent before it runs out.
    expect(await after.drainOnce()).toEqual({ planned: 0, printed: 0, failed: 0 });
    offsetMs = 31_000;
    expect(await after.drainOnce()).toEqual({ planned: 0, printed: 2, failed: 0 });
    await vi.waitFor(() => expect(kitchen.received).toHaveLength(2), SETTLE);
    expect(kitchen.texts()).toEqual(jobs.map((id) => `[job ${id} kitchen]`));
  });

  it("shares the queue between two workers without sending anything twice", async () => {
    const k = await networkPrinter("Cocina dos", kitchen.port);
    const b = await networkPrinter("Barra dos", bar.port);
    targets = [{ printer: k }, { printer: b }];
    const jobs: number[] = [];
    for (let i = 0; i < 6; i++) jobs.push(await kitchenJob());
    // On PostgreSQL the second worker has its own pool, as another instance would.
    const second = kind === "postgresql" && w.t.url ? openPostgres(w.t.url, 5) : undefined;
    try {
      const results = await Promise.all([worker().drainOnce(), worker(second?.db).drainOnce()]);
      expect(results.reduce((sum, result) => sum + result.planned, 0)).toBe(6);
      expect(results.reduce((sum, result) => sum + result.printed, 0)).toBe(12);
    } finally {
      await Promise.all(workers.splice(0).map((created) => created.stop()));
      await second?.close();
    }
    await vi.waitFor(() => expect(kitchen.received).toHaveLength(6), SETTLE);
    await vi.waitFor(() => expect(bar.received).toHaveLength(6), SETTLE);
    const expected = jobs.map((id) => `[job ${id} kitchen]`);
    expect(kitchen.texts()).toEqual(expected);
    expect(bar.texts()).toEqual(expected);
  });

  it("drops printed tickets after thirty days, not the ones still to print", async () => {
    const screen = (await w.create("v1/printers", { name: "Pantalla vieja", connection: "virtual" })).id;
    const dead = await networkPrinter("Cocina vieja", await closedPort());
    targets = [{ printer: screen }, { printer: dead }];
    const job = await kitchenJob();
    await worker().drainOnce();
    expect((await deliveriesOf(job)).map((row) => row.status)).toEqual(["done", "failed"]);
    offsetMs = DONE_KEPT_MS + 60_000;
    await worker().drainOnce();
    expect((await deliveriesOf(job)).map((row) => row.printer_id)).toEqual([dead]);
  });

  it("shows a virtual printer's tickets as done at once", async () => {
    const screen = (await w.create("v1/printers", { name: "Pantalla", connection: "virtual" })).id;
    targets = [{ printer: screen }];
    const job = await kitchenJob();
    expect(await worker().drainOnce()).toEqual({ planned: 1, printed: 1, failed: 0 });
    expect(await jobStatus(job)).toBe("printed");
  });

  it("marks a job no printer takes as skipped, and one the planner fails on as failed after retries", async () => {
    const skipped = await kitchenJob();
    expect(await worker().drainOnce()).toEqual({ planned: 1, printed: 0, failed: 0 });
    expect(await jobStatus(skipped)).toBe("skipped");

    const broken = await kitchenJob();
    const failing = createPrintWorker({
      db: w.t.db,
      planner: async () => {
        throw new Error("no template");
      },
      logger,
      publish: async () => undefined,
    });
    workers.push(failing);
    for (let i = 0; i < 3; i++) await failing.drainOnce();
    expect(await jobStatus(broken)).toBe("failed");
    expect(logger.error).toHaveBeenCalled();
  });

  /** A kitchen ticket failed on a printer that refuses connections, and a screen printer to send it to. */
  async function failedOnDeadPrinter(name: string) {
    const dead = await networkPrinter(`${name} apagada`, await closedPort());
    const screen = (
      await w.create("v1/printers", { name: `Pantalla ${name}`, connection: "virtual", printer_width: "2" })
    ).id;
    targets = [{ printer: dead }];
    const job = await kitchenJob();
    await worker().drainOnce();
    const [failed] = await deliveriesOf(job);
    return { dead, screen, job, failed: failed! };
  }

  it("lists deliveries for staff, previews one, reprints it and sends a failed one to another printer", async () => {
    const { dead, screen, job, failed } = await failedOnDeadPrinter("Cocina");

    const list = await w.okData<{ results: Row[]; total: number }>(
      await w.call("GET", `v1/print_queue?status=failed&printer=${dead}`),
    );
    expect(list.total).toBe(1);
    expect(list.results[0]).toMatchObject({
      id: failed!.id,
      job,
      kind: "kitchen",
      printer: dead,
      printer_name: "Cocina apagada",
      status: "failed",
      last_error: "refused",
    });
    expect(w.refused(await w.call("GET", "v1/print_queue?status=lost")).errors).toHaveProperty([
      "querystring.status",
    ]);
    // The cook sees the queue but does not change it.
    expect((await w.call("GET", "v1/print_queue", undefined, w.cook)).statusCode).toBe(200);
    w.refused(await w.call("POST", "v1/print_queue/move", { id: failed!.id, printer: screen }, w.cook), 403);

    expect(
      w.refused(await w.call("POST", "v1/print_queue/move", { id: failed!.id, printer: dead })).errors,
    ).toHaveProperty("printer");
    const moved = await w.okData<Row>(
      await w.call("POST", "v1/print_queue/move", { id: failed!.id, printer: screen }, w.waiter),
    );
    expect(moved).toMatchObject({ id: failed!.id, printer: screen, status: "pending", attempts: 0 });
    await worker().drainOnce();
    const preview = await w.okData<Row & { html: string }>(
      await w.call("GET", `v1/print_queue/${failed!.id}`),
    );
    expect(preview).toMatchObject({ status: "done", printer: screen });
    // Laid out again for the 58 mm screen printer: its 32 columns, not the planner's bytes.
    expect(preview.html).toContain("=".repeat(32));
    expect(preview.html).not.toContain("=".repeat(33));
    expect(await jobStatus(job)).toBe("printed");
    // Done: it can be printed again, not moved.
    expect(
      w.refused(await w.call("POST", "v1/print_queue/move", { id: failed!.id, printer: dead })).code,
    ).toBe("print_queue.not_movable");
    const reprint = await w.okData<Row>(await w.call("POST", "v1/print_queue/reprint", { id: failed!.id }));
    expect(reprint).toMatchObject({ job, printer: screen, status: "pending" });
    expect(await worker().drainOnce()).toMatchObject({ printed: 1 });
    expect((await w.call("GET", "v1/print_queue/999999")).statusCode).toBe(404);
  });

  it("moves a failed ticket the worker is trying once more as soon as that attempt fails", async () => {
    const { screen, failed } = await failedOnDeadPrinter("Barra");
    expect(failed!.status).toBe("failed");
    // The worker has claimed it for another try when the manager taps "send to another printer".
    const setStatus = (status: "printing" | "failed") =>
      w.t.db.update(printDeliveries).set({ status }).where(eq(printDeliveries.id, failed!.id));
    await setStatus("printing");
    const moving = w.call("POST", "v1/print_queue/move", { id: failed!.id, printer: screen });
    await new Promise((resolve) => setTimeout(resolve, 600));
    await setStatus("failed");
    const moved = await w.okData<Row>(await moving);
    expect(moved).toMatchObject({ id: failed!.id, printer: screen, status: "pending" });
  });

  // Only a server has a second writer to race with (PGlite serves one connection).
  it.skipIf(kind === "pglite")(
    "waits too when the worker claims the ticket between the move's read and its write",
    async () => {
      const { screen, failed } = await failedOnDeadPrinter("Terraza");
      // The worker's claim holds the row when the move writes: the move reads "failed", then waits.
      const claim = new pg.Client({ connectionString: w.t.url });
      await claim.connect();
      try {
        await claim.query("begin");
        await claim.query("update print_deliveries set status = 'printing' where id = $1", [failed!.id]);
        const moving = w.call("POST", "v1/print_queue/move", { id: failed!.id, printer: screen });
        await new Promise((resolve) => setTimeout(resolve, 300));
        await claim.query("commit");
        // The try fails a moment later; the move then goes through.
        await new Promise((resolve) => setTimeout(resolve, 400));
        await claim.query("update print_deliveries set status = 'failed' where id = $1", [failed!.id]);
        const moved = await w.okData<Row>(await moving);
        expect(moved).toMatchObject({ id: failed!.id, printer: screen, status: "pending" });
      } finally {
        await claim.end();
      }
    },
  );

  it("opens the till's drawer on a cash payment, in the payment's transaction, and records no-sales", async () => {
    const caja = await tpvIdOf(w.t.db, w.local.id, "caja");
    const printer = (
      await w.create("v1/printers", {
        name: "Tickets caja",
        host: "127.0.0.1",
        port: bar.port,
        main_tpv: caja,
      })
    ).id;
    const cashier = (await w.create("v1/cashiers", { name: "Cajón caja", printer, pulse: 100, port: 1 })).id;

    const order = await w.openCommand([{ id: w.menu.cana, qty: 2 }]);
    await w.okData(
      await w.call("POST", "v1/payments/by_price", { command: order.id, price: 1, credit_card: true }),
    );
    await w.okData(
      await w.call("POST", "v1/payments/by_price", { command: order.id, price: 1, credit_card: false }),
    );
    await w.okData(await w.call("POST", "v1/commands/close_command", { id: order.id, credit_card: false }));
    const openings = await w.t.db
      .select()
      .from(drawerOpenings)
      .where(eq(drawerOpenings.request_id, order.id))
      .orderBy(drawerOpenings.id);
    expect(openings).toHaveLength(2);
    expect(openings[0]).toMatchObject({ cashier_id: cashier, tpv_id: caja, reason: "cash_payment" });
    const kicks = await w.t.db
      .select()
      .from(printDeliveries)
      .where(
        inArray(
          printDeliveries.drawer_opening_id,
          openings.map((opening) => opening.id),
        ),
      );
    expect(kicks.map((kick) => [...kick.escpos])).toEqual([
      [...drawerKickBytes(1, 100)],
      [...drawerKickBytes(1, 100)],
    ]);
    await worker().drainOnce();
    await vi.waitFor(() => expect(bar.received.length).toBeGreaterThanOrEqual(2), SETTLE);
    expect(bar.received.filter((bytes) => bytes.equals(Buffer.from(drawerKickBytes(1, 100))))).toHaveLength(
      2,
    );
    // A kick is not reprinted nor moved.
    expect(w.refused(await w.call("POST", "v1/print_queue/reprint", { id: kicks[0]!.id })).code).toBe(
      "print_queue.drawer_kick",
    );

    await w.okData(await w.call("POST", `v1/cashiers/${cashier}/open_drawer`, {}));
    const [noSale] = await w.t.db
      .select()
      .from(drawerOpenings)
      .where(and(eq(drawerOpenings.cashier_id, cashier), eq(drawerOpenings.reason, "no_sale")));
    expect(noSale).toMatchObject({ tpv_id: caja, request_id: null });
  });

  it("does not open a drawer whose kick could not go out at the moment of the sale", async () => {
    const caja = await tpvIdOf(w.t.db, w.local.id, "caja");
    for (const { id } of await w.t.db
      .select({ id: cashiers.id })
      .from(cashiers)
      .where(eq(cashiers.local_id, w.local.id)))
      await w.okData(
        await w.t.app.inject({ method: "DELETE", url: `/api/v1/cashiers/${id}`, headers: w.admin }),
      );
    // A drawer whose printer names no till opens only by its button.
    const unnamed = (await w.create("v1/printers", { name: "Sin caja", host: "127.0.0.1", port: bar.port }))
      .id;
    await w.create("v1/cashiers", { name: "Cajón sin caja", printer: unnamed });
    const unpaid = await w.openCommand([{ id: w.menu.cana, qty: 1 }]);
    await w.okData(await w.call("POST", "v1/commands/close_command", { id: unpaid.id, credit_card: false }));
    expect(
      await w.t.db.select().from(drawerOpenings).where(eq(drawerOpenings.request_id, unpaid.id)),
    ).toEqual([]);

    const printer = (
      await w.create("v1/printers", {
        name: "Tickets caja 2",
        host: "127.0.0.1",
        port: await closedPort(),
        main_tpv: caja,
      })
    ).id;
    await w.create("v1/cashiers", { name: "Cajón apagado", printer });
    const order = await w.openCommand([{ id: w.menu.cana, qty: 1 }]);
    await w.okData(await w.call("POST", "v1/commands/close_command", { id: order.id, credit_card: false }));
    await worker().drainOnce();
    offsetMs = 2 * 60_000;
    await worker().drainOnce();
    const [opening] = await w.t.db
      .select()
      .from(drawerOpenings)
      .where(eq(drawerOpenings.request_id, order.id));
    const [kick] = await w.t.db
      .select()
      .from(printDeliveries)
      .where(eq(printDeliveries.drawer_opening_id, opening!.id));
    expect(kick).toMatchObject({ status: "failed", next_attempt_at: null });
  });
});
