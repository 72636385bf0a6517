import { drawerKickBytes, tablesOverlap } from "@comanda/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DATABASES, type TestDatabase } from "../../test/test-app";
import { screens, tables, tpvs, zones } from "../modules/floor/floor.schema";
import { families } from "../modules/menu/menu.schema";
import { cashiers, printers } from "../modules/printing/printing.schema";
import type { Db } from "../platform/db/client";
import { locals } from "../platform/tenancy/locals.schema";
import { resetDemo, seedIfEmpty } from "./demo";

describe.each(DATABASES)("demo floor on %s", (kind) => {
  let testDb: TestDatabase;
  let db: Db;
  let demoId: number;

  const demoLocalId = async () => {
    const [row] = await db.select({ id: locals.id }).from(locals).where(eq(locals.location, "demo"));
    return row!.id;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = testDb.database.db;
    expect(await seedIfEmpty(db)).toBe(true);
    demoId = await demoLocalId();
  });
  afterAll(() => testDb.drop());

  it("lays out 12 tables in the Salón and 8 on the Terraza, inside their plans and apart", async () => {
    const zoneRows = await db.select().from(zones).where(eq(zones.local_id, demoId));
    const tableRows = await db.select().from(tables).where(eq(tables.local_id, demoId));
    const zone = (name: string) => zoneRows.find((row) => row.name === name)!;
    const of = (name: string) => tableRows.filter((row) => row.zone_id === zone(name).id);
    expect(of("Salón")).toHaveLength(12);
    expect(
      of("Terraza")
        .map((row) => row.name)
        .sort(),
    ).toEqual(["T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8"]);
    expect(of("Barra")).toHaveLength(0);
    for (const name of ["Salón", "Terraza"]) {
      const plan = zone(name).style;
      const drawn = of(name);
      expect(new Set(drawn.map((row) => row.style.shape)).size).toBeGreaterThan(1);
      expect(new Set(drawn.map((row) => row.style.seats)).size).toBeGreaterThan(1);
      for (const [i, table] of drawn.entries()) {
        expect(table.style.x + table.style.width).toBeLessThanOrEqual(plan.width);
        expect(table.style.y + table.style.height).toBeLessThanOrEqual(plan.height);
        for (const other of drawn.slice(i + 1)) expect(tablesOverlap(table.style, other.style)).toBe(false);
      }
    }
    expect(new Set(tableRows.map((row) => row.qr)).size).toBe(tableRows.length);
    const tills = await db.select().from(tpvs).where(eq(tpvs.local_id, demoId));
    expect(zone("Terraza").tpv).toBe(tills.find((till) => till.key === "terraza")!.id);
  });

  it("has a kitchen and a bar printer on the network, a virtual ticket printer, a drawer and two screens", async () => {
    const familyRows = await db.select().from(families).where(eq(families.local_id, demoId));
    const food = familyRows.find((row) => row.name === "Cocina")!.categories;
    const drinks = familyRows.find((row) => row.name === "Barra")!.categories;
    const printerRows = await db.select().from(printers).where(eq(printers.local_id, demoId));
    const printer = (name: string) => printerRows.find((row) => row.name === name)!;
    // Virtual: a fresh demo has no printer on its network, its tickets show on screen.
    expect(printer("Cocina")).toMatchObject({ connection: "virtual", allow_to_march: true, category: food });
    expect(printer("Barra")).toMatchObject({
      connection: "virtual",
      allow_to_march: false,
      category: drinks,
    });
    expect(printer("Tickets")).toMatchObject({ connection: "virtual", host: null });

    const [drawer] = await db.select().from(cashiers).where(eq(cashiers.local_id, demoId));
    expect(drawer).toMatchObject({ printer: printer("Barra").id, pulse: 200, port: 0 });
    expect(() => drawerKickBytes(0, drawer!.pulse)).not.toThrow();

    const screenRows = await db.select().from(screens).where(eq(screens.local_id, demoId));
    expect(screenRows.find((row) => row.name === "Cocina")?.categories).toEqual(food);
    expect(screenRows.find((row) => row.name === "Barra")?.categories).toEqual(drinks);
  });

  it("is seeded again, whole, by a reset", async () => {
    await resetDemo(db);
    const id = await demoLocalId();
    expect(await db.select().from(tables).where(eq(tables.local_id, id))).toHaveLength(20);
    expect(await db.select().from(printers).where(eq(printers.local_id, id))).toHaveLength(3);
    expect(await db.select().from(tables).where(eq(tables.local_id, demoId))).toHaveLength(0);
  });
});
