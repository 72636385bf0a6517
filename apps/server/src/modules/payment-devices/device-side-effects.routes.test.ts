import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDevicesWorld, type DevicesWorld } from "../../../test/devices-kit";
import { tpvIdOf } from "../../../test/factories";
import { DATABASES } from "../../../test/test-app";
import { printJobs } from "../orders/orders.schema";
import { drawerOpenings } from "../printing/printing.schema";
import { planPrintJob } from "../printing/tickets/plan-print-job";

/**
 * What a device payment does besides the payment row (issue 32): the cash machine keeps the
 * cash, so the till's drawer stays shut; the card slip the terminal gives is printed under the
 * ticket; a bar order charged on a device reaches the kitchen
 * only once it is paid.
 */
describe.each(DATABASES)("side effects of device payments on %s", (kind) => {
  let w: DevicesWorld;
  beforeAll(async () => {
    w = await createDevicesWorld(kind);
    await w.okData(await w.call("PUT", "v1/settings/ticket", { use_printer: true }));
    const caja = await tpvIdOf(w.t.db, w.local.id, "caja");
    const printer = await w.create("v1/printers", { name: "Caja", connection: "virtual", main_tpv: caja });
    await w.create("v1/cashiers", { name: "Cajón", printer: printer.id });
  });
  afterAll(() => w?.close());

  const openingsOf = async (requestId: number) =>
    (await w.t.db.select().from(drawerOpenings).where(eq(drawerOpenings.request_id, requestId))).length;
  const kitchenJobsOf = async (requestId: number) =>
    (
      await w.t.db
        .select()
        .from(printJobs)
        .where(and(eq(printJobs.request_id, requestId), eq(printJobs.kind, "kitchen")))
    ).length;
  const barOrder = async () =>
    w.okData(
      await w.call("POST", "v1/requests/barra", {
        products: [{ id: w.menu.cana, qty: 2 }],
        pay_on_device: true,
      }),
    );

  it("a payment in the cash machine leaves the drawer shut; one at the till opens it", async () => {
    w.cash.setOutcome("pay");
    w.cash.setTendered(undefined);
    const byMachine = await w.openCommand([{ id: w.menu.cana, qty: 2 }]);
    const part = await w.charged("cashmatic", { command: byMachine.id, mode: "price", price: 2 });
    await w.followUntil("cashmatic", part.id, "approved");
    const rest = await w.charged("cashmatic", { command: byMachine.id, mode: "all" });
    await w.followUntil("cashmatic", rest.id, "approved");
    expect(await w.order(byMachine.id)).toMatchObject({ status: "payed" });
    expect(await openingsOf(byMachine.id)).toBe(0);

    const atTill = await w.openCommand([{ id: w.menu.cana }]);
    await w.okData(await w.call("POST", "v1/commands/close_command", { id: atTill.id }));
    expect(await openingsOf(atTill.id)).toBe(1);
  });

  it("prints the terminal's card slip under the closing ticket, and none for cash", async () => {
    const ticketOf = async (requestId: number) => {
      const [job] = await w.t.db
        .select()
        .from(printJobs)
        .where(and(eq(printJobs.request_id, requestId), eq(printJobs.kind, "ticket")))
        .orderBy(desc(printJobs.id))
        .limit(1);
      expect(job, "a ticket job").toBeDefined();
      const [planned] = await planPrintJob(w.t.db, job!);
      return planned!.html;
    };
    w.dojo.setOutcome("signature");
    const byCard = await w.openCommand([{ id: w.menu.vino }]);
    const started = await w.charged("dojo", { command: byCard.id, mode: "all", tip_amount: 0.5 });
    await w.followUntil("dojo", started.id, "signature");
    await w.call("POST", "v1/payments/dojo/confirmation", { id: started.id, accepted: true });
    await w.followUntil("dojo", started.id, "approved");
    const html = await ticketOf(byCard.id);
    expect(html).toContain("CUSTOMER COPY");
    expect(html).toContain("AUTH CODE:A1B2C3");
    expect(html).toContain("SIGNATURE VERIFIED");
    expect(html).toContain("EUR 3.50");
    // The slip comes after the ticket's own lines.
    expect(html.indexOf("CUSTOMER COPY")).toBeGreaterThan(html.indexOf("Vino"));

    w.cash.setOutcome("pay");
    const byCash = await w.openCommand([{ id: w.menu.vino }]);
    const cash = await w.charged("cashmatic", { command: byCash.id, mode: "all" });
    await w.followUntil("cashmatic", cash.id, "approved");
    expect(await ticketOf(byCash.id)).not.toContain("CUSTOMER COPY");
  });

  it("a bar order charged on the terminal goes to the kitchen once the card is approved", async () => {
    w.dojo.setOutcome("approve");
    const order = await barOrder();
    expect(await kitchenJobsOf(order.id)).toBe(0);
    const started = await w.charged("dojo", { command: order.id, mode: "all" });
    expect(await kitchenJobsOf(order.id)).toBe(0);
    await w.followUntil("dojo", started.id, "approved");
    expect(await kitchenJobsOf(order.id)).toBe(1);
  });

  it("a declined bar order stays open and unsent until the waiter charges it another way", async () => {
    w.dojo.setOutcome("decline");
    const order = await barOrder();
    const started = await w.charged("dojo", { command: order.id, mode: "all" });
    await w.followUntil("dojo", started.id, "declined");
    expect(await w.okData(await w.call("GET", `v1/requests/${order.id}`))).toMatchObject({
      status: "solicitado",
      pending: 4.4,
    });
    expect(await kitchenJobsOf(order.id)).toBe(0);
    await w.okData(await w.call("POST", "v1/requests/close", { id: order.id }));
    expect(await kitchenJobsOf(order.id)).toBe(1);
    expect(await openingsOf(order.id)).toBe(1);
  });

  it("a bar order paid as it is served goes to the kitchen at once, and only once", async () => {
    const order = await w.okData(
      await w.call("POST", "v1/requests/barra", { products: [{ id: w.menu.cana }] }),
    );
    expect(await kitchenJobsOf(order.id)).toBe(1);
    await w.okData(await w.call("POST", "v1/requests/close", { id: order.id }));
    expect(await kitchenJobsOf(order.id)).toBe(1);
  });
});
