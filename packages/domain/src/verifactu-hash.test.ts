import { sha256 as nobleSha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import { describe, expect, it } from "vitest";
import {
  utf8Bytes,
  type VerifactuAltaHashInput,
  verifactuAltaHashText,
  verifactuAltaHuella,
  verifactuAmount,
  verifactuAnulacionHashText,
  verifactuAnulacionHuella,
  verifactuDate,
} from "./verifactu-hash";

// The domain imports no crypto: the caller passes SHA-256 (the server node's createHash; here a
// pure-JS one, because the domain's type check has no node types).
const sha256 = (data: Uint8Array) => nobleSha256(data);

// Official AEAT vectors (research/fiscal-hardware-notes.md §1.3, from
// kreyo-io/verifactu-hash-calculator:shared/test-vectors.json).
const FIRST: VerifactuAltaHashInput = {
  IDEmisorFactura: "89890001K",
  NumSerieFactura: "12345678/G33",
  FechaExpedicionFactura: "01-01-2024",
  TipoFactura: "F1",
  CuotaTotal: "12.35",
  ImporteTotal: "123.45",
  Huella: "",
  FechaHoraHusoGenRegistro: "2024-01-01T19:20:30+01:00",
};
const FIRST_HUELLA = "3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60";
const SECOND: VerifactuAltaHashInput = {
  ...FIRST,
  NumSerieFactura: "12345679/G34",
  Huella: FIRST_HUELLA,
  FechaHoraHusoGenRegistro: "2024-01-01T19:20:35+01:00",
};
const SECOND_HUELLA = "F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97";
const ANULACION_HUELLA = "177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68";

describe("VERI*FACTU huella: official AEAT vectors", () => {
  it("hashes the first alta of a chain with an empty Huella", () => {
    expect(verifactuAltaHashText(FIRST)).toBe(
      "IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00",
    );
    expect(verifactuAltaHuella(FIRST, sha256)).toBe(FIRST_HUELLA);
  });

  it("chains the second alta on the first one's huella", () => {
    expect(verifactuAltaHuella(SECOND, sha256)).toBe(SECOND_HUELLA);
  });

  it("chains an anulación on the record right before it", () => {
    const anulacion = {
      IDEmisorFacturaAnulada: "89890001K",
      NumSerieFacturaAnulada: "12345679/G34",
      FechaExpedicionFacturaAnulada: "01-01-2024",
      Huella: SECOND_HUELLA,
      FechaHoraHusoGenRegistro: "2024-01-01T19:20:40+01:00",
    };
    expect(verifactuAnulacionHashText(anulacion)).toBe(
      `IDEmisorFacturaAnulada=89890001K&NumSerieFacturaAnulada=12345679/G34&FechaExpedicionFacturaAnulada=01-01-2024&Huella=${SECOND_HUELLA}&FechaHoraHusoGenRegistro=2024-01-01T19:20:40+01:00`,
    );
    expect(verifactuAnulacionHuella(anulacion, sha256)).toBe(ANULACION_HUELLA);
  });
});

describe("VERI*FACTU huella: own vectors with é, ñ and €", () => {
  // Computed in a UTF-8 shell, independently of this code:
  // printf '%s' 'IDEmisorFactura=B64717838&NumSerieFactura=Año2025/Café-€1&FechaExpedicionFactura=31-12-2025&TipoFactura=F2&CuotaTotal=1.82&ImporteTotal=19.99&Huella=&FechaHoraHusoGenRegistro=2025-12-31T23:59:59+01:00' | sha256sum | tr a-f A-F
  const ownFirst: VerifactuAltaHashInput = {
    IDEmisorFactura: "B64717838",
    NumSerieFactura: "Año2025/Café-€1",
    FechaExpedicionFactura: "31-12-2025",
    TipoFactura: "F2",
    CuotaTotal: "1.82",
    ImporteTotal: "19.99",
    Huella: "",
    FechaHoraHusoGenRegistro: "2025-12-31T23:59:59+01:00",
  };
  const ownFirstHuella = "84F0520486BAF92AF1EE70AA06E5C8BEAA4232C9233C81CC6346583AC5A6B374";
  // printf '%s' 'IDEmisorFactura=B64717838&NumSerieFactura=Peña 2/Crème €&FechaExpedicionFactura=01-01-2026&TipoFactura=R5&CuotaTotal=-1.82&ImporteTotal=-19.99&Huella=84F0520486BAF92AF1EE70AA06E5C8BEAA4232C9233C81CC6346583AC5A6B374&FechaHoraHusoGenRegistro=2026-01-01T00:00:05+01:00' | sha256sum | tr a-f A-F
  const ownSecondHuella = "BA3198277D1C2C42A1EBD14712CA6FD7A34A220818E264B7E9E7308675F6C87E";
  // printf '%s' 'IDEmisorFacturaAnulada=B64717838&NumSerieFacturaAnulada=Año2025/Café-€1&FechaExpedicionFacturaAnulada=31-12-2025&Huella=BA3198277D1C2C42A1EBD14712CA6FD7A34A220818E264B7E9E7308675F6C87E&FechaHoraHusoGenRegistro=2026-01-01T00:01:00+01:00' | sha256sum | tr a-f A-F
  const ownAnulacionHuella = "B9899EB1106E70F16B214649BC96AA91CF7B0F64B67460CB674F44D5BA4D8D9C";

  it("hashes the UTF-8 bytes of a series with ñ, é and €", () => {
    expect(verifactuAltaHuella(ownFirst, sha256)).toBe(ownFirstHuella);
  });

  it("trims outer spaces, keeps inner ones, and chains an R5 with negative amounts", () => {
    const second: VerifactuAltaHashInput = {
      IDEmisorFactura: " B64717838",
      NumSerieFactura: "  Peña 2/Crème €  ",
      FechaExpedicionFactura: "01-01-2026 ",
      TipoFactura: "R5",
      CuotaTotal: " -1.82",
      ImporteTotal: "-19.99 ",
      Huella: ownFirstHuella,
      FechaHoraHusoGenRegistro: " 2026-01-01T00:00:05+01:00 ",
    };
    expect(verifactuAltaHashText(second)).toContain("&NumSerieFactura=Peña 2/Crème €&");
    expect(verifactuAltaHuella(second, sha256)).toBe(ownSecondHuella);
  });

  it("hashes an anulación of a series with ñ, é and €", () => {
    const anulacion = {
      IDEmisorFacturaAnulada: "B64717838",
      NumSerieFacturaAnulada: "Año2025/Café-€1",
      FechaExpedicionFacturaAnulada: "31-12-2025",
      Huella: ownSecondHuella,
      FechaHoraHusoGenRegistro: "2026-01-01T00:01:00+01:00",
    };
    expect(verifactuAnulacionHuella(anulacion, sha256)).toBe(ownAnulacionHuella);
  });

  it("encodes UTF-8 like TextEncoder does, astral characters and lone surrogates included", () => {
    expect([...utf8Bytes("ñé€")]).toEqual([0xc3, 0xb1, 0xc3, 0xa9, 0xe2, 0x82, 0xac]);
    for (const text of ["", "abc", "Año Café €", "𝄞🍷", "a\uD800b", "\u07FF\u0800\uFFFF"]) {
      expect([...utf8Bytes(text)], text).toEqual([...utf8ToBytes(text)]);
    }
  });
});

describe("VERI*FACTU hash input rules", () => {
  it("refuses what the XML could not carry or the hash would get wrong", () => {
    const bad: Partial<VerifactuAltaHashInput>[] = [
      { IDEmisorFactura: "8989001K" },
      { IDEmisorFactura: "89890001k" },
      { NumSerieFactura: "" },
      { NumSerieFactura: "   " },
      { NumSerieFactura: "x".repeat(61) },
      { FechaExpedicionFactura: "2024-01-01" },
      { FechaExpedicionFactura: "31-02-2024" },
      { TipoFactura: "F4" as never },
      { CuotaTotal: "12.3" },
      { ImporteTotal: "123,45" },
      { ImporteTotal: "1234567890123.00" },
      { Huella: "3c464daf61acb827c65fda19f352a4e3bdc2c640e9e9fc4cc058073f38f12f60" },
      { Huella: "ABC" },
      { FechaHoraHusoGenRegistro: "2024-01-01T19:20:30" },
      { FechaHoraHusoGenRegistro: "2024-01-01 19:20:30+01:00" },
    ];
    for (const change of bad) {
      expect(() => verifactuAltaHashText({ ...FIRST, ...change }), JSON.stringify(change)).toThrow();
    }
  });

  it("accepts a series of exactly 60 characters, a leap day and a UTC timestamp", () => {
    expect(() =>
      verifactuAltaHashText({
        ...FIRST,
        NumSerieFactura: "x".repeat(60),
        FechaExpedicionFactura: "29-02-2024",
        FechaHoraHusoGenRegistro: "2024-02-29T10:00:00Z",
      }),
    ).not.toThrow();
  });

  it("refuses a digest that is not 32 bytes", () => {
    expect(() => verifactuAltaHuella(FIRST, () => new Uint8Array(20))).toThrow(RangeError);
  });
});

describe("VERI*FACTU amounts and dates", () => {
  it("writes integer cents with two decimals and a dot", () => {
    expect(verifactuAmount(12345)).toBe("123.45");
    expect(verifactuAmount(1235)).toBe("12.35");
    expect(verifactuAmount(5)).toBe("0.05");
    expect(verifactuAmount(0)).toBe("0.00");
    expect(verifactuAmount(-1999)).toBe("-19.99");
    expect(verifactuAmount(56700)).toBe("567.00");
    expect(() => verifactuAmount(1.5)).toThrow(RangeError);
  });

  it("turns an ISO day into dd-mm-yyyy and refuses impossible days", () => {
    expect(verifactuDate("2024-01-01")).toBe("01-01-2024");
    expect(verifactuDate("2025-12-31")).toBe("31-12-2025");
    expect(() => verifactuDate("2025-02-29")).toThrow(RangeError);
    expect(() => verifactuDate("01-01-2024")).toThrow(RangeError);
  });
});
