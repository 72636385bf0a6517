import { type RealtimeMessage, tpvChannel } from "@comanda/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLocal, loginAs } from "../../../test/factories";
import { createOrdersWorld, type Order, type OrdersWorld, type Row } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";

describe.each(DATABASES)("blocking tables on %s", (kind) => {
  let w: OrdersWorld;
  beforeAll(async () => {
    w = await createOrdersWorld(kind);
  });
  afterAll(() => w.t.close());

  const block = (id: number, blocked: boolean, headers = w.admin) =>
    w.call("POST", `v2/tables/${id}/block`, { blocked }, headers);

  it("blocks a free table, refuses a command on it, and frees it again", async () => {
    const id = await w.newTable();
    const blocked = await w.okData<Row>(await block(id, true, w.waiter));
    expect(blocked).toMatchObject({ id, status: "blocked" });
    expect(await w.tableStatus(id)).toBe("blocked");

    const refused = w.refused(
      await w.call("POST", "v1/commands", { table: id, products: [{ id: w.menu.cana, qty: 1 }] }),
    );
    expect(refused.errors?.table?.[0]).toMatch(/^La mesa M\d+ está bloqueada$/);

    // Blocking a blocked table again changes nothing.
    expect((await w.okData<Row>(await block(id, true))).status).toBe("blocked");
    expect((await w.okData<Row>(await block(id, false, w.waiter))).status).toBe("available");
    await w.okData(
      await w.call("POST", "v1/commands", { table: id, products: [{ id: w.menu.cana, qty: 1 }] }),
    );
    expect(await w.tableStatus(id)).toBe("busy");
  });

  it("never blocks a table in use, whether busy or waiting to pay, and unblocking one leaves it as it is", async () => {
    const order = await w.openCommand([{ id: w.menu.cana, qty: 1 }]);
    const table = order.table!;
    const busy = w.refused(await block(table, true));
    expect(busy.errors?.blocked).toEqual([
      expect.stringMatching(/^La mesa M\d+ está ocupada: ciérrala o muévela antes de bloquearla$/),
    ]);
    expect((await w.okData<Row>(await block(table, false))).status).toBe("busy");

    await w.okData(await w.call("POST", "v1/commands/check_command", { id: order.id }));
    expect(await w.tableStatus(table)).toBe("pendingPay");
    w.refused(await block(table, true));
    expect(await w.tableStatus(table)).toBe("pendingPay");
    const english = await w.t.app.inject({
      method: "POST",
      url: `/api/v2/tables/${table}/block`,
      headers: { ...w.admin, "accept-language": "en" },
      payload: { blocked: true },
    });
    expect(english.json().errors.blocked[0]).toMatch(/^Table M\d+ is in use: close or move its order/);

    await w.okData<Order>(await w.call("POST", "v1/commands/close_command", { id: order.id }));
    expect((await w.okData<Row>(await block(table, true))).status).toBe("blocked");
  });

  it("tells every till when a table is blocked or freed, and nothing when it did not change", async () => {
    const id = await w.newTable();
    const received: RealtimeMessage[] = [];
    const stop = w.t.realtime.subscribe(w.local.id, tpvChannel("barra"), (message) => received.push(message));
    try {
      await w.okData(await block(id, true));
      await w.okData(await block(id, true));
      await w.okData(await block(id, false));
      await expect
        // Only this table's: on PostgreSQL an earlier test's notices may still arrive.
        .poll(
          () =>
            received.filter(
              (message) =>
                message.type === "tables.status_changed" &&
                (message as { data?: { id?: number } }).data?.id === id,
            ),
          { timeout: 5000 },
        )
        .toEqual([
          { type: "tables.status_changed", data: { id, status: "blocked", request: null } },
          { type: "tables.status_changed", data: { id, status: "available", request: null } },
        ]);
    } finally {
      stop();
    }
  });

  it("needs tables.update, and another local's table is not found", async () => {
    const id = await w.newTable();
    w.refused(await block(id, true, w.cook), 403);
    expect(await w.tableStatus(id)).toBe("available");
    const other = await buildLocal(w.t.db, { roles: ["Admin"] });
    const otherAdmin = await loginAs(w.t, other, "Admin");
    w.refused(await block(id, true, otherAdmin), 404);
    w.refused(await w.call("POST", `v2/tables/${id}/block`, { blocked: "yes" }));
    expect(await w.tableStatus(id)).toBe("available");
  });
});
