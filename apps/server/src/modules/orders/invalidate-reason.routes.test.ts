import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrdersWorld, type Order, type OrdersWorld } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";
import { requestEvents } from "./orders.schema";

describe.each(DATABASES)("the reason of an invalidation on %s", (kind) => {
  let w: OrdersWorld;
  beforeAll(async () => {
    w = await createOrdersWorld(kind);
  });
  afterAll(() => w.t.close());

  const invalidatedEvent = async (id: number) => {
    const [event] = await w.t.db
      .select()
      .from(requestEvents)
      .where(and(eq(requestEvents.request_id, id), eq(requestEvents.action, "invalidated")));
    return event;
  };

  it("keeps the reason in the order's history, on commands and on requests", async () => {
    const command = await w.openCommand([{ id: w.menu.cana, qty: 2 }]);
    const invalidated = await w.okData<Order>(
      await w.call("POST", "v1/commands/invalidate", { id: command.id, reason: "  El cliente se fue  " }),
    );
    expect(invalidated.status).toBe("invalidated");
    expect(await w.tableStatus(command.table!)).toBe("available");
    expect((await invalidatedEvent(command.id))?.data).toEqual({ reason: "El cliente se fue" });

    const bar = await w.okData<Order>(
      await w.call("POST", "v1/requests/barra", { products: [{ id: w.menu.vino }] }),
    );
    await w.okData(
      await w.call("POST", "v1/requests/invalidate", { id: bar.id, reason: "Pedido duplicado" }),
    );
    expect((await invalidatedEvent(bar.id))?.data).toEqual({ reason: "Pedido duplicado" });
  });

  it("still takes the spec's {id} alone, and refuses a reason too long or with characters it cannot keep", async () => {
    const plain = await w.openCommand([{ id: w.menu.cana, qty: 1 }]);
    await w.okData(await w.call("POST", "v1/commands/invalidate", { id: plain.id }));
    expect((await invalidatedEvent(plain.id))?.data).toEqual({});

    const kept = await w.openCommand([{ id: w.menu.cana, qty: 1 }]);
    const long = w.refused(
      await w.call("POST", "v1/commands/invalidate", { id: kept.id, reason: "x".repeat(201) }),
    );
    expect(long.errors?.reason).toBeDefined();
    const emoji = w.refused(
      await w.call("POST", "v1/commands/invalidate", { id: kept.id, reason: "Se fue 😡" }),
    );
    expect(emoji.errors?.reason).toBeDefined();
    expect((await w.okData<Order>(await w.call("GET", `v1/commands/${kept.id}`))).status).toBe("solicitado");
  });
});
