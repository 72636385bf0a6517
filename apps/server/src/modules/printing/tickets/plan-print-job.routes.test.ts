import { and, desc, eq } from "drizzle-orm";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tpvIdOf } from "../../../../test/factories";
import { createOrdersWorld, type Order, type OrdersWorld } from "../../../../test/orders-kit";
import { DATABASES } from "../../../../test/test-app";
import { type PrintJobKind, printJobs } from "../../orders/orders.schema";
import { planPrintJob } from "./plan-print-job";

describe.each(DATABASES)("planning print jobs of real orders on %s", (kind) => {
  let w: OrdersWorld;
  let kitchen: number;
  let bar: number;
  let tickets: number;

  beforeAll(async () => {
    w = await createOrdersWorld(kind);
    const caja = await tpvIdOf(w.t.db, w.local.id, "caja");
    const printer = async (body: Record<string, unknown>) =>
      (await w.create("v1/printers", { connection: "virtual", ...body })).id;
    kitchen = await printer({ name: "Cocina", category: [w.menu.category], allow_to_march: true });
    bar = await printer({ name: "Barra", category: [w.menu.drinks], printer_width: "2" });
    tickets = await printer({ name: "Tickets", main_tpv: caja, printer_width: "1" });
    await w.okData(
      await w.call("PUT", "v1/settings/ticket", {
        heading: "Bar del Año",
        nif_cif: "B12345678",
        ticket_text: "¿Algo más?",
        qty_kitchen_ticket: 2,
      }),
    );
  });
  afterAll(() => w.t.close());

  const lastJob = async (requestId: number, jobKind: PrintJobKind) => {
    const [job] = await w.t.db
      .select()
      .from(printJobs)
      .where(and(eq(printJobs.request_id, requestId), eq(printJobs.kind, jobKind)))
      .orderBy(desc(printJobs.id))
      .limit(1);
    expect(job, `a ${jobKind} job`).toBeDefined();
    return job!;
  };
  const plan = async (requestId: number, jobKind: PrintJobKind) =>
    planPrintJob(w.t.db, await lastJob(requestId, jobKind));

  it("sends a round's lines to the printers of their categories, with the settings' copies", async () => {
    const command = await w.openCommand([
      { ...w.burgerLine(1, 1), order: "second_plate", details: "Sin cebolla" },
      { id: w.menu.cana, qty: 2 },
      { id: w.menu.vino, qty: 1 },
    ]);
    const planned = await plan(command.id, "kitchen");
    expect(planned.map((p) => [p.printer_id, p.copies])).toEqual([
      [kitchen, 2],
      [bar, 2],
    ]);
    const [toKitchen, toBar] = planned;
    expect(toKitchen!.html).toContain("Hamburguesa");
    expect(toKitchen!.html).toContain("Sin cebolla");
    expect(toKitchen!.html).toContain("Bacon");
    expect(toKitchen!.html).not.toContain("Caña");
    expect(toBar!.html).toContain("Caña");
    expect(toBar!.html).toContain("Vino");
    expect(toBar!.html).toContain("width:32ch");
    expect([...toBar!.escpos.slice(0, 2)]).toEqual([0x1b, 0x40]);
  });

  it("prints a cancellation and a march only where they belong", async () => {
    const command = await w.openCommand([
      { ...w.burgerLine(), order: "second_plate" },
      { id: w.menu.cana, qty: 1 },
    ]);
    const cana = command.products.find((line) => line.product_name === "Caña")!;
    await w.okData(await w.call("PUT", `v1/commands/${command.id}`, { products_to_delete: [cana.id] }));
    const cancelled = await plan(command.id, "cancellation");
    expect(cancelled.map((p) => p.printer_id)).toEqual([bar]);
    expect(cancelled[0]!.html).toContain("ANULACIÓN");
    expect(cancelled[0]!.html).toContain("Caña");

    await w.okData(await w.call("POST", "v1/commands/march", { id: command.id, order: "second_plate" }));
    const marched = await plan(command.id, "march");
    expect(marched.map((p) => p.printer_id)).toEqual([kitchen]);
    expect(marched[0]!.html).toContain("¡MARCHAR! Segundo plato");
  });

  it("prints the bill, a payer's part and the final ticket on the till's main printer", async () => {
    const command = await w.openCommand([
      { id: w.menu.cana, qty: 2 },
      { id: w.menu.vino, qty: 1 },
    ]);
    await w.okData(await w.call("POST", "v1/commands/check_command", { id: command.id }));
    const bill = await plan(command.id, "bill");
    expect(bill.map((p) => [p.printer_id, p.copies])).toEqual([[tickets, 1]]);
    expect(bill[0]!.html).toContain("CUENTA");
    expect(bill[0]!.html).toContain("7,40 €");

    const paid = await w.okData(
      await w.call("POST", "v1/payments/by_price", { command: command.id, price: 2, credit_card: true }),
    );
    await w.okData(await w.call("POST", "v1/commands/print_split", { id: paid.payments[0]!.id }));
    const split = await plan(command.id, "ticket");
    expect(split[0]!.html).toContain("JUSTIFICANTE DE PAGO");
    expect(split[0]!.html).toContain("Pago a cuenta");

    const closed = await w.okData<Order>(
      await w.call("POST", "v1/commands/close_command", { id: command.id, tip_amount: 1, tendered: 10 }),
    );
    const [final] = await plan(command.id, "ticket");
    expect(final!.printer_id).toBe(tickets);
    const html = final!.html;
    expect(html).toContain("FACTURA SIMPLIFICADA");
    expect(html).toContain(closed.serial!);
    expect(html).toContain("Bar del Año");
    expect(html).toContain("NIF: B12345678");
    expect(html).toContain("¿Algo más?");
    // 2 × 2,20 at 10 % and 3,00 at 21 %: both rates with base and tax.
    expect(html).toMatch(/10 %\s+4,00\s+0,40\s+4,40/);
    expect(html).toMatch(/21 %\s+2,48\s+0,52\s+3,00/);
    expect(html).toContain("Tarjeta");
    expect(html).toContain("Efectivo");
    expect(html).toContain("Propina");
    // 5,40 € pending and 1,00 € of tip paid with 10 €.
    expect(html).toMatch(/Entregado\s+10,00 €/);
    expect(html).toMatch(/Cambio\s+3,60 €/);
  });

  it("reads with the same few statements whatever the order's size", async () => {
    let selects = 0;
    const counting = new Proxy(w.t.db, {
      get(target, property, receiver) {
        if (property === "select") selects += 1;
        return Reflect.get(target, property, receiver);
      },
    });
    const statementsFor = async (lines: number) => {
      const products = Array.from({ length: lines }, (_, index) =>
        index % 2 === 0 ? w.burgerLine(1, 1) : { id: w.menu.vino, qty: 1, details: `nota ${index}` },
      );
      const command = await w.openCommand(products);
      await w.okData(await w.call("POST", "v1/commands/close_command", { id: command.id }));
      selects = 0;
      await planPrintJob(counting, await lastJob(command.id, "kitchen"));
      const kitchenStatements = selects;
      selects = 0;
      await planPrintJob(counting, await lastJob(command.id, "ticket"));
      return [kitchenStatements, selects];
    };
    const small = await statementsFor(2);
    expect(await statementsFor(40)).toEqual(small);
    expect(Math.min(...small)).toBeGreaterThanOrEqual(5);
    expect(Math.max(...small)).toBeLessThanOrEqual(10);
  });

  it("prints nothing the per-channel flags turn off, unless staff ask for it", async () => {
    await w.okData(
      await w.call("PUT", "v1/settings/ticket", { kitchen_ticket_local: false, client_ticket_local: false }),
    );
    try {
      const command = await w.openCommand([{ id: w.menu.cana, qty: 1 }]);
      expect(await plan(command.id, "kitchen")).toEqual([]);
      await w.okData(await w.call("POST", "v1/commands/print_all", { id: command.id }));
      const reprinted = await plan(command.id, "kitchen");
      expect(reprinted.map((p) => p.printer_id)).toEqual([bar]);
      expect(reprinted[0]!.html).toContain("REIMPRESIÓN");

      await w.okData(await w.call("POST", "v1/commands/close_command", { id: command.id }));
      expect(await plan(command.id, "ticket")).toEqual([]);
      await w.okData(await w.call("POST", "v1/requests/print", { id: command.id, kind: "ticket" }));
      expect((await plan(command.id, "ticket")).map((p) => p.printer_id)).toEqual([tickets]);
    } finally {
      await w.okData(
        await w.call("PUT", "v1/settings/ticket", { kitchen_ticket_local: true, client_ticket_local: true }),
      );
    }
  });

  it("prints the local's logo at the top of client tickets, not on kitchen tickets", async () => {
    const logo = new PNG({ width: 240, height: 60 });
    logo.data.fill(0);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(PNG.sync.write(logo))], { type: "image/png" }), "logo.png");
    const uploaded = await w.t.app.inject({
      method: "PUT",
      url: "/api/v1/settings/global/images/logo",
      headers: w.admin,
      payload: form,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    try {
      const command = await w.openCommand([{ id: w.menu.cana, qty: 1 }]);
      const [kitchenTicket] = await plan(command.id, "kitchen");
      expect(kitchenTicket!.html).not.toContain("<img");
      await w.okData(await w.call("POST", "v1/commands/close_command", { id: command.id }));
      const [final] = await plan(command.id, "ticket");
      expect(final!.document.blocks[0]).toMatchObject({ type: "logo" });
      expect(final!.html).toContain('<img alt="" src="data:image/png;base64,');
      // 42 columns: two thirds of 504 dots, rounded down to 8, is 336; 240 fits as it is,
      // 30 bytes a row; 60 rows padded with white to 64, a multiple of 8 as printers need.
      const bytes = Buffer.from(final!.escpos);
      const raster = bytes.indexOf(Buffer.from([0x1d, 0x76, 0x30]));
      expect(raster).toBeGreaterThan(0);
      expect([...bytes.subarray(raster + 4, raster + 8)]).toEqual([30, 0, 64, 0]);
      expect(raster).toBeLessThan(bytes.indexOf(Buffer.from("Bar del A", "latin1")));
    } finally {
      await w.t.app.inject({
        method: "DELETE",
        url: "/api/v1/settings/global/images/logo",
        headers: w.admin,
      });
    }
  });

  it("prints lines no printer takes on the fallback, saying so, and nothing when the local does not print", async () => {
    const other = (await w.create("v1/categories", { name: "Cafés" })).id;
    const coffee = (await w.create("v1/products", { name: "Café", price: 1.2, category: other })).id;
    const command = await w.openCommand([{ id: coffee, qty: 1 }]);
    const [fallback, ...rest] = await plan(command.id, "kitchen");
    expect(rest).toEqual([]);
    expect(fallback!.printer_id).toBe(tickets);
    expect(fallback!.document.unrouted).toEqual([{ kind: "lines", category: "Cafés", zone: "Salón" }]);
    expect(fallback!.html).toContain("SIN IMPRESORA: Cafés en Salón");

    const printable = await w.openCommand([{ id: w.menu.cana, qty: 1 }]);
    const job = await lastJob(printable.id, "kitchen");
    await w.okData(await w.call("PUT", "v1/settings/ticket", { use_printer: false }));
    try {
      expect(await planPrintJob(w.t.db, job)).toEqual([]);
    } finally {
      await w.okData(await w.call("PUT", "v1/settings/ticket", { use_printer: true }));
    }
  });
});
