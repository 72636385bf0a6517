import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrdersWorld, type OrdersWorld } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";
import { mailOutbox } from "../../platform/mail/mail.schema";
import { printJobs } from "./orders.schema";

/**
 * Issue 22 finding 7: sending or printing a client's ticket is a cashier's act. The kitchen
 * sees every order to cook it, but e-mails and client tickets are refused to it; it may still
 * send its own kitchen tickets again.
 */
describe.each(DATABASES)("who may send a client's ticket on %s", (kind) => {
  let w: OrdersWorld;
  beforeAll(async () => {
    w = await createOrdersWorld(kind);
  });
  afterAll(() => w.t.close());

  it("refuses the kitchen every ticket e-mail and client ticket, and writes nothing", async () => {
    const command = await w.openCommand([{ id: w.menu.cana, qty: 1 }]);
    const bar = await w.okData(
      await w.call("POST", "v1/requests/barra", { products: [{ id: w.menu.vino, qty: 1 }] }),
    );
    const paid = await w.okData(
      await w.call("POST", "v1/payments/by_price", { command: command.id, price: 1, total_price: 2.2 }),
    );
    const payment = paid.payments[0]!;
    const mailsBefore = await w.t.db.select().from(mailOutbox);
    const jobsBefore = await w.t.db.select().from(printJobs);

    const asCook = [
      ["v1/requests/ticket_email", { id: bar.id, email: "ladron@example.com" }],
      ["v1/requests/domicile_pickup_ticket_email", { id: bar.id, email: "ladron@example.com" }],
      ["v1/commands/local_ticket_email", { id: command.id, email: "ladron@example.com" }],
      ["v1/commands/local_ticket_email_split", { id: payment.id, email: "ladron@example.com" }],
      ["v1/requests/print", { id: bar.id, kind: "ticket" }],
      ["v1/commands/print_split", { id: payment.id }],
    ] as const;
    for (const [url, body] of asCook) {
      const refused = w.refused(await w.call("POST", url, body, w.cook), 403);
      expect(refused.code, url).toBe("auth.forbidden");
    }
    expect(await w.t.db.select().from(mailOutbox)).toEqual(mailsBefore);
    expect(await w.t.db.select().from(printJobs)).toEqual(jobsBefore);

    // Its own kitchen tickets, again, are the kitchen's to print.
    await w.okData(await w.call("POST", "v1/requests/print", { id: bar.id, kind: "kitchen" }, w.cook));
  });

  it("lets a waiter e-mail and print a client's ticket", async () => {
    const bar = await w.okData(
      await w.call("POST", "v1/requests/barra", { products: [{ id: w.menu.vino, qty: 1 }] }),
    );
    await w.okData(
      await w.call("POST", "v1/requests/ticket_email", { id: bar.id, email: "ana@example.com" }, w.waiter),
    );
    await w.okData(await w.call("POST", "v1/requests/print", { id: bar.id, kind: "ticket" }, w.waiter));
    const mails = await w.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "ana@example.com"));
    expect(mails).toHaveLength(1);
  });
});
