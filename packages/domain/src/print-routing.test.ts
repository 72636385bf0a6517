import { describe, expect, it } from "vitest";
import {
  fallbackPrinterOf,
  type KitchenRouting,
  type RoutablePrinter,
  routeClientTicket,
  routeKitchenLines,
  routingTable,
  tillPrinterOf,
} from "./print-routing";

// A restaurant with two tills (Barra 100, Terraza 101), two zones, a bar printer, the terrace's
// own bar printer, a kitchen that takes marches, a grill for extras, two dessert printers tied
// to tills and a ticket printer.
const BEBIDAS = 1;
const VINOS = 2; // subcategory of Bebidas
const ENTRANTES = 3;
const CARNES = 4; // Guarniciones are its companions, Extras its aggregates
const GUARNICIONES = 5;
const EXTRAS = 6;
const POSTRES = 7;
const CAFES = 8; // no printer takes it
const BARRA_TPV = 100;
const TERRAZA_TPV = 101;
const SALON = 1;
const TERRAZA = 2;

const printer = (fields: Partial<RoutablePrinter> & { id: number }): RoutablePrinter => ({
  category: [],
  family: null,
  zone: null,
  main_tpv: null,
  secondary_tpv: null,
  allow_to_march: false,
  ...fields,
});
const PRINTERS = [
  printer({ id: 10, category: [BEBIDAS], family: 2 }),
  printer({ id: 11, category: [BEBIDAS], family: 2 }), // listed by the terrace zone
  printer({ id: 12, category: [ENTRANTES, CARNES, GUARNICIONES], family: 1, allow_to_march: true }),
  printer({ id: 14, category: [POSTRES], main_tpv: TERRAZA_TPV }),
  printer({ id: 15, category: [EXTRAS] }),
  printer({ id: 16, main_tpv: BARRA_TPV }),
  printer({ id: 17, category: [POSTRES], secondary_tpv: BARRA_TPV }),
];
const ROUTING: KitchenRouting = {
  printers: PRINTERS,
  zones: [
    { id: SALON, printers: [], main_printer: 16, tpv: BARRA_TPV },
    { id: TERRAZA, printers: [11], main_printer: null, tpv: TERRAZA_TPV },
  ],
  categories: [
    { id: BEBIDAS, parent: null, links: [] },
    { id: VINOS, parent: BEBIDAS, links: [] },
    { id: ENTRANTES, parent: null, links: [] },
    {
      id: CARNES,
      parent: null,
      links: [
        { category: GUARNICIONES, type: "companion" },
        { category: EXTRAS, type: "aggregate" },
      ],
    },
    { id: GUARNICIONES, parent: null, links: [] },
    { id: EXTRAS, parent: null, links: [] },
    { id: POSTRES, parent: null, links: [] },
    { id: CAFES, parent: null, links: [] },
  ],
  families: [
    { id: 1, categories: [ENTRANTES, CARNES, GUARNICIONES, EXTRAS] },
    { id: 2, categories: [BEBIDAS] },
  ],
  printBy: "category",
  zoneId: SALON,
  tpvId: BARRA_TPV,
  ticketTpvId: null,
  useMainPrinterInTpv: false,
  aggregateSamePrinter: true,
  companionSamePrinter: true,
};
const line = (id: number, category_id: number | null) => ({ id, category_id });
const routed = (route: { printers: Map<number, number[]> }) => Object.fromEntries(route.printers);

