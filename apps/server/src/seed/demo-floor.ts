import type { TableShape, TableStyle, ZoneStyle } from "@comanda/domain";
import { and, eq } from "drizzle-orm";
import { screens, tables, tpvs, zones } from "../modules/floor/floor.schema";
import { newQrToken } from "../modules/floor/tables.entity";
import { families } from "../modules/menu/menu.schema";
import { cashiers, printers } from "../modules/printing/printing.schema";
import type { Db } from "../platform/db/client";

/*
 * The demo restaurant's floor and devices: the Salón and the Terraza laid out on their plans,
 * the Barra without tables, a kitchen, a bar and a ticket printer (virtual: a fresh demo has
 * no printer on its network, and its tickets show on the print queue's screen), the bar's cash
 * drawer and a kitchen and a bar screen. Runs after the demo menu, in the transaction that
 * creates the local, so it reads the zones and families the menu made.
 */

interface TableKind {
  shape: TableShape;
  width: number;
  height: number;
  seats: number;
}
const ROUND_2: TableKind = { shape: "round", width: 90, height: 90, seats: 2 };
const ROUND_4: TableKind = { shape: "round", width: 110, height: 110, seats: 4 };
const SQUARE_2: TableKind = { shape: "square", width: 80, height: 80, seats: 2 };
const SQUARE_4: TableKind = { shape: "square", width: 100, height: 100, seats: 4 };
const LONG_6: TableKind = { shape: "rectangle", width: 180, height: 90, seats: 6 };

interface DemoZone {
  name: string;
  tpv: string;
  style: ZoneStyle;
  /** Rows of tables, left to right; each row's kind, named `${prefix}1`… in reading order. */
  rows: TableKind[][];
  prefix: string;
  /** Top-left corner of the first table and the distance between tables' corners. */
  origin: { x: number; y: number };
  step: { x: number; y: number };
}

const DEMO_FLOOR: DemoZone[] = [
  {
    name: "Salón",
    tpv: "barra",
    style: { width: 1200, height: 800, color: "#B45309" },
    prefix: "S",
    rows: [
      [ROUND_2, ROUND_2, ROUND_2, ROUND_2],
      [SQUARE_4, SQUARE_4, SQUARE_4, SQUARE_4],
      [LONG_6, LONG_6, LONG_6, LONG_6],
    ],
    origin: { x: 80, y: 80 },
    step: { x: 270, y: 230 },
  },
  {
    name: "Terraza",
    tpv: "terraza",
    style: { width: 1000, height: 600, color: "#15803D" },
    prefix: "T",
    rows: [
      [ROUND_4, ROUND_4, ROUND_4, ROUND_4],
      [SQUARE_2, SQUARE_2, SQUARE_2, SQUARE_2],
    ],
    origin: { x: 80, y: 100 },
    step: { x: 230, y: 260 },
  },
];

function layout(zone: DemoZone): Array<{ name: string; style: TableStyle }> {
  let number = 0;
  return zone.rows.flatMap((row, r) =>
    row.map((kind, c) => {
      number += 1;
      return {
        name: `${zone.prefix}${number}`,
        style: {
          ...kind,
          x: zone.origin.x + c * zone.step.x,
          y: zone.origin.y + r * zone.step.y,
          rotation: 0,
        },
      };
    }),
  );
}

async function idsByName<T extends { id: number; name: string }>(rows: Promise<T[]>) {
  return new Map((await rows).map((row) => [row.name, row.id]));
}

export async function seedDemoFloor(db: Db, localId: number): Promise<void> {
  const zoneIds = await idsByName(
    db.select({ id: zones.id, name: zones.name }).from(zones).where(eq(zones.local_id, localId)),
  );
  const tpvIds = await idsByName(
    db.select({ id: tpvs.id, name: tpvs.key }).from(tpvs).where(eq(tpvs.local_id, localId)),
  );
  const familyRows = await db
    .select({ id: families.id, name: families.name, categories: families.categories })
    .from(families)
    .where(eq(families.local_id, localId));
  const family = (name: string) => {
    const row = familyRows.find((candidate) => candidate.name === name);
    if (!row) throw new Error(`demo floor: no family "${name}"`);
    return row;
  };
  const kitchen = family("Cocina");
  const bar = family("Barra");
  const bartill = tpvIds.get("barra") ?? null;

  const printerIds = await idsByName(
    db
      .insert(printers)
      .values([
        {
          local_id: localId,
          name: "Cocina",
          category: kitchen.categories,
          family: kitchen.id,
          allow_to_march: true,
          connection: "virtual" as const,
          main_tpv: bartill,
        },
        {
          local_id: localId,
          name: "Barra",
          category: bar.categories,
          family: bar.id,
          allow_to_march: false,
          connection: "virtual" as const,
          main_tpv: bartill,
        },
        {
          local_id: localId,
          name: "Tickets",
          connection: "virtual" as const,
          main_tpv: bartill,
          secondary_tpv: tpvIds.get("terraza") ?? null,
        },
      ])
      .returning({ id: printers.id, name: printers.name }),
  );
  const barPrinter = printerIds.get("Barra")!;
  const ticketPrinter = printerIds.get("Tickets")!;

  await db
    .insert(cashiers)
    .values({ local_id: localId, name: "Cajón barra", printer: barPrinter, pulse: 200, port: 0 });
  await db.insert(screens).values([
    { local_id: localId, name: "Cocina", categories: kitchen.categories, show_various: true },
    { local_id: localId, name: "Barra", categories: bar.categories, tpv: bartill },
  ]);

  for (const zone of [...DEMO_FLOOR, { name: "Barra", tpv: "barra" }]) {
    const zoneId = zoneIds.get(zone.name);
    if (zoneId === undefined) throw new Error(`demo floor: no zone "${zone.name}"`);
    await db
      .update(zones)
      .set({
        tpv: tpvIds.get(zone.tpv) ?? null,
        main_printer: ticketPrinter,
        // No zone lists the kitchen or bar printer: they serve every zone. Tied to the Terraza, the
        // bar printer was another zone's for the Salón and the Barra, and their drinks printed nowhere.
        printers: [],
        ...("style" in zone ? { style: zone.style } : {}),
      })
      .where(and(eq(zones.local_id, localId), eq(zones.id, zoneId)));
  }
  await db.insert(tables).values(
    DEMO_FLOOR.flatMap((zone) =>
      layout(zone).map((table) => ({
        local_id: localId,
        zone_id: zoneIds.get(zone.name)!,
        name: table.name,
        style: table.style,
        qr: newQrToken(),
      })),
    ),
  );
}
