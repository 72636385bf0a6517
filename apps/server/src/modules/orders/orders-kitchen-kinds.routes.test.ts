import { type RealtimeMessage, tpvChannel } from "@comanda/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthHeaders, type BuiltLocal, PASSWORD, userIdOf } from "../../../test/factories";
import { createOrdersWorld, type Order, type OrdersWorld, type Row } from "../../../test/orders-kit";
import { DATABASES, type TestApp } from "../../../test/test-app";
import { mailOutbox } from "../../platform/mail/mail.schema";
import { loyaltyPoints, requestEvents, requests } from "./orders.schema";

describe.each(DATABASES)("orders engine: kitchen, other kinds, reliability on %s", (kind) => {
  let w: OrdersWorld;
  let t: TestApp;
  let local: BuiltLocal;
  let admin: AuthHeaders;
  let waiter: AuthHeaders;
  let cook: AuthHeaders;
  let menu: OrdersWorld["menu"];
  const call: OrdersWorld["call"] = (...args) => w.call(...args);
  const create: OrdersWorld["create"] = (...args) => w.create(...args);
  const okData = (response: Awaited<ReturnType<OrdersWorld["call"]>>) => w.okData(response);
  const refused: OrdersWorld["refused"] = (...args) => w.refused(...args);
  const newTable: OrdersWorld["newTable"] = (...args) => w.newTable(...args);
  const openCommand: OrdersWorld["openCommand"] = (...args) => w.openCommand(...args);
  const tableStatus: OrdersWorld["tableStatus"] = (...args) => w.tableStatus(...args);
  const burgerLine: OrdersWorld["burgerLine"] = (...args) => w.burgerLine(...args);

  beforeAll(async () => {
    w = await createOrdersWorld(kind);
    ({ t, local, admin, waiter, cook, menu } = w);
  });
  afterAll(() => t.close());

  describe("kitchen flow", () => {
    it("moves a card one step at a time, per order, line and option, and the cook may do it", async () => {
      const order = await openCommand([burgerLine(1, 1), { id: menu.cana, qty: 1 }]);
      const skip = refused(
        await call(
          "POST",
          "v1/requests/change_process_status",
          { id: order.id, process_status: "toServe" },
          cook,
        ),
      );
      expect(skip.code).toBe("orders.illegal_process_status_transition");
      const started = await okData(
        await call(
          "POST",
          "v1/requests/change_process_status",
          { id: order.id, process_status: "inProcess" },
          cook,
        ),
      );
      expect(started.products.map((line) => line.process_status)).toEqual(["inProcess", "inProcess"]);
      const [burger, cana] = started.products;
      const served = await okData(
        await call("POST", "v1/requests/mark", { id: cana!.id, process_status: "toServe" }, cook),
      );
      expect(served.process_status).toBe("inProcess");
      await okData(
        await call("POST", "v1/requests/mark", { id: burger!.id, process_status: "toServe" }, cook),
      );
      const card = await okData(await call("GET", `v1/requests/${order.id}`, undefined, cook));
      expect(card.process_status).toBe("toServe");
      const bacon = burger!.items[1]!;
      const marked = await call(
        "POST",
        "v1/requests/markOption",
        {
          list_options: [{ request_item_id: burger!.id, rim_id: bacon.rim_id }],
          process_status: "toServe",
        },
        cook,
      );
      expect(marked.statusCode, marked.body).toBe(200);
      refused(
        await call(
          "POST",
          "v1/requests/markOption",
          { list_options: [{ request_item_id: cana!.id, rim_id: bacon.rim_id }], process_status: "toServe" },
          cook,
        ),
      );
      refused(await call("POST", "v1/commands", { table: await newTable(), products: [] }, cook), 403);
    });
  });

  describe("other kinds, web orders and loyalty", () => {
    it("takes a bar order and closes it as paid", async () => {
      const order = await okData(
        await call("POST", "v1/requests/barra", { products: [{ id: menu.cana, qty: 2 }] }),
      );
      expect(order).toMatchObject({ kind: "barra", type: "bar", table: null, price: 4.4 });
      const closed = await okData(await call("POST", "v1/requests/close", { id: order.id }));
      expect(closed.status).toBe("payed");
      expect(closed.payments.map((payment) => [payment.price, payment.payment_type])).toEqual([
        [4.4, "cash"],
      ]);
    });

    it("checks a pickup or delivery order's client and address", async () => {
      const noClient = refused(
        await call("POST", "v1/requests/domicilio", { products: [{ id: menu.cana, qty: 1 }] }),
      );
      expect(Object.keys(noClient.errors ?? {}).sort()).toEqual(["address", "client"]);
      const client = await create("v1/clients", {
        first_name: "Ana",
        email: "ana@example.com",
        addresses: [{ address: "Calle Mayor 1", principal: true }],
      });
      const other = await create("v1/clients", { first_name: "Otro", addresses: [{ address: "Lejos 2" }] });
      const foreignAddress = (other.addresses as Row[])[0]!.id;
      const wrong = refused(
        await call("POST", "v1/requests/domicilio", {
          client: client.id,
          address: foreignAddress,
          products: [{ id: menu.cana, qty: 1 }],
        }),
      );
      expect(wrong.errors?.address?.[0]).toBe("La dirección no es de ese cliente");
      const delivery = await okData(
        await call("POST", "v1/requests/domicilio", {
          client: client.id,
          products: [{ id: menu.cana, qty: 1 }],
        }),
      );
      expect(delivery).toMatchObject({
        kind: "domicilio",
        type: "domicile",
        address: (client.addresses as Row[])[0]!.id,
      });
    });

    it("keeps a web pickup order waiting until accepted, and mails the customer when refused", async () => {
      const client = await create("v1/clients", { first_name: "Luis", email: "luis@example.com" });
      const web = await okData(
        await call("POST", "v1/requests/recoger", {
          client: client.id,
          from_client: true,
          products: [{ id: menu.cana, qty: 1 }],
        }),
      );
      expect(web.status).toBe("required");
      const accepted = await okData(
        await call("POST", "v1/requests/accept_invalidate", {
          id: web.id,
          is_accepted: true,
          order_time_delay: 15,
        }),
      );
      expect(accepted).toMatchObject({ status: "solicitado", is_accepted: true, order_time_delay: 15 });
      refused(await call("POST", "v1/requests/accept_invalidate", { id: web.id, is_accepted: true }));

      const second = await okData(
        await call("POST", "v1/requests/recoger", {
          client: client.id,
          from_client: true,
          products: [{ id: menu.cana, qty: 1 }],
        }),
      );
      // Refused from a screen in English: the client still reads the local's language.
      const refusedOrder = await okData(
        await call("POST", "v1/requests/accept_invalidate", { id: second.id, is_accepted: false }, {
          ...admin,
          "accept-language": "en",
        } as never),
      );
      expect(refusedOrder).toMatchObject({ status: "invalidated", is_accepted: false });
      const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "luis@example.com"));
      expect(mails.map((mail) => mail.subject)).toEqual([`Tu pedido ${second.id} ha sido cancelado`]);
    });

    it("gives 2 points per euro on a paid order with a client and takes them back on invalidation", async () => {
      const client = await create("v1/clients", { first_name: "Eva" });
      const order = await openCommand([burgerLine()], { client: client.id });
      const closed = await okData(await call("POST", "v1/commands/close_command", { id: order.id }));
      expect(closed.price).toBe(9.99);
      const points = async () =>
        (await t.db.select().from(loyaltyPoints).where(eq(loyaltyPoints.client_id, client.id))).reduce(
          (total, row) => total + row.points,
          0,
        );
      expect(await points()).toBe(19);
      refused(await call("POST", "v1/requests/invalidate", { id: order.id }, waiter), 403);
      const cancelled = await okData(await call("POST", "v1/requests/invalidate", { id: order.id }));
      expect(cancelled.status).toBe("invalidated");
      expect(await points()).toBe(0);
      refused(await call("POST", "v1/requests/invalidate", { id: order.id }));
    });
  });

  describe("reliability", () => {
    it("records who changed an order, from which till", async () => {
      const order = await openCommand([{ id: menu.cana, qty: 1 }], {}, waiter);
      await okData(await call("POST", "v1/commands/close_command", { id: order.id }));
      const rows = await t.db.select().from(requestEvents).where(eq(requestEvents.request_id, order.id));
      const waiterId = await userIdOf(t.db, local, "Camarero");
      const adminId = await userIdOf(t.db, local, "Admin");
      expect(rows.map((row) => [row.action, row.user_id, row.to_status])).toEqual([
        ["created", waiterId, "solicitado"],
        ["closed", adminId, "payed"],
      ]);
      expect(rows.every((row) => row.tpv_id !== null)).toBe(true);
    });

    it("records the manager whose override let a waiter invalidate an order", async () => {
      const order = await openCommand([{ id: menu.cana, qty: 1 }], {}, waiter);
      refused(await call("POST", "v1/commands/invalidate", { id: order.id }, waiter), 403);
      const granted = await call(
        "POST",
        "v1/auth/check_user_auth",
        { email: local.email("Admin"), password: PASSWORD, action: "orders.invalidate" },
        waiter,
      );
      expect(granted.statusCode, granted.body).toBe(200);
      await okData(await call("POST", "v1/commands/invalidate", { id: order.id }, waiter));
      const [event] = await t.db
        .select()
        .from(requestEvents)
        .where(and(eq(requestEvents.request_id, order.id), eq(requestEvents.action, "invalidated")));
      expect(event).toMatchObject({
        user_id: await userIdOf(t.db, local, "Camarero"),
        authorized_by: await userIdOf(t.db, local, "Admin"),
        from_status: "solicitado",
        to_status: "invalidated",
      });
      expect(await tableStatus(order.table!)).toBe("available");
    });

    it("publishes order and table events to the tills, and nothing for a refused call", async () => {
      const received: RealtimeMessage[] = [];
      const stop = t.realtime.subscribe(local.id, tpvChannel("barra"), (message) => received.push(message));
      try {
        const order = await openCommand([{ id: menu.cana, qty: 1 }]);
        refused(await call("POST", "v1/payments/by_price", { command: order.id, price: 100 }));
        await okData(await call("POST", "v1/commands/close_command", { id: order.id }));
        // Only this order's and its table's: on PostgreSQL an earlier test's notices may still arrive.
        const ours = () =>
          received.filter((message) => {
            const id = (message as { data?: { id?: number } }).data?.id;
            return message.type === "tables.status_changed" ? id === order.table : id === order.id;
          });
        await expect
          .poll(() => ours().map((message) => message.type), { timeout: 5000 })
          .toEqual(["tables.status_changed", "requests.created", "tables.status_changed", "requests.closed"]);
      } finally {
        stop();
      }
    });

    it("gives gap-free serials to concurrent closings", async () => {
      const orders = [];
      for (let i = 0; i < 6; i++) orders.push(await openCommand([{ id: menu.cana, qty: 1 }]));
      const closed = await Promise.all(
        orders.map((order) => call("POST", "v1/commands/close_command", { id: order.id })),
      );
      const serials = closed.map((response) => (response.json().data as Order).serial!);
      const numbers = serials.map((serial) => Number(serial.split("-")[1])).sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(6);
      expect(numbers.at(-1)! - numbers[0]!).toBe(5);
    });

    it("never loses a line, overpays or closes twice when tills act on one command at once", async () => {
      const order = await openCommand([{ id: menu.cana, qty: 1 }]);
      const adds = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          call("PUT", `v1/commands/${order.id}`, {
            products: [{ id: menu.vino, qty: 1, details: `ronda ${index}` }],
          }),
        ),
      );
      expect(adds.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
      const full = await okData(await call("GET", `v1/commands/${order.id}`));
      expect(full.products).toHaveLength(9);
      expect(full.price).toBe(26.2);
      // Three payers each try 40 % of the bill: only two fit.
      const pays = await Promise.all(
        [1, 2, 3].map(() => call("POST", "v1/payments/by_price", { command: order.id, price: 10.48 })),
      );
      expect(pays.map((response) => response.statusCode).sort()).toEqual([200, 200, 400]);
      const closes = await Promise.all(
        [1, 2, 3, 4].map(() => call("POST", "v1/commands/close_command", { id: order.id })),
      );
      expect(closes.map((response) => response.statusCode).sort()).toEqual([200, 400, 400, 400]);
      const closed = await okData(await call("GET", `v1/commands/${order.id}`));
      expect(closed).toMatchObject({ status: "payed", paid: 26.2, pending: 0 });
      expect(closed.payments.map((payment) => payment.price)).toEqual([10.48, 10.48, 5.24]);
    });

    it("opens one command when two tills open the same table at once", async () => {
      const table = await newTable();
      const opens = await Promise.all(
        [1, 2, 3].map(() => call("POST", "v1/commands", { table, products: [{ id: menu.cana, qty: 1 }] })),
      );
      // One command; the other two openings joined it as rounds, no line lost.
      expect(opens.map((response) => response.statusCode).sort()).toEqual([200, 200, 201]);
      expect(new Set(opens.map((response) => response.json().data.id)).size).toBe(1);
      const command = await okData(await call("GET", `v1/commands/get_command?table=${table}`));
      expect(command.products.reduce((units, line) => units + line.qty, 0)).toBe(3);
    });

    it("makes one order of 20 identical requests with one Idempotency-Key", async () => {
      const before = (await t.db.select().from(requests).where(eq(requests.kind, "barra"))).length;
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.app.inject({
            method: "POST",
            url: "/api/v1/requests/barra",
            headers: { ...admin, "idempotency-key": "pedido-barra-42" },
            payload: { products: [{ id: menu.cana, qty: 1 }] },
          }),
        ),
      );
      expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([201]));
      expect(new Set(responses.map((response) => response.json().data.id)).size).toBe(1);
      expect((await t.db.select().from(requests).where(eq(requests.kind, "barra"))).length).toBe(before + 1);
    });
  });
});
