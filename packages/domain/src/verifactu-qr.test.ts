import { describe, expect, it } from "vitest";
import { verifactuAmount } from "./verifactu-hash";
import { type VerifactuQrInput, verifactuQrUrl } from "./verifactu-qr";

const TICKET: VerifactuQrInput = {
  nif: "89890001K",
  numSerie: "12345678&G33",
  fecha: "01-01-2024",
  importe: "241.40",
};

describe("VERI*FACTU QR URL", () => {
  it("follows the AEAT example: production host, parameter order, & in the series as %26", () => {
    // AEAT's own example (notes §1.4) writes importe=241.4; the XML amount always has two decimals.
    expect(verifactuQrUrl(TICKET)).toBe(
      "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.40",
    );
  });

  it("uses the pre-production host in test and the NoVerifactu path when asked", () => {
    expect(verifactuQrUrl(TICKET, { environment: "test" })).toBe(
      "https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.40",
    );
    expect(verifactuQrUrl(TICKET, { mode: "no_verifactu" })).toMatch(
      /^https:\/\/www2\.agenciatributaria\.gob\.es\/wlpl\/TIKE-CONT\/ValidarQRNoVerifactu\?nif=/,
    );
  });

  it("encodes / as %2F like fiskaly's example, with two decimals", () => {
    expect(
      verifactuQrUrl({ ...TICKET, nif: "B64717838", numSerie: "1/25A-321", importe: verifactuAmount(56700) }),
    ).toBe(
      "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B64717838&numserie=1%2F25A-321&fecha=01-01-2024&importe=567.00",
    );
  });

  it("encodes inner spaces as %20, ñ as UTF-8 and drops outer spaces", () => {
    const url = verifactuQrUrl({ ...TICKET, numSerie: " Caña 1/A&B 7 ", importe: "-3.50" });
    expect(url).toContain("&numserie=Ca%C3%B1a%201%2FA%26B%207&fecha=");
    expect(url).toMatch(/&importe=-3\.50$/);
    // The encoded series reads back as the original, and no stray & or space leaks into the query.
    const pairs = url
      .split("?")[1]!
      .split("&")
      .map((pair) => pair.split("=").map(decodeURIComponent));
    expect(pairs.map(([name]) => name)).toEqual(["nif", "numserie", "fecha", "importe"]);
    expect(pairs[1]![1]).toBe("Caña 1/A&B 7");
    expect(url).not.toContain(" ");
  });

  it("refuses amounts without two decimals, ISO dates and bad NIF shapes", () => {
    for (const change of [
      { importe: "241.4" },
      { importe: "241,40" },
      { fecha: "2024-01-01" },
      { nif: "89890001" },
      { numSerie: "" },
      { numSerie: "x".repeat(61) },
    ]) {
      expect(() => verifactuQrUrl({ ...TICKET, ...change }), JSON.stringify(change)).toThrow();
    }
  });
});