describe("kitchen routing", () => {
  it("sends each line to the printers of its category, a subcategory's to its parent's", () => {
    const lines = [line(1, VINOS), line(2, ENTRANTES), line(3, BEBIDAS)];
    expect(routed(routeKitchenLines(lines, ROUTING))).toEqual({ 10: [1, 3], 12: [2] });
  });

  it("prefers the printers of the order's zone to those of no zone", () => {
    const lines = [line(1, BEBIDAS), line(2, ENTRANTES)];
    expect(routed(routeKitchenLines(lines, { ...ROUTING, zoneId: TERRAZA, tpvId: TERRAZA_TPV }))).toEqual({
      11: [1],
      12: [2],
    });
    // A printer tied to the terrace never prints the room's lines.
    expect(routed(routeKitchenLines(lines, ROUTING))).toEqual({ 10: [1], 12: [2] });
  });

  it("prefers the sending till's main printer, then the one it is secondary for, else every station", () => {
    const desserts = [line(1, POSTRES)];
    expect(routed(routeKitchenLines(desserts, { ...ROUTING, tpvId: TERRAZA_TPV }))).toEqual({ 14: [1] });
    expect(routed(routeKitchenLines(desserts, { ...ROUTING, tpvId: BARRA_TPV }))).toEqual({ 17: [1] });
    // Stations tied to other tills still are the only stations: the till chooses, never drops.
    expect(routed(routeKitchenLines(desserts, { ...ROUTING, tpvId: null }))).toEqual({ 14: [1], 17: [1] });
    const barAtTill = [printer({ id: 30, category: [BEBIDAS], main_tpv: BARRA_TPV })];
    expect(
      routed(routeKitchenLines([line(1, BEBIDAS)], { ...ROUTING, printers: barAtTill, tpvId: TERRAZA_TPV })),
    ).toEqual({ 30: [1] });
  });

  it("sends companions and aggregates where the dish they go with is cooked, when the settings say so", () => {
    const withSteak = [line(1, CARNES), line(2, GUARNICIONES), line(3, EXTRAS)];
    expect(routed(routeKitchenLines(withSteak, ROUTING))).toEqual({ 12: [1, 2, 3] });
    expect(routed(routeKitchenLines(withSteak, { ...ROUTING, aggregateSamePrinter: false }))).toEqual({
      12: [1, 2],
      15: [3],
    });
    // Alone, an extra goes to its own printer.
    expect(routed(routeKitchenLines([line(3, EXTRAS)], ROUTING))).toEqual({ 15: [3] });
  });

  it("routes by family when print_by is family, whatever the printers' categories", () => {
    const lines = [line(1, EXTRAS), line(2, VINOS), line(3, POSTRES)];
    expect(routed(routeKitchenLines(lines, { ...ROUTING, printBy: "family" }))).toEqual({
      10: [2],
      12: [1],
      // Desserts are in no family: by family no printer takes them.
      16: [3],
    });
  });

  it("marches only on printers that allow it; lines no station takes go to the fallback printer", () => {
    const lines = [line(1, CARNES), line(2, BEBIDAS), line(3, CAFES), line(4, null)];
    // The Salón's ticket printer (16) is where its bill prints: the gap's lines come out there.
    expect(routeKitchenLines(lines, ROUTING, { march: true })).toEqual({
      printers: new Map([
        [12, [1]],
        [16, [3, 4]],
      ]),
      fallback: { printer: 16, lines: [3, 4] },
    });
    expect(routed(routeKitchenLines(lines, ROUTING))).toEqual({ 10: [2], 12: [1], 16: [3, 4] });
    expect(routeKitchenLines(lines.slice(0, 2), ROUTING).fallback).toBeNull();
  });

  it("never drops a line: a category whose only printer is another zone's falls back", () => {
    const terraceBarOnly = PRINTERS.filter((p) => p.id !== 10);
    const salon = routeKitchenLines([line(1, VINOS)], { ...ROUTING, printers: terraceBarOnly });
    expect(salon.fallback).toEqual({ printer: 16, lines: [1] });
    const terrace = { ...ROUTING, printers: terraceBarOnly, zoneId: TERRAZA, tpvId: TERRAZA_TPV };
    expect(routeKitchenLines([line(1, VINOS)], terrace)).toEqual({
      printers: new Map([[11, [1]]]),
      fallback: null,
    });
  });
});

