import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthHeaders } from "../../../test/factories";
import { createOrdersWorld, type OrdersWorld } from "../../../test/orders-kit";
import { DATABASES, type TestApp } from "../../../test/test-app";
import { printJobs, requests } from "./orders.schema";

describe.each(DATABASES)("orders engine: table commands on %s", (kind) => {
  let w: OrdersWorld;
  let t: TestApp;
  let waiter: AuthHeaders;
  let menu: OrdersWorld["menu"];
  const call: OrdersWorld["call"] = (...args) => w.call(...args);
  const okData = (response: Awaited<ReturnType<OrdersWorld["call"]>>) => w.okData(response);
  const refused: OrdersWorld["refused"] = (...args) => w.refused(...args);
  const newTable: OrdersWorld["newTable"] = (...args) => w.newTable(...args);
  const openCommand: OrdersWorld["openCommand"] = (...args) => w.openCommand(...args);
  const tableStatus: OrdersWorld["tableStatus"] = (...args) => w.tableStatus(...args);
  const burgerLine: OrdersWorld["burgerLine"] = (...args) => w.burgerLine(...args);

  beforeAll(async () => {
    w = await createOrdersWorld(kind);
    ({ t, waiter, menu } = w);
  });
  afterAll(() => t.close());

  describe("commands (table orders)", () => {
    it("opens a command priced from the menu, marks the table busy and refuses a second one", async () => {
      const table = await newTable(menu.terrace);
      const order = await okData(
        await call("POST", "v1/commands", {
          table,
          command_guests: 3,
          products: [
            { id: menu.cana, qty: 3 },
            { id: menu.vino, qty: 1 },
            { ...burgerLine(1, 2), details: "sin cebolla" },
          ],
        }),
      );
      expect(order).toMatchObject({
        kind: "local",
        type: "local",
        status: "solicitado",
        process_status: "solicited",
      });
      expect(order).toMatchObject({ table, command_guests: 3, soon_as_possible: false });
      // Terrace price of the caña (2.50), the burger with 2 × bacon (9.99 + 2.00).
      expect(order.products.map((line) => [line.product_name, line.qty, line.importe])).toEqual([
        ["Caña", 3, 7.5],
        ["Vino", 1, 3],
        ["Hamburguesa", 1, 11.99],
      ]);
      expect(order.products[2]!.items.map((item) => [item.name, item.qty, item.price])).toEqual([
        ["Al punto", 1, 0],
        ["Bacon", 2, 1],
      ]);
      expect(order.price).toBe(22.49);
      // Caña and burger at the global 10 %, wine at its own 21 %.
      expect(order.vat).toEqual([
        { iva: 10, base: 17.72, tax: 1.77, total: 19.49 },
        { iva: 21, base: 2.48, tax: 0.52, total: 3 },
      ]);
      expect(await tableStatus(table)).toBe("busy");
      // A second opening of the table is a new round of its command (issue 23).
      const again = await call("POST", "v1/commands", { table, products: [{ id: menu.cana, qty: 1 }] });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().data).toMatchObject({ id: order.id, joined: true });
      const got = await okData(await call("GET", `v1/commands/get_command?table=${table}`));
      expect(got.id).toBe(order.id);
    });

    it("refuses bad lines with a message per line and writes nothing", async () => {
      const before = await t.db.select().from(requests);
      const response = refused(
        await call("POST", "v1/commands", {
          table: await newTable(),
          products: [
            { id: menu.burger, qty: 1 },
            { id: 999_999, qty: 1 },
            { id: menu.inactive, qty: 1 },
          ],
        }),
      );
      expect(Object.keys(response.errors ?? {}).sort()).toEqual(["products.0", "products.1", "products.2"]);
      expect(response.errors?.["products.0"]?.[0]).toContain("Hamburguesa");
      expect(await t.db.select().from(requests)).toHaveLength(before.length);
      const tiny = refused(
        await call("POST", "v1/commands", {
          table: await newTable(),
          products: [{ id: menu.cana, qty: 0.001 }],
        }),
      );
      expect(tiny.errors?.["products.0.qty"]).toEqual(["Debe ser mayor que 0"]);
      refused(await call("POST", "v1/requests/local", { products: [{ id: menu.cana, qty: 1 }] }));
      const barWithTable = refused(
        await call("POST", "v1/requests/barra", { table: await newTable(), products: [{ id: menu.cana }] }),
      );
      expect(barWithTable.errors?.table).toBeDefined();
    });

    it("adds rounds, edits and deletes lines, and never removes paid units", async () => {
      const order = await openCommand([{ id: menu.cana, qty: 2 }]);
      const [cana] = order.products;
      const added = await okData(
        await call("PUT", `v1/commands/${order.id}`, {
          products: [
            { id: menu.vino, qty: 2 },
            { request_item: cana!.id, qty: 3, details: "bien fría" },
          ],
        }),
      );
      expect(added.products.map((line) => [line.product_name, line.qty])).toEqual([
        ["Caña", 3],
        ["Vino", 2],
      ]);
      expect(added.products[0]!.round).not.toBe(added.products[1]!.round);
      const jobs = await t.db.select().from(printJobs).where(eq(printJobs.request_id, order.id));
      expect(jobs.map((job) => job.kind)).toEqual(["kitchen", "kitchen"]);

      await okData(
        await call("POST", "v1/payments/by_products", {
          command: order.id,
          products: [{ request_item: cana!.id, qty: 2 }],
        }),
      );
      const removePaid = refused(
        await call("PUT", `v1/commands/${order.id}`, { products_to_delete: [cana!.id] }),
      );
      expect(removePaid.errors?.["products_to_delete.0"]?.[0]).toBe(
        "No se pueden quitar productos ya pagados",
      );
      refused(
        await call("PUT", `v1/commands/${order.id}`, { products: [{ request_item: cana!.id, qty: 1 }] }),
      );
      const vino = added.products[1]!;
      const after = await okData(
        await call("PUT", `v1/commands/${order.id}`, { products_to_delete: [vino.id] }),
      );
      expect(after.products.map((line) => line.product_name)).toEqual(["Caña"]);
      expect(after.price).toBe(6.6);
      const cancellations = await t.db.select().from(printJobs).where(eq(printJobs.request_id, order.id));
      expect(
        cancellations.filter((job) => job.kind === "cancellation").map((job) => [job.round_id, job.items]),
      ).toEqual([[vino.round, [{ request_item: vino.id, qty: 2 }]]]);
    });

    it("tells the kitchen which units of a sent round are no longer wanted", async () => {
      const order = await openCommand([
        { id: menu.cana, qty: 4 },
        { id: menu.vino, qty: 1 },
      ]);
      const [cana, vino] = order.products;
      await okData(
        await call("PUT", `v1/commands/${order.id}`, {
          products: [{ request_item: cana!.id, qty: 1 }],
          products_to_delete: [vino!.id],
        }),
      );
      const jobs = await t.db.select().from(printJobs).where(eq(printJobs.request_id, order.id));
      expect(jobs.map((job) => [job.kind, job.round_id, job.items])).toEqual([
        ["kitchen", cana!.round, []],
        [
          "cancellation",
          cana!.round,
          [
            { request_item: cana!.id, qty: 3 },
            { request_item: vino!.id, qty: 1 },
          ],
        ],
      ]);
    });

    it("pays by price and by products down to zero, restores, and closes with a tip and a serial", async () => {
      const order = await openCommand([
        { id: menu.cana, qty: 3 },
        { id: menu.vino, qty: 1 },
      ]);
      expect(order.price).toBe(9.6);
      expect(
        refused(await call("POST", "v1/payments/by_price", { command: order.id, price: 0 })).errors?.price,
      ).toEqual(["El importe a pagar debe ser mayor que 0"]);
      refused(await call("POST", "v1/payments/by_price", { command: order.id, price: 9.61 }));
      const half = await okData(
        await call("POST", "v1/payments/by_price", { command: order.id, price: 4.8, credit_card: true }),
      );
      expect([half.paid, half.pending]).toEqual([4.8, 4.8]);
      const restored = await okData(
        await call("POST", "v1/commands/restore_payment", { id: half.payments[0]!.id }),
      );
      expect([restored.paid, restored.pending]).toEqual([0, 9.6]);
      refused(await call("POST", "v1/commands/restore_payment", { id: half.payments[0]!.id }));

      const cana = order.products[0]!;
      const one = await okData(
        await call("POST", "v1/payments/by_products", {
          command: order.id,
          products: [{ request_item: cana.id, qty: 1 }],
        }),
      );
      expect(one.paid).toBe(2.2);
      refused(
        await call("POST", "v1/payments/by_products", {
          command: order.id,
          products: [{ request_item: cana.id, qty: 3 }],
        }),
      );
      const rest = await okData(
        await call("POST", "v1/payments/by_products", {
          command: order.id,
          products: [
            { request_item: cana.id, qty: 2 },
            { request_item: order.products[1]!.id, qty: 1 },
          ],
        }),
      );
      expect(rest.pending).toBe(0);
      const closed = await okData(
        await call("POST", "v1/commands/close_command", { id: order.id, tip_amount: 1.5, credit_card: true }),
      );
      expect(closed).toMatchObject({
        status: "payed",
        tip_amount: 1.5,
        tip_option: "other",
        paid: 9.6,
        pending: 0,
      });
      expect(closed.serial).toMatch(/^T\d{4}-\d{6}$/);
      expect(await tableStatus(closed.table!)).toBe("available");
      expect(refused(await call("POST", "v1/commands/close_command", { id: order.id })).message).toBe(
        "El pedido ya está cerrado",
      );
      refused(await call("PUT", `v1/commands/${order.id}`, { products: [{ id: menu.cana, qty: 1 }] }));
    });

    it("splits by products only without a global discount, and the discount needs its permission", async () => {
      const order = await openCommand([{ id: menu.cana, qty: 2 }]);
      refused(
        await call("PUT", `v1/commands/${order.id}`, { discount: { type: "percent", value: 10 } }, waiter),
        403,
      );
      const discounted = await okData(
        await call("PUT", `v1/commands/${order.id}`, { discount: { type: "percent", value: 10 } }),
      );
      expect(discounted.price).toBe(3.96);
      const split = refused(
        await call("POST", "v1/payments/by_products", {
          command: order.id,
          products: [{ request_item: order.products[0]!.id, qty: 1 }],
        }),
      );
      expect(split.errors?.products?.[0]).toBe("No se puede dividir por productos con un descuento global");
      const byPrice = await okData(
        await call("POST", "v1/payments/by_price", { command: order.id, price: 3.96 }),
      );
      expect(byPrice.pending).toBe(0);
      refused(await call("PUT", `v1/commands/${order.id}`, { discount: { type: "percent", value: 50 } }));
      const lines = refused(
        await call("PUT", `v1/commands/${order.id}`, {
          discount: { type: "amount", value: 1 },
          all_discounted: false,
        }),
      );
      expect(lines.errors?.discount?.[0]).toContain("importe");
    });

    it("moves a command to a free table, never the same or a busy one", async () => {
      const order = await openCommand([{ id: menu.cana, qty: 1 }]);
      const from = order.table!;
      expect(
        refused(await call("POST", "v1/commands/change_table", { id: order.id, new_table: from })).errors,
      ).toEqual({
        new_table: ["Elige otra mesa: es la misma"],
      });
      const busy = await openCommand([{ id: menu.cana, qty: 1 }]);
      refused(await call("POST", "v1/commands/change_table", { id: order.id, new_table: busy.table }));
      const free = await newTable(menu.terrace);
      const moved = await okData(
        await call("POST", "v1/commands/change_table", { id: order.id, new_table: free }),
      );
      expect(moved.table).toBe(free);
      expect([await tableStatus(from), await tableStatus(free)]).toEqual(["available", "busy"]);
    });

    it("fuses two tables after a warning, dropping discounts and partial payments", async () => {
      const a = await openCommand([{ id: menu.cana, qty: 2 }]);
      const b = await openCommand([{ id: menu.vino, qty: 1 }], { command_guests: 2 });
      await okData(await call("POST", "v1/payments/by_price", { command: b.id, price: 1 }));
      const warning = refused(await call("POST", "v1/commands/fuse", { id: a.id, command: b.id }));
      expect(warning.code).toBe("orders.fuse_loses_payments");
      expect((await okData(await call("GET", `v1/commands/${b.id}`))).paid).toBe(1);
      const fused = await okData(
        await call("POST", "v1/commands/fuse", { id: a.id, command: b.id, confirm: true }),
      );
      expect(fused.products.map((line) => line.product_name)).toEqual(["Caña", "Vino"]);
      expect(fused).toMatchObject({ price: 7.4, paid: 0, command_guests: 3 });
      const gone = await okData(await call("GET", `v1/commands/${b.id}`));
      expect(gone.status).toBe("invalidated");
      expect(await tableStatus(b.table!)).toBe("available");
    });

    it("prints the bill (table pending payment) and goes back to busy when more is ordered", async () => {
      const order = await openCommand([{ id: menu.cana, qty: 1 }]);
      await okData(await call("POST", "v1/commands/check_command", { id: order.id }));
      expect(await tableStatus(order.table!)).toBe("pendingPay");
      await okData(await call("PUT", `v1/commands/${order.id}`, { products: [{ id: menu.cana, qty: 1 }] }));
      expect(await tableStatus(order.table!)).toBe("busy");
    });

    it("closes without payment only with its permission, and the serial still counts", async () => {
      const order = await openCommand([{ id: menu.cana, qty: 1 }], {}, waiter);
      refused(await call("POST", "v1/commands/close_command_without_payment", { id: order.id }, waiter), 403);
      const closed = await okData(
        await call("POST", "v1/commands/close_command_without_payment", { id: order.id }),
      );
      expect(closed).toMatchObject({ status: "finished", paid: 0 });
      expect(closed.serial).toMatch(/^T\d{4}-\d{6}$/);
    });
  });
});
