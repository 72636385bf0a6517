import { describe, expect, it } from "vitest";
import { isValidTaxId, normalizeTaxId, taxIdKind } from "./tax-id";

describe("Spanish tax identifiers", () => {
  it("accepts DNI-style NIFs with their control letter, and the K/L/M personal ones", () => {
    for (const id of ["12345678Z", "89890001K", "00000006Y", "K1234567L", "M1234567L"]) {
      expect(taxIdKind(id), id).toBe("nif");
    }
  });

  it("accepts NIEs (X, Y, Z read as 0, 1, 2)", () => {
    for (const id of ["X2482300W", "Y1234567X", "Z7654321H"]) expect(taxIdKind(id), id).toBe("nie");
  });

  it("accepts CIFs with a control digit or the matching letter", () => {
    for (const id of [
      "A13585625",
      "B64717838",
      "B58378431",
      "J99216582",
      "Q2826000H",
      "S2800000H",
      "S28000008",
    ]) {
      expect(taxIdKind(id), id).toBe("cif");
    }
  });

  it("refuses a wrong control character, a wrong shape and a wrong first letter", () => {
    for (const id of [
      "12345678A",
      "1234567Z",
      "123456789",
      "X2482300A",
      "W2482300W",
      "A13585626",
      "A1358562B",
      "S2800000A",
      "I1234567A",
      "",
      "ZZZZZZZZZ",
    ]) {
      expect(isValidTaxId(id), id).toBe(false);
    }
  });

  it("covers the issue 25 cases from the notes §1.6 (fiscal config's tax_number)", () => {
    // Good: the AEAT test NIF, the notes' checked CIFs and NIE, lower case and an ES prefix.
    for (const id of ["89890001K", "B44752210", "J99216582", "X2482300W", "es89890001k", "ESB44752210"]) {
      expect(isValidTaxId(id), id).toBe(true);
    }
    // Bad: each one a single character off, a foreign prefix, the AEAT "magic" recipient-only
    // T-NIFs, a NIE of an unknown letter and 8 or 10 characters.
    for (const id of [
      "89890001J",
      "89890002K",
      "B44752211",
      "B4475221A",
      "J99216583",
      "X2482300X",
      "Y1234567A",
      "Z7654321A",
      "K1234567A",
      "L1234567A",
      "FR89890001K",
      "T0000000J",
      "W1234567",
      "A135856250",
    ]) {
      expect(isValidTaxId(id), id).toBe(false);
    }
  });

  it("normalises case, spaces, dots, dashes and an ES prefix", () => {
    expect(normalizeTaxId(" 12.345.678-z ")).toBe("12345678Z");
    expect(normalizeTaxId("es-b 6471 7838")).toBe("B64717838");
    expect(normalizeTaxId("x-2482300-w")).toBe("X2482300W");
    expect(isValidTaxId("es 12345678-z")).toBe(true);
  });
});
