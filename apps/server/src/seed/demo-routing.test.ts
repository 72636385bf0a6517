import { readSettings, routingTable } from "@comanda/domain";
import { and, asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DATABASES, type TestApp } from "../../test/test-app";
import { tables, zones } from "../modules/floor/floor.schema";
import { categories, families, products } from "../modules/menu/menu.schema";
import { printJobs } from "../modules/orders/orders.schema";
import { printers } from "../modules/printing/printing.schema";
import { planPrintJob } from "../modules/printing/tickets/plan-print-job";
import { locals } from "../platform/tenancy/locals.schema";
import { DEMO_PASSWORD, seedIfEmpty } from "./demo";

/**
 * Issue 24: in the demo, drinks printed nowhere at the Salón and for bar orders at the Barra
 * till (the bar printer was tied to the Terraza). Every kind of order, at every till, now sends
 * its dish to the kitchen and its drink to the bar, and no category is left without a printer.
 */
describe.each(DATABASES)("the demo's printer routing on %s", (kind) => {
  let t: TestApp;
  let localId: number;
  let dish: number;
  let drink: number;
  const headersAt: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    expect(await seedIfEmpty(t.db)).toBe(true);
    const [demo] = await t.db.select({ id: locals.id }).from(locals).where(eq(locals.location, "demo"));
    localId = demo!.id;
    for (const till of ["barra", "terraza"]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        payload: { email: "admin@demo.local", password: DEMO_PASSWORD, tpv: till },
      });
      expect(response.statusCode, response.body).toBe(200);
      headersAt[till] = { authorization: `Bearer ${response.json().data.token}`, tpv: till };
    }
    const familyRows = await t.db.select().from(families).where(eq(families.local_id, localId));
    const plainProductOf = async (family: string) => {
      const ids = familyRows.find((row) => row.name === family)!.categories;
      const rows = await t.db
        .select()
        .from(products)
        .where(eq(products.local_id, localId))
        .orderBy(asc(products.id));
      return rows.find((row) => ids.includes(row.category) && row.modifiers.length === 0 && row.is_active)!
        .id;
    };
    dish = await plainProductOf("Cocina");
    drink = await plainProductOf("Barra");
  });
  afterAll(() => t.close());

  const post = async (url: string, till: string, payload: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: "POST",
      url: `/api/${url}`,
      headers: headersAt[till],
      payload,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().data as { id: number };
  };
  const tableIn = async (zone: string) => {
    const [row] = await t.db
      .select({ id: tables.id })
      .from(tables)
      .innerJoin(zones, eq(zones.id, tables.zone_id))
      .where(and(eq(tables.local_id, localId), eq(zones.name, zone)))
      .orderBy(desc(tables.id))
      .limit(1);
    return row!.id;
  };
  /** The printers the order's kitchen ticket goes to, by name, and whether any fell back. */
  const printedOn = async (orderId: number) => {
    const [job] = await t.db
      .select()
      .from(printJobs)
      .where(and(eq(printJobs.request_id, orderId), eq(printJobs.kind, "kitchen")));
    const planned = await planPrintJob(t.db, job!);
    const printerRows = await t.db.select().from(printers).where(eq(printers.local_id, localId));
    return planned.map((print) => ({
      printer: printerRows.find((row) => row.id === print.printer_id)!.name,
      unrouted: print.document.unrouted ?? [],
    }));
  };
  const kitchenAndBar = [
    { printer: "Cocina", unrouted: [] },
    { printer: "Barra", unrouted: [] },
  ];
  const lines = () => [
    { id: dish, qty: 1 },
    { id: drink, qty: 1 },
  ];

  it.each([
    ["a Salón table", "Salón", "barra"],
    ["a Salón table from the Terraza's till", "Salón", "terraza"],
    ["a Terraza table", "Terraza", "terraza"],
  ])("sends the dish to the kitchen and the drink to the bar at %s", async (_, zone, till) => {
    const order = await post("v1/commands", till, { table: await tableIn(zone), products: lines() });
    expect(await printedOn(order.id)).toEqual(kitchenAndBar);
  });

  it.each(["barra", "terraza"])(
    "does so for a bar order, a pickup and a delivery at the %s till",
    async (till) => {
      const client = await post("v1/clients", till, {
        first_name: "Ane",
        addresses: [{ address: "Mayor 1" }],
      });
      for (const orderKind of ["barra", "recoger", "domicilio"]) {
        const body = orderKind === "barra" ? { products: lines() } : { client: client.id, products: lines() };
        const order = await post(`v1/requests/${orderKind}`, till, body);
        expect(await printedOn(order.id), orderKind).toEqual(kitchenAndBar);
      }
    },
  );

  it("leaves no category without a printer in any zone", async () => {
    const [printerRows, zoneRows, categoryRows, familyRows] = await Promise.all([
      t.db.select().from(printers).where(eq(printers.local_id, localId)),
      t.db.select().from(zones).where(eq(zones.local_id, localId)),
      t.db.select().from(categories).where(eq(categories.local_id, localId)),
      t.db.select().from(families).where(eq(families.local_id, localId)),
    ]);
    const cells = routingTable(
      {
        printers: printerRows,
        zones: zoneRows,
        categories: categoryRows,
        families: familyRows,
        printBy: readSettings("ticket_kitchen", undefined).print_by,
        ticketTpvId: null,
        useMainPrinterInTpv: false,
        aggregateSamePrinter: false,
        companionSamePrinter: false,
      },
      categoryRows.map((category) => category.id),
    );
    expect(cells.length).toBeGreaterThan(categoryRows.length * 3);
    expect(cells.filter((cell) => cell.printers.length === 0)).toEqual([]);
  });
});
