import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrdersWorld, Row } from "../../../test/orders-kit";
import { createStockWorld, type StockWorld } from "../../../test/stock-kit";
import { DATABASES } from "../../../test/test-app";

describe.each(DATABASES)("purchase orders on %s", (kind) => {
  let s: StockWorld;
  let w: OrdersWorld;
  let warehouse: StockWorld["warehouse"];
  let provider: StockWorld["provider"];
  let flour: number;
  let cheese: number;
  const patch = (...args: Parameters<StockWorld["patch"]>) => s.patch(...args);

  beforeAll(async () => {
    s = await createStockWorld(kind);
    ({ w, warehouse, provider, flour, cheese } = s);
  }, 120_000);
  afterAll(() => w?.t.close());

  describe("purchase orders", () => {
    it("converts a purchase order into a pending purchase of the default warehouse, once", async () => {
      const order = await w.create("v1/purchase_orders", {
        provider_uuid: provider.uuid,
        date: "2026-11-22",
        products: [{ ingredient: cheese, qty: 1, unit: "kg", price: 12, iva: 10 }],
      });
      expect(order.serial).toMatch(/^P-\d{4}$/);
      expect(order.total_price).toBe(13.2);
      const converted = await w.okData<{ purchase_order: Row; purchase: Row }>(
        await patch(`v1/purchase_orders/${order.id}`, { status: "converted" }),
      );
      expect(converted.purchase_order).toMatchObject({
        status: "converted",
        purchase_id: converted.purchase.id,
      });
      expect(converted.purchase).toMatchObject({
        status: "pending",
        stock_uuid: warehouse.uuid,
        provider_uuid: provider.uuid,
        total_price: 13.2,
      });
      const again = w.refused(await patch(`v1/purchase_orders/${order.id}`, { status: "converted" }));
      expect(again.errors?.status?.[0]).toContain("ya se convirtió");
    });

    it("e-mails a purchase order through the outbox, and refuses a provider without e-mail", async () => {
      const order = await w.create("v1/purchase_orders", {
        provider_uuid: provider.uuid,
        date: "2026-11-23",
        products: [{ ingredient: flour, qty: 25, unit: "kg", price: 0.9 }],
      });
      const sent = await w.okData<{ to: string }>(
        await w.call("POST", "v1/bars_stocks/stock_purchase_orders_email", { id: order.id }),
      );
      expect(sent.to).toBe("pedidos@harinas.example");
      const found = await w.t.db.execute(
        sql`select "to", subject, text from mail_outbox where local_id = ${w.local.id} order by id desc limit 1`,
      );
      const [mail] = (found as unknown as { rows: Array<{ to: string; subject: string; text: string }> })
        .rows;
      expect(mail).toMatchObject({ to: "pedidos@harinas.example", subject: `Pedido ${order.serial}` });
      expect(mail!.text).toContain("Harina: 25 kg");
      expect(mail!.text).toContain("Total: 22,50");
      const outbox = (await w.call("GET", "v1/mail_outbox")).json().data.results as Array<
        Row & { attachments: Array<{ filename: string; content_type: string; size: number }> }
      >;
      expect(outbox[0]!.attachments).toEqual([
        { filename: `Pedido-${order.serial}.pdf`, content_type: "application/pdf", size: expect.any(Number) },
      ]);
      const stored = await w.t.db.execute(sql`select content from mail_attachments order by id desc limit 1`);
      const [file] = (stored as unknown as { rows: Array<{ content: Uint8Array }> }).rows;
      expect(Buffer.from(file!.content).subarray(0, 5).toString()).toBe("%PDF-");
      expect((await w.call("GET", `v1/purchase_orders/${order.id}`)).json().data.emailed_at).not.toBeNull();

      const silent = await w.create("v1/providers", { name: "Sin correo" });
      const other = await w.create("v1/purchase_orders", {
        provider_uuid: silent.uuid,
        date: "2026-11-23",
        products: [{ ingredient: flour, qty: 1, unit: "kg", price: 1 }],
      });
      const refused = w.refused(
        await w.call("POST", "v1/bars_stocks/stock_purchase_orders_email", { id: other.id }),
      );
      expect(refused.errors?.provider_uuid?.[0]).toBe(
        "El proveedor no tiene correo: no puede recibir pedidos por correo",
      );
      for (const url of [
        "v1/bars_stocks/purchase_orders/download",
        "v1/bars_stocks/purchases/download",
        "v1/bars_stocks/products/download?item_type=product",
      ]) {
        const file = await w.call("GET", url);
        expect(file.statusCode, url).toBe(200);
        expect(file.headers["content-type"]).toContain("spreadsheetml");
        expect(file.rawPayload.subarray(0, 2).toString()).toBe("PK");
      }
      const pdf = await w.call("POST", "v1/bars_stocks/stock_purchase_orders_pdf", { id: order.id });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    });
  });

  describe("suggested purchase orders", () => {
    it("asks each ingredient under its minimum from the provider it was last bought from", async () => {
      // Flour (minimum 5 kg) is bought from Harinas Paco, then brought to 3 kg by a count.
      await s.receive("2026-11-21", [{ ingredient: flour, qty: 10, unit: "kg", price: 1.2 }]);
      await w.okData(
        await w.call("POST", "v1/stock_counts", {
          stock_uuid: warehouse.uuid,
          lines: [{ ingredient: flour, qty: 3 }],
        }),
      );
      const never = (await w.create("v1/ingredients", { name: "Azafrán", unit: "g", min_stock: 10 })).id;
      const suggested = await w.okData<{ created: Row[]; without_provider: string[] }>(
        await w.call("POST", "v1/purchase_orders/suggest", { warehouse_uuid: warehouse.uuid }),
      );
      const order = suggested.created.find((row) => row.provider_uuid === provider.uuid)!;
      expect(order).toMatchObject({ status: "pending", serial: expect.stringMatching(/^P-\d{4}$/) });
      expect(order.products).toContainEqual(
        expect.objectContaining({ ingredient: flour, qty: 2, unit: "kg" }),
      );
      expect(suggested.without_provider).toContain("Azafrán");
      expect(never).toBeGreaterThan(0);
    });
  });
});
