import { describe, expect, it } from "vitest";
import {
  DEFAULT_TABLE_STYLE,
  FLOOR_MESSAGES,
  MAX_TABLES_PER_ZONE,
  screenInputSchema,
  TABLE_QR_PATTERN,
  tableInputSchema,
  tableLayoutSchema,
  tableMenuUrl,
  tableStyleSchema,
  zoneInputSchema,
} from "./floor";

describe("tableMenuUrl", () => {
  it("adds the table's token to the digital menu's address", () => {
    expect(tableMenuUrl("https://carta.example.com/menu", "abc_DEF-123")).toBe(
      "https://carta.example.com/menu?mesa=abc_DEF-123",
    );
    expect(tableMenuUrl("http://demo.localhost:3000/carta/", "x")).toBe(
      "http://demo.localhost:3000/carta?mesa=x",
    );
  });
});

describe("floor schemas", () => {
  it("gives a zone its defaults and refuses repeated printers", () => {
    expect(zoneInputSchema.parse({ name: "Salón" })).toEqual({
      name: "Salón",
      printers: [],
      tpv: null,
      main_printer: null,
      style: { width: 1200, height: 800 },
    });
    const repeated = zoneInputSchema.safeParse({ name: "Salón", printers: [1, 1] });
    expect(repeated.error?.issues[0]?.message).toBe(FLOOR_MESSAGES.duplicate);
  });

  it("takes a table without a drawing, and no QR token or status from the client", () => {
    expect(tableInputSchema.parse({ name: "1", zone_id: 3, qr: "x", status: "busy" })).toEqual({
      name: "1",
      zone_id: 3,
    });
    expect(tableInputSchema.safeParse({ name: "", zone_id: 3 }).success).toBe(false);
  });

  it("bounds a table's drawing", () => {
    expect(tableStyleSchema.safeParse(DEFAULT_TABLE_STYLE).success).toBe(true);
    for (const change of [{ width: 10 }, { rotation: 360 }, { seats: 0 }, { shape: "oval" }, { x: -1 }]) {
      expect(tableStyleSchema.safeParse({ ...DEFAULT_TABLE_STYLE, ...change }).success).toBe(false);
    }
  });

  it("saves at most a zone's worth of distinct tables in one layout", () => {
    const rows = (ids: number[]) => ({ tables: ids.map((id) => ({ id, style: DEFAULT_TABLE_STYLE })) });
    expect(tableLayoutSchema.safeParse(rows([1, 2])).success).toBe(true);
    expect(tableLayoutSchema.safeParse(rows([1, 1])).success).toBe(false);
    expect(tableLayoutSchema.safeParse(rows([])).success).toBe(false);
    const many = Array.from({ length: MAX_TABLES_PER_ZONE + 1 }, (_, i) => i + 1);
    expect(tableLayoutSchema.safeParse(rows(many)).success).toBe(false);
  });

  it("matches the server's QR tokens: 22 base64url characters", () => {
    expect(TABLE_QR_PATTERN.test("AbCdEfGhIjKlMnOpQrSt_-")).toBe(true);
    expect(TABLE_QR_PATTERN.test("AbCdEfGhIjKlMnOpQrSt+/")).toBe(false);
  });

  it("gives a screen its defaults", () => {
    expect(screenInputSchema.parse({ name: "Cocina" })).toEqual({
      name: "Cocina",
      categories: [],
      tpv: null,
      show_various: false,
      modifiers: [],
    });
  });
});