describe("client ticket routing", () => {
  const base = {
    printers: PRINTERS,
    zones: ROUTING.zones,
    zoneId: SALON,
    tpvId: TERRAZA_TPV,
    ticketTpvId: null,
    useMainPrinterInTpv: false,
  };

  it("prints on the zone's main printer, else on the till's", () => {
    expect(routeClientTicket(base)).toBe(16);
    expect(routeClientTicket({ ...base, zoneId: TERRAZA })).toBe(14);
    expect(routeClientTicket({ ...base, zoneId: null, tpvId: null })).toBeNull();
  });

  it("prints on the till's main printer first with use_main_printer_in_tpv or a till in the settings", () => {
    expect(routeClientTicket({ ...base, useMainPrinterInTpv: true })).toBe(14);
    expect(routeClientTicket({ ...base, ticketTpvId: BARRA_TPV })).toBe(16);
    // A till with no main printer of its own uses one it is secondary for.
    expect(
      routeClientTicket({ ...base, printers: PRINTERS.filter((p) => p.id !== 16), ticketTpvId: BARRA_TPV }),
    ).toBe(17);
  });

  it("ignores a zone's main printer that no longer exists", () => {
    expect(routeClientTicket({ ...base, printers: PRINTERS.filter((p) => p.id !== 16) })).toBe(14);
  });
});

describe("the fallback printer", () => {
  const base = { printers: PRINTERS, zones: ROUTING.zones, ticketTpvId: null, useMainPrinterInTpv: false };

  it("is where the order's bill prints, else the first printer without kitchen lines, else the first", () => {
    expect(fallbackPrinterOf({ ...base, zoneId: TERRAZA, tpvId: TERRAZA_TPV })).toBe(14);
    expect(fallbackPrinterOf({ ...base, zoneId: null, tpvId: null })).toBe(16);
    const kitchenOnly = PRINTERS.filter((p) => p.id === 12 || p.id === 15);
    expect(fallbackPrinterOf({ ...base, printers: kitchenOnly, zoneId: null, tpvId: null })).toBe(12);
    expect(fallbackPrinterOf({ ...base, printers: [], zoneId: null, tpvId: null })).toBeNull();
  });
});

describe("the routing table", () => {
  it("shows per category and zone where lines print, and the gaps with their fallback", () => {
    const table = routingTable(ROUTING, [BEBIDAS, CAFES]);
    const cell = (category: number, zone: number | null) =>
      table.find((entry) => entry.category === category && entry.zone === zone);
    expect(cell(BEBIDAS, SALON)).toEqual({ category: BEBIDAS, zone: SALON, printers: [10], fallback: null });
    expect(cell(BEBIDAS, TERRAZA)).toMatchObject({ printers: [11], fallback: null });
    expect(cell(BEBIDAS, null)).toMatchObject({ printers: [10], fallback: null });
    expect(cell(CAFES, SALON)).toMatchObject({ printers: [], fallback: 16 });
    expect(cell(CAFES, TERRAZA)).toMatchObject({ printers: [], fallback: 14 });
    expect(table).toHaveLength(6);
  });
});

describe("a till's own printer", () => {
  it("is one that takes no kitchen lines before a kitchen printer standing at the same till", () => {
    const atTill = [
      printer({ id: 1, category: [ENTRANTES], main_tpv: BARRA_TPV }),
      printer({ id: 2, family: 2, main_tpv: BARRA_TPV }),
      printer({ id: 3, main_tpv: BARRA_TPV }),
      printer({ id: 4, secondary_tpv: TERRAZA_TPV }),
    ];
    expect(tillPrinterOf(atTill, BARRA_TPV)?.id).toBe(3);
    expect(tillPrinterOf(atTill.slice(0, 2), BARRA_TPV)?.id).toBe(1);
    expect(tillPrinterOf(atTill, TERRAZA_TPV)?.id).toBe(4);
    expect(tillPrinterOf(atTill, 999)).toBeUndefined();
    expect(tillPrinterOf(atTill, null)).toBeUndefined();
  });
});
