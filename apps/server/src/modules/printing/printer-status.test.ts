import type { RealtimeMessage } from "@comanda/domain";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type FakePrinter, startFakePrinter } from "../../../test/fake-printer";
import { createOrdersWorld, type OrdersWorld, type Row } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";
import { printJobs } from "../orders/orders.schema";
import type { PrintPlanner } from "./print-queue";
import { createPrintWorker, NOT_READY_RETRY_MS, type PrintWorker, type SendBytes } from "./print-worker";
import { printDeliveries } from "./printing.schema";
import type { TicketDocument } from "./tickets/ticket-document";
import { ticketEscPos } from "./tickets/ticket-escpos";

/** A worker passes in milliseconds; a loaded CI machine can take seconds (waitFor waits 1 s by default). */
const SETTLE = { timeout: 10_000 };

/** "COPIA — posible repetición" as a PC858 printer gets it (the dash a hyphen, ó 0xA2). */
const MAYBE_REPEAT = "COPIA - posible repetici\u00a2n";

describe.each(DATABASES)("printed means confirmed on %s", (kind) => {
  let w: OrdersWorld;
  let printer: FakePrinter;
  let offsetMs = 0;
  let targets: Array<{ printer: number; copies?: number }> = [];
  const published: RealtimeMessage[] = [];
  const workers: PrintWorker[] = [];
  const logger = { warn: vi.fn(), error: vi.fn() };

  /** A ticket job's document: a simplified invoice has the fiscal slot. */
  const documentOf = (job: { id: number; kind: string }): TicketDocument => ({
    blocks: [
      { type: "text", text: `[job ${job.id} ${job.kind}]` },
      ...(job.kind === "ticket" ? [{ type: "fiscal_slot" as const }] : []),
    ],
    fiscal: null,
  });
  const planner: PrintPlanner = async (_db, job) =>
    targets.map(({ printer: printerId, copies = 1 }) => ({
      printer_id: printerId,
      escpos: ticketEscPos(documentOf(job), 48),
      html: `<p>job ${job.id}</p>`,
      document: documentOf(job),
      copies,
    }));

  function worker(send?: SendBytes) {
    const created = createPrintWorker({
      ...(send ? { send } : {}),
      db: w.t.db,
      planner,
      logger,
      publish: async (_localId, message) => void published.push(message),
      now: () => new Date(Date.now() + offsetMs),
      sendTimeoutMs: 2_000,
    });
    workers.push(created);
    return created;
  }

  const networkPrinter = async (name: string, extra: Record<string, unknown> = {}) =>
    (await w.create("v1/printers", { name, host: "127.0.0.1", port: printer.port, ...extra })).id;
  async function job(jobKind: "kitchen" | "ticket" = "kitchen") {
    const order = await w.openCommand([{ id: w.menu.cana, qty: 1 }]);
    if (jobKind === "ticket") {
      const [row] = await w.t.db
        .insert(printJobs)
        .values({ local_id: w.local.id, request_id: order.id, kind: "ticket" })
        .returning({ id: printJobs.id });
      // Only the invoice: the order's kitchen round is not this test's.
      await w.t.db
        .update(printJobs)
        .set({ status: "skipped" })
        .where(and(eq(printJobs.request_id, order.id), eq(printJobs.kind, "kitchen")));
      return { id: row!.id, order: order.id };
    }
    const [row] = await w.t.db
      .select({ id: printJobs.id })
      .from(printJobs)
      .where(and(eq(printJobs.request_id, order.id), eq(printJobs.kind, "kitchen")));
    return { id: row!.id, order: order.id };
  }
  const deliveryOf = async (jobId: number) =>
    (await w.t.db.select().from(printDeliveries).where(eq(printDeliveries.job_id, jobId)))[0]!;
  const printerState = async (id: number) =>
    (await w.okData<{ results: Row[] }>(await w.call("GET", "v1/print_queue/printers"))).results.find(
      (row) => row.id === id,
    );
  const listed = async (deliveryId: number) =>
    (await w.okData<{ results: Row[] }>(await w.call("GET", "v1/print_queue"))).results.find(
      (row) => row.id === deliveryId,
    );

  beforeAll(async () => {
    w = await createOrdersWorld(kind);
    printer = await startFakePrinter();
  });
  afterAll(async () => {
    await printer.down();
    await w.t.close();
  });
  beforeEach(async () => {
    await w.t.db.update(printJobs).set({ status: "skipped" }).where(eq(printJobs.status, "pending"));
    await w.t.db
      .update(printDeliveries)
      .set({ status: "done", next_attempt_at: null })
      .where(ne(printDeliveries.status, "done"));
    printer.received.length = 0;
    printer.mode = "ready";
    published.length = 0;
    offsetMs = 0;
    targets = [];
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((created) => created.stop()));
  });

  it("prints on a printer that answers ready, confirmed, and names the table in the queue", async () => {
    const id = await networkPrinter("Cocina lista");
    targets = [{ printer: id }];
    const kitchen = await job();
    expect(await worker().drainOnce()).toEqual({ planned: 1, printed: 1, failed: 0 });
    expect(printer.texts()).toHaveLength(1);
    expect(printer.texts()[0]).toContain(`[job ${kitchen.id} kitchen]`);
    expect(printer.texts()[0]).not.toContain("\x10\x04");
    const delivery = await deliveryOf(kitchen.id);
    expect(delivery.confirmed_at).not.toBeNull();
    const row = await listed(delivery.id);
    expect(row).toMatchObject({ status: "done", confirmed: true, attempts: 1, order_kind: "local" });
    expect(row!.table_name).toMatch(/^M\d+$/);
    expect(row!.sent_at).not.toBeNull();
  });

  it("keeps the job of a printer that takes the connection and never reads, and reports it within 10 s", async () => {
    const id = await networkPrinter("Cocina colgada");
    targets = [{ printer: id }];
    printer.mode = "hung";
    const kitchen = await job();
    const started = Date.now();
    expect(await worker().drainOnce()).toEqual({ planned: 1, printed: 0, failed: 1 });
    expect(Date.now() - started).toBeLessThan(10_000);
    const delivery = await deliveryOf(kitchen.id);
    expect(delivery).toMatchObject({ status: "failed", last_error: "no_answer", sent_at: null });
    expect(published).toContainEqual({
      type: "print_queue.changed",
      data: { printer: id, delivery: delivery.id, status: "failed" },
    });
    const state = await printerState(id);
    expect(state).toMatchObject({ state: "offline", last_error: "no_answer", failed: 1, status_check: true });
    expect(state!.since).not.toBeNull();
    expect(printer.received).toEqual([]);
    expect(await listed(delivery.id)).toMatchObject({ status: "failed", confirmed: false, attempts: 1 });

    // Asked again within seconds; once it reads again, the ticket prints once, as an original.
    printer.mode = "ready";
    offsetMs = NOT_READY_RETRY_MS + 1;
    expect(await worker().drainOnce()).toEqual({ planned: 0, printed: 1, failed: 0 });
    expect(printer.texts()).toHaveLength(1);
    expect(printer.texts()[0]).not.toContain("COPIA");
    expect(await printerState(id)).toMatchObject({ state: "online", last_error: null, failed: 0 });
    expect(published.at(-1)).toEqual({
      type: "print_queue.changed",
      data: { printer: id, delivery: delivery.id, status: "done" },
    });
  });

  it.each([
    ["paper_out", "paper_out"],
    ["cover_open", "cover_open"],
    ["silent", "no_answer"],
  ] as const)("keeps the job pending while the printer answers %s", async (mode, reason) => {
    const id = await networkPrinter(`Cocina ${mode}`);
    targets = [{ printer: id }];
    printer.mode = mode;
    const kitchen = await job();
    expect(await worker().drainOnce()).toMatchObject({ printed: 0, failed: 1 });
    expect(await deliveryOf(kitchen.id)).toMatchObject({ status: "failed", last_error: reason });
    const jobRow = await w.t.db.select().from(printJobs).where(eq(printJobs.id, kitchen.id));
    expect(jobRow[0]!.status).toBe("failed");
    expect(await printerState(id)).toMatchObject({ state: "offline", last_error: reason });
    // The ticket was not sent to a printer that said it could not print it.
    expect(printer.received).toEqual([]);
  });

  it("prints once more, marked as a possible repeat, a ticket sent but not confirmed when the server stopped", async () => {
    const id = await networkPrinter("Cocina caída");
    targets = [{ printer: id }];
    const kitchen = await job();
    const before = worker();
    // A server killed between the send and the answer: the delivery is left printing, sent, unconfirmed.
    printer.mode = "hung";
    await before.drainOnce();
    await before.stop();
    await w.t.db
      .update(printDeliveries)
      .set({ status: "printing", sent_at: new Date(), next_attempt_at: new Date(Date.now() + 30_000) })
      .where(eq(printDeliveries.job_id, kitchen.id));
    printer.mode = "ready";
    const after = worker();
    expect(await after.drainOnce()).toEqual({ planned: 0, printed: 0, failed: 0 });
    offsetMs = 31_000;
    expect(await after.drainOnce()).toEqual({ planned: 0, printed: 1, failed: 0 });
    expect(printer.texts()).toHaveLength(1);
    const [text] = printer.texts();
    expect(text!.indexOf(MAYBE_REPEAT)).toBeGreaterThan(-1);
    expect(text!.indexOf(MAYBE_REPEAT)).toBeLessThan(text!.indexOf(`[job ${kitchen.id} kitchen]`));
    expect(await worker().drainOnce()).toEqual({ planned: 0, printed: 0, failed: 0 });
  });

  it("marks as a possible repeat a ticket the printer took and then did not confirm", async () => {
    const id = await networkPrinter("Cocina atascada");
    targets = [{ printer: id }];
    printer.mode = "jams";
    const kitchen = await job();
    expect(await worker().drainOnce()).toMatchObject({ printed: 0, failed: 1 });
    const delivery = await deliveryOf(kitchen.id);
    expect(delivery).toMatchObject({ status: "failed", last_error: "no_answer" });
    expect(delivery.sent_at).not.toBeNull();
    expect(await listed(delivery.id)).toMatchObject({ status: "failed", confirmed: false });
    expect(printer.texts()).toHaveLength(1);
    expect(printer.texts()[0]).not.toContain("COPIA");

    printer.mode = "ready";
    offsetMs = NOT_READY_RETRY_MS + 1;
    expect(await worker().drainOnce()).toMatchObject({ printed: 1, failed: 0 });
    expect(printer.texts()).toHaveLength(2);
    expect(printer.texts()[1]).toContain(MAYBE_REPEAT);
  });

  it("prints a simplified invoice as an original once: later copies and reprints say COPIA", async () => {
    const id = await networkPrinter("Caja facturas");
    targets = [{ printer: id, copies: 2 }];
    const invoice = await job("ticket");
    expect(await worker().drainOnce()).toMatchObject({ printed: 1 });
    const [both] = printer.texts();
    const marker = both!.indexOf("COPIA");
    expect(marker).toBeGreaterThan(both!.indexOf(`[job ${invoice.id} ticket]`));
    expect(both!.lastIndexOf("COPIA")).toBe(marker);

    // Printed again from the queue, or asked for again for the same order: never a second original.
    printer.received.length = 0;
    const delivery = await deliveryOf(invoice.id);
    await w.okData(await w.call("POST", "v1/print_queue/reprint", { id: delivery.id }));
    targets = [{ printer: id }];
    const [again] = await w.t.db
      .insert(printJobs)
      .values({ local_id: w.local.id, request_id: invoice.order, kind: "ticket" })
      .returning({ id: printJobs.id });
    expect(await worker().drainOnce()).toMatchObject({ printed: 2 });
    expect(printer.texts()).toHaveLength(2);
    for (const text of printer.texts()) {
      expect(text.indexOf("COPIA")).toBeGreaterThan(-1);
      expect(text.indexOf("COPIA")).toBeLessThan(text.indexOf("[job"));
    }
    expect(printer.texts()[1]).toContain(`[job ${again!.id} ticket]`);
  });

  it("prints on a printer marked as not answering status as soon as the bytes are sent", async () => {
    const id = await networkPrinter("Cocina sin estado", { status_check: false });
    targets = [{ printer: id }];
    printer.mode = "silent";
    const queriesBefore = printer.statusQueries;
    const kitchen = await job();
    expect(await worker().drainOnce()).toEqual({ planned: 1, printed: 1, failed: 0 });
    await vi.waitFor(() => expect(printer.received).toHaveLength(1), SETTLE);
    expect(printer.statusQueries).toBe(queriesBefore);
    const delivery = await deliveryOf(kitchen.id);
    expect(delivery).toMatchObject({ status: "done", confirmed_at: null });
    expect(await printerState(id)).toMatchObject({ state: "online", status_check: false });
    expect((await w.call("GET", `v1/printers/${id}`)).json().data).toMatchObject({ status_check: false });
  });

  it("marks as a possible repeat a ticket a no-status printer was sent when the send broke off", async () => {
    const id = await networkPrinter("Barra sin estado", { status_check: false });
    targets = [{ printer: id }];
    printer.mode = "silent";
    const kitchen = await job();
    // Refused before any byte went: nothing may have printed, the retry is no copy.
    await printer.down();
    expect(await worker().drainOnce()).toMatchObject({ printed: 0, failed: 1 });
    expect((await deliveryOf(kitchen.id)).sent_at).toBeNull();
    await printer.up();
    // Connected, and the line dropped while the bytes were going out (or the server died then).
    const broken: SendBytes = async (_host, _port, _bytes, _timeoutMs, beforeWrite) => {
      await beforeWrite?.();
      throw new Error("ECONNRESET");
    };
    offsetMs = 10 * 60_000;
    expect(await worker(broken).drainOnce()).toMatchObject({ printed: 0, failed: 1 });
    expect((await deliveryOf(kitchen.id)).sent_at).not.toBeNull();
    offsetMs = 20 * 60_000;
    expect(await worker().drainOnce()).toMatchObject({ printed: 1, failed: 0 });
    await vi.waitFor(() => expect(printer.texts()).toHaveLength(1), SETTLE);
    expect(printer.texts()[0]!.indexOf(MAYBE_REPEAT)).toBeGreaterThan(-1);
  });

  it("checks a printer by its status: paper out is not ready", async () => {
    const id = await networkPrinter("Cocina comprobada");
    printer.mode = "paper_out";
    expect((await w.call("POST", `v1/printers/${id}/check`)).json().data).toMatchObject({
      reachable: false,
      reason: "paper_out",
    });
    printer.mode = "ready";
    expect((await w.call("POST", `v1/printers/${id}/check`)).json().data).toMatchObject({
      reachable: true,
      reason: null,
    });
  });
});
