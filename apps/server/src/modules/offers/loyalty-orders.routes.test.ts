import { and, desc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tpvIdOf } from "../../../test/factories";
import { createOrdersWorld, type OrdersWorld } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";
import { printJobs } from "../orders/orders.schema";
import { planPrintJob } from "../printing/tickets/plan-print-job";
import { offerUses } from "./offers.schema";

/** A Wednesday morning in Madrid. */
const now = new Date("2026-06-10T08:00:00Z");

interface Loyalty {
  balance: number;
  entries: Array<{ kind: string; points: number; request: number; serial: string | null }>;
  offers_used: Array<{ code: string; request: number | null; released: boolean }>;
}

describe.each(DATABASES)("offer codes on orders and loyalty points on %s", (kind) => {
  let w: OrdersWorld;
  let serial = 0;
  beforeAll(async () => {
    w = await createOrdersWorld(kind, { clock: () => now });
  });
  afterAll(() => w.t.close());

  const offer = (body: Record<string, unknown>) =>
    w.create("v1/offers", {
      name: "Oferta",
      code: `CODE-${++serial}`,
      price: 10,
      start_date: "2026-06-08",
      end_date: "2026-06-14",
      ...body,
    });
  const client = async () => (await w.create("v1/clients", { first_name: `Cliente ${++serial}` })).id;
  const bar = (body: Record<string, unknown> = {}) =>
    w.call("POST", "v1/requests/barra", { products: [{ id: w.menu.vino, qty: 2 }], ...body }, w.waiter);
  const close = (id: number, body: Record<string, unknown> = {}) =>
    w.call("POST", "v1/requests/close", { id, ...body }, w.waiter);
  const loyalty = async (id: number) => w.okData<Loyalty>(await w.call("GET", `v1/loyalty/clients/${id}`));
  const liveUses = async (offerId: number) =>
    (
      await w.t.db
        .select({ id: offerUses.id })
        .from(offerUses)
        .where(and(eq(offerUses.offer_id, offerId), isNull(offerUses.released_at)))
    ).length;

  it("applies a code typed on an open order, shows its discount, and takes it off again", async () => {
    await offer({ code: "DIEZ", price: 10 });
    const order = await w.okData(await bar());
    expect(order.price).toBe(6);
    const withCode = await w.okData(
      await w.call("PUT", `v1/requests/barra/${order.id}`, { promotion: "diez" }, w.waiter),
    );
    expect(withCode).toMatchObject({
      price: 5.4,
      discount: { type: "percent", value: 10 },
      discount_amount: 0.6,
    });
    expect(withCode.promotion).toBeTypeOf("number");
    expect(withCode.promotion_code).toBe("DIEZ");
    // The printed ticket names the code beside its discount.
    const caja = await tpvIdOf(w.t.db, w.local.id, "caja");
    await w.create("v1/printers", { name: "Tickets", connection: "virtual", main_tpv: caja });
    await w.okData(await w.call("POST", "v1/requests/print", { id: order.id, kind: "ticket" }, w.waiter));
    const [job] = await w.t.db
      .select()
      .from(printJobs)
      .where(eq(printJobs.request_id, order.id))
      .orderBy(desc(printJobs.id))
      .limit(1);
    const [printed] = await planPrintJob(w.t.db, job!);
    expect(printed?.html).toContain("Descuento DIEZ");
    expect(printed?.html).toContain("-0,60");
    const without = await w.okData(
      await w.call("PUT", `v1/requests/barra/${order.id}`, { promotion: null }, w.waiter),
    );
    expect(without).toMatchObject({ price: 6, discount: null, promotion: null, promotion_code: null });
    const unknown = w.refused(
      await w.call("PUT", `v1/requests/barra/${order.id}`, { promotion: "NADA-1" }, w.waiter),
    );
    expect(unknown.code).toBe("offers.invalid_code");
    expect(unknown.message).toBe("Código de oferta no válido");
  });

  it("refuses a code outside its dates, in words, and changes nothing", async () => {
    await offer({ code: "JULIO", start_date: "2026-07-01", end_date: "2026-07-31" });
    await offer({ code: "MAYO", start_date: "2026-05-01", end_date: "2026-05-31" });
    for (const code of ["JULIO", "MAYO"]) {
      const refused = w.refused(await bar({ promotion: code }));
      expect(refused.code).toBe("offers.cannot_use");
      expect(refused.errors?.code?.[0]).toMatch(/2026/);
    }
    const order = await w.okData(await bar());
    w.refused(await w.call("PUT", `v1/requests/barra/${order.id}`, { promotion: "JULIO" }, w.waiter));
    expect((await w.okData(await w.call("GET", `v1/requests/${order.id}`))).promotion).toBeNull();
  });

  it("counts a use when the order is paid, per client, and gives it back when the order is invalidated", async () => {
    const once = await offer({ code: "UNA-VEZ", limit_uses_client: 1 });
    const [ana, bea] = [await client(), await client()];
    const first = await w.okData(await bar({ client: ana, promotion: "UNA-VEZ" }));
    // Not paid yet: the code still answers for the same client.
    expect(
      (await w.call("POST", "v1/promotions/is_enabled", { code: "una-vez", client: ana })).statusCode,
    ).toBe(200);
    await w.okData(await close(first.id));
    expect(await liveUses(once.id)).toBe(1);
    const again = w.refused(
      await w.call("POST", "v1/promotions/is_enabled", { code: "UNA-VEZ", client: ana }),
    );
    expect(again.code).toBe("offers.cannot_use");
    expect(again.message).toBe("No se puede usar el código");
    w.refused(await bar({ client: ana, promotion: "UNA-VEZ" }));
    expect(
      (await w.call("POST", "v1/promotions/is_enabled", { code: "UNA-VEZ", client: bea })).statusCode,
    ).toBe(200);
    expect((await loyalty(ana)).offers_used).toMatchObject([
      { code: "UNA-VEZ", request: first.id, released: false },
    ]);
    await w.okData(await w.call("POST", "v1/requests/invalidate", { id: first.id }));
    expect(await liveUses(once.id)).toBe(0);
    expect((await loyalty(ana)).offers_used[0]?.released).toBe(true);
    expect(
      (await w.call("POST", "v1/promotions/is_enabled", { code: "UNA-VEZ", client: ana })).statusCode,
    ).toBe(200);
  });

  it("refuses the payment of a code used up by others since it was applied", async () => {
    await offer({ code: "ULTIMA", limit_uses: 1 });
    const a = await w.okData(await bar({ promotion: "ULTIMA" }));
    const b = await w.okData(await bar({ promotion: "ULTIMA" }));
    await w.okData(await close(a.id));
    const refused = w.refused(await close(b.id));
    expect(refused.code).toBe("offers.cannot_use");
    expect((await w.okData(await w.call("GET", `v1/requests/${b.id}`))).status).toBe("solicitado");
    // Taking the code off lets the bill be paid in full.
    await w.okData(await w.call("PUT", `v1/requests/barra/${b.id}`, { promotion: null }, w.waiter));
    expect((await w.okData(await close(b.id))).price).toBe(6);
  });

  it("gives a ten-use code to exactly ten of twenty bills paid at once", async () => {
    const ten = await offer({ code: "DIEZ-USOS", limit_uses: 10 });
    const orders = [];
    for (let i = 0; i < 20; i += 1) orders.push(await w.okData(await bar({ promotion: "DIEZ-USOS" })));
    const replies = await Promise.all(orders.map((order) => close(order.id)));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    for (const reply of replies.filter((r) => r.statusCode === 400))
      expect(reply.json().code).toBe("offers.cannot_use");
    expect(await liveUses(ten.id)).toBe(10);
  });

  it("earns 2 points per euro of goods, not of the tip, and takes them back on invalidation", async () => {
    const carla = await client();
    // Two wines at 3: 6 of goods, a tip of 1.
    const order = await w.okData(await bar({ client: carla }));
    const paid = await w.okData(await close(order.id, { tip_amount: 1 }));
    expect(paid.status).toBe("payed");
    let mine = await loyalty(carla);
    expect(mine.balance).toBe(12);
    expect(mine.entries).toMatchObject([
      { kind: "earned", points: 12, request: order.id, serial: paid.serial },
    ]);
    await w.okData(await w.call("POST", "v1/requests/invalidate", { id: order.id }));
    mine = await loyalty(carla);
    expect(mine.balance).toBe(0);
    expect(mine.entries.map((entry) => [entry.kind, entry.points])).toEqual([
      ["reversed", -12],
      ["earned", 12],
    ]);
  });

  it("prints an offer's QR card and keeps loyalty reads to the local and the roles", async () => {
    const card = await offer({ code: "TARJETA", discount_type: "amount", price: 5 });
    const pdf = await w.call("GET", `v1/offers/${card.id}/qr`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await w.call("GET", "v1/offers/999999/qr")).statusCode).toBe(404);
    expect((await w.call("GET", `v1/offers/${card.id}/qr`, undefined, w.cook)).statusCode).toBe(403);
    expect((await w.call("GET", "v1/loyalty/clients/999999")).statusCode).toBe(404);
    expect(
      (await w.call("GET", `v1/loyalty/clients/${await client()}`, undefined, w.waiter)).statusCode,
    ).toBe(200);
  });
});
