import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrdersWorld, type Line, type Order, type OrdersWorld } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";
import { printJobs } from "./orders.schema";

interface MarchedOrder extends Order {
  marched: string[];
  products: Array<Line & { order: string }>;
}

describe.each(DATABASES)("marching a course on %s", (kind) => {
  let w: OrdersWorld;
  beforeAll(async () => {
    w = await createOrdersWorld(kind);
  });
  afterAll(() => w.t.close());

  const marchJobs = (id: number) =>
    w.t.db
      .select()
      .from(printJobs)
      .where(and(eq(printJobs.request_id, id), eq(printJobs.kind, "march")));

  it("calls the course's waiting lines for the kitchen and remembers the course as marched", async () => {
    const command = await w.openCommand([
      { id: w.menu.cana, qty: 2, order: "first_plate" },
      { id: w.menu.vino, qty: 1, order: "second_plate" },
      { id: w.menu.vino, qty: 3, order: "second_plate" },
    ]);
    const marched = await w.okData<MarchedOrder>(
      await w.call("POST", "v1/commands/march", { id: command.id, order: "second_plate" }),
    );
    expect(marched.marched).toEqual(["second_plate"]);
    const second = marched.products.filter((line) => line.order === "second_plate");
    const [job] = await marchJobs(command.id);
    expect(job?.items).toEqual(second.map((line) => ({ request_item: line.id, qty: expect.any(Number) })));
    expect(job?.items.map((item) => item.qty)).toEqual([1, 3]);

    // Marching it again tells the kitchen again; the course is listed once.
    const again = await w.okData<MarchedOrder>(
      await w.call("POST", "v1/commands/march", { id: command.id, order: "second_plate" }),
    );
    expect(again.marched).toEqual(["second_plate"]);
    expect(await marchJobs(command.id)).toHaveLength(2);
  });

  it("refuses a course with nothing waiting, saying so, and changes nothing", async () => {
    const command = await w.openCommand([{ id: w.menu.cana, qty: 1, order: "first_plate" }]);
    const refused = w.refused(
      await w.call("POST", "v1/commands/march", { id: command.id, order: "desserts" }),
    );
    expect(refused.errors?.order).toEqual(["No queda nada de ese grupo por marchar"]);
    const line = (await w.okData<MarchedOrder>(await w.call("GET", `v1/commands/${command.id}`)))
      .products[0]!;
    await w.okData(await w.call("POST", "v1/requests/mark", { id: line.id, process_status: "inProcess" }));
    const started = w.refused(
      await w.call("POST", "v1/commands/march", { id: command.id, order: "first_plate" }),
    );
    expect(started.errors?.order).toBeDefined();
    const unchanged = await w.okData<MarchedOrder>(await w.call("GET", `v1/commands/${command.id}`));
    expect(unchanged.marched).toEqual([]);
    expect(await marchJobs(command.id)).toHaveLength(0);
    const unknown = w.refused(await w.call("POST", "v1/commands/march", { id: command.id, order: "lunch" }));
    expect(unknown.errors?.order).toBeDefined();
  });
});
