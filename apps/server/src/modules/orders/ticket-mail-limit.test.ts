import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLocal } from "../../../test/factories";
import { createOrdersWorld, type Order, type OrdersWorld } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";
import { mailOutbox } from "../../platform/mail/mail.schema";
import { TICKET_MAIL_LIMIT } from "./ticket-mail-limit";

describe.each(DATABASES)("ticket mail limit on %s", (kind) => {
  let w: OrdersWorld;
  let order: Order;
  let paymentId: number;
  beforeAll(async () => {
    w = await createOrdersWorld(kind);
    order = await w.openCommand([
      { id: w.menu.cana, qty: 2 },
      { id: w.menu.vino, qty: 1 },
    ]);
    const paid = await w.okData(
      await w.call("POST", "v1/payments/by_products/delivery", {
        command: order.id,
        products: [{ request_item: order.products[1]!.id, qty: 1 }],
      }),
    );
    paymentId = paid.payments[0]!.id;
  });
  afterAll(() => w.t.close());

  const queue = (localId: number, n: number, kind: "ticket" | null = "ticket") =>
    w.t.db.insert(mailOutbox).values(
      Array.from({ length: n }, (_, i) => ({
        local_id: localId,
        kind,
        to: `queued${i}@example.com`,
        subject: "s",
        text: "t",
      })),
    );
  const ticketMails = async () =>
    (
      await w.t.db
        .select({ n: count() })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.local_id, w.local.id), eq(mailOutbox.kind, "ticket")))
    )[0]!.n;
  const calls = () => [
    w.call("POST", "v1/requests/ticket_email", { id: order.id, email: "a@example.com" }),
    w.call("POST", "v1/requests/domicile_pickup_ticket_email", { id: order.id, email: "a@example.com" }),
    w.call("POST", "v1/commands/local_ticket_email", { id: order.id, email: "a@example.com" }),
    w.call("POST", "v1/commands/local_ticket_email_split", { id: paymentId, email: "a@example.com" }),
  ];

  it("refuses a local's ticket mails past the limit in the window, on every ticket mail route", async () => {
    // Other mails of the local and other locals' ticket mails do not count.
    await queue(w.local.id, 10, null);
    await queue((await buildLocal(w.t.db, { roles: [] })).id, TICKET_MAIL_LIMIT.max);
    await queue(w.local.id, TICKET_MAIL_LIMIT.max - 1);
    await w.okData(
      await w.call("POST", "v1/requests/ticket_email", { id: order.id, email: "last@example.com" }),
    );
    const before = await ticketMails();
    expect(before).toBe(TICKET_MAIL_LIMIT.max);

    for (const response of await Promise.all(calls())) {
      expect(response.statusCode, response.body).toBe(429);
      expect(response.json()).toEqual({
        complete: false,
        kind: "RATE_LIMIT_ERROR",
        code: TICKET_MAIL_LIMIT.code,
        message: `Se han enviado demasiados tickets por correo: como máximo ${TICKET_MAIL_LIMIT.max} cada ${TICKET_MAIL_LIMIT.minutes} minutos. Inténtalo más tarde`,
      });
    }
    expect(await ticketMails()).toBe(before);
  });

  it("sends again once the window has passed", async () => {
    await w.t.db
      .update(mailOutbox)
      .set({ created_at: sql`now() - make_interval(mins => ${TICKET_MAIL_LIMIT.minutes + 1})` })
      .where(eq(mailOutbox.local_id, w.local.id));
    for (const response of await Promise.all(calls())) {
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});
