import { DEFAULT_TABLE_STYLE, type Zone } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import type { TableRow, TableStylePreset } from "./floor-api";
import {
  applyPreset,
  qrSheetFileName,
  tableErrors,
  tableFormValues,
  tablePayload,
  zoneErrors,
  zoneFormValues,
  zonePayload,
} from "./floor-forms";

const zone: Zone = {
  id: 3,
  name: "Terraza",
  printers: [1, 2],
  tpv: 5,
  main_printer: 2,
  style: { width: 1000, height: 600, color: "#aabbcc" },
  tpv_key: "terraza",
  tables: [],
};

const plan = { plan: { width: 1000, height: 600 }, taken: [] };

describe("the zone form", () => {
  it("sends ids as numbers and keeps the plan's colour", () => {
    const values = { ...zoneFormValues(zone), width: "1200", tpv: null };
    expect(zonePayload(values, zone)).toEqual({
      name: "Terraza",
      tpv: null,
      printers: [1, 2],
      main_printer: 2,
      style: { width: 1200, height: 600, color: "#aabbcc" },
    });
  });

  it("puts the plan's size rules on the width and height fields", () => {
    const errors = zoneErrors({ ...zoneFormValues(), name: " ", width: "100", height: "" });
    expect(errors).toEqual({
      name: "form.required",
      width: "form.invalid",
      height: "form.required",
    });
    expect(zoneErrors({ ...zoneFormValues(), name: "Salón" })).toEqual({});
  });

  it("names the QR sheet after the zone, without accents or signs", () => {
    expect(qrSheetFileName("Salón Principal")).toBe("qr-salon-principal.pdf");
    expect(qrSheetFileName("¿?")).toBe("qr-zona.pdf");
  });
});

describe("the table form", () => {
  const preset: TableStylePreset = {
    id: 7,
    name: "Barra alta",
    shape: "rectangle",
    width: 200,
    height: 80,
    seats: 6,
  };

  it("starts a new table from a preset's shape, seats and size, at the plan's first free spot", () => {
    const values = applyPreset({ ...tableFormValues(undefined, 3), name: " T1 " }, preset);
    expect(values).toMatchObject({ preset: "7", shape: "rectangle", seats: "6", zone_id: "3" });
    const taken = [{ ...DEFAULT_TABLE_STYLE, x: 20, y: 20 }];
    const payload = tablePayload(values, undefined, preset, { ...plan, taken });
    expect(payload.name).toBe("T1");
    expect(payload.zone_id).toBe(3);
    expect(payload.style).toMatchObject({ shape: "rectangle", seats: 6, width: 200, height: 80, y: 20 });
    expect(payload.style.x).toBeGreaterThanOrEqual(140);
  });

  it("keeps an existing table's place and size on the plan", () => {
    const table: TableRow = {
      id: 1,
      name: "M1",
      zone_id: 3,
      qr: "x".repeat(22),
      status: "available",
      style: { ...DEFAULT_TABLE_STYLE, x: 300, y: 200, rotation: 45 },
    };
    const values = { ...tableFormValues(table), shape: "round" as const, seats: "2" };
    expect(tablePayload(values, table, undefined, plan).style).toEqual({
      ...table.style,
      shape: "round",
      seats: 2,
    });
  });

  it("asks for a name, a zone and a whole number of seats", () => {
    expect(tableErrors({ ...tableFormValues(), seats: "0" })).toEqual({
      name: "form.required",
      zone_id: "form.required",
      seats: "form.invalid",
    });
    expect(tableErrors({ ...tableFormValues(undefined, 1), name: "M2" })).toEqual({});
  });
});
