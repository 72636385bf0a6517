import { type RealtimeMessage, tpvChannel } from "@comanda/domain";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { tpvIdOf } from "../../../test/factories";
import { type FakePrinter, startFakePrinter } from "../../../test/fake-printer";
import { createOrdersWorld, type OrdersWorld } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";
import { createPrintWorker } from "./print-worker";
import { planAndWarn } from "./tickets/plan-and-warn";

/** A worker passes in milliseconds; a loaded CI machine can take seconds (waitFor waits 1 s by default). */
const SETTLE = { timeout: 10_000 };

/**
 * Issue 24, point 1: a line no printer takes is not dropped. It prints on the fallback printer
 * (where the order's bill prints), the paper says why, the tills hear it and the queue flags it.
 */
describe.each(DATABASES)("lines with no printer on %s", (kind) => {
  let w: OrdersWorld;
  let kitchen: FakePrinter;
  let tickets: FakePrinter;
  let ticketsId: number;
  const heard: RealtimeMessage[] = [];
  let unsubscribe: () => void;

  beforeAll(async () => {
    w = await createOrdersWorld(kind);
    kitchen = await startFakePrinter();
    tickets = await startFakePrinter();
    const caja = await tpvIdOf(w.t.db, w.local.id, "caja");
    const network = { host: "127.0.0.1", connection: "network" };
    // The kitchen takes the dishes; no printer takes drinks (the demo's fault of issue 24).
    await w.create("v1/printers", {
      ...network,
      name: "Cocina",
      port: kitchen.port,
      category: [w.menu.category],
    });
    ticketsId = (
      await w.create("v1/printers", { ...network, name: "Tickets", port: tickets.port, main_tpv: caja })
    ).id;
    unsubscribe = w.t.realtime.subscribe(w.local.id, tpvChannel("caja"), (message) => heard.push(message));
  });
  afterEach(() => {
    heard.length = 0;
  });
  afterAll(async () => {
    unsubscribe();
    await Promise.all([kitchen.down(), tickets.down()]);
    await w.t.close();
  });

  const worker = () =>
    createPrintWorker({
      db: w.t.db,
      planner: planAndWarn((localId, message, tx) => w.t.realtime.publishToTills(localId, message, tx)),
      logger: { warn: vi.fn(), error: vi.fn() },
      publish: async () => undefined,
      sendTimeoutMs: 2_000,
    });

  it("prints the drink on the till's ticket printer, says so on paper, to the tills and in the queue", async () => {
    await w.openCommand([w.burgerLine(), { id: w.menu.cana, qty: 1 }]);
    await worker().drainOnce();

    await vi.waitFor(() => expect(tickets.texts()).toHaveLength(1), SETTLE);
    // The bytes are code page PC858: "ñ" is A4 and "ó" A2.
    expect(kitchen.texts()).toHaveLength(1);
    expect(kitchen.texts()[0]).toContain("Hamburguesa");
    expect(kitchen.texts()[0]).not.toContain("Ca\xa4a");
    const fallback = tickets.texts()[0]!;
    expect(fallback).toContain("Ca\xa4a");
    expect(fallback).toContain("SIN IMPRESORA: Bebidas en Sal\xa2n");
    expect(fallback).not.toContain("Hamburguesa");

    await vi.waitFor(
      () =>
        expect(heard).toContainEqual({
          type: "print_queue.unrouted",
          data: expect.objectContaining({
            delivery_printer: "Tickets",
            gaps: [{ kind: "lines", category: "Bebidas", zone: "Salón" }],
          }),
        }),
      SETTLE,
    );

    const queue = await w.okData<{ results: Array<{ printer: number; unrouted: unknown[] }> }>(
      await w.call("GET", "v1/print_queue"),
    );
    expect(queue.results.map((row) => [row.printer === ticketsId, row.unrouted])).toEqual(
      expect.arrayContaining([
        [true, [{ kind: "lines", category: "Bebidas", zone: "Salón" }]],
        [false, []],
      ]),
    );
  });

  it("warns nobody when every line has its printer", async () => {
    await w.openCommand([w.burgerLine()]);
    await worker().drainOnce();
    await vi.waitFor(() => expect(kitchen.texts()).toHaveLength(2), SETTLE);
    expect(tickets.texts()).toHaveLength(1);
    expect(heard.filter((message) => message.type === "print_queue.unrouted")).toEqual([]);
  });
});
