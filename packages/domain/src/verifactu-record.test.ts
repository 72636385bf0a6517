import { sha256 as nobleSha256 } from "@noble/hashes/sha2.js";
import { describe, expect, it } from "vitest";
import { isValidTaxId } from "./tax-id";
import { verifactuAltaHuella, verifactuAnulacionHuella } from "./verifactu-hash";
import {
  COMANDA_PRODUCER_NIF,
  comandaSistemaInformatico,
  isVerifactuSafeText,
  type VerifactuRegistroAltaInput,
  type VerifactuRegistroAnulacionInput,
  verifactuAltaHashInputOf,
  verifactuAmountCents,
  verifactuAnulacionHashInputOf,
  verifactuRegistroAltaSchema,
  verifactuRegistroAnulacionSchema,
} from "./verifactu-record";

const sha256 = (data: Uint8Array) => nobleSha256(data);
const SISTEMA = comandaSistemaInformatico({ version: "0.1.0", numeroInstalacion: "local-1" });

// The official AEAT vector 1 (notes §1.3) as a whole F1: two VAT lines add up to its totals.
const OFFICIAL_F1: VerifactuRegistroAltaInput = {
  IDFactura: {
    IDEmisorFactura: "89890001K",
    NumSerieFactura: "12345678/G33",
    FechaExpedicionFactura: "01-01-2024",
  },
  NombreRazonEmisor: "Restaurante Peña & Güell",
  TipoFactura: "F1",
  DescripcionOperacion: "Servicio de restauración",
  Destinatarios: [{ NombreRazon: "Cliente S.L.", NIF: "B64717838" }],
  Desglose: [line("10.00", "99.83", "9.98"), line("21.00", "11.27", "2.37")],
  CuotaTotal: "12.35",
  ImporteTotal: "123.45",
  Encadenamiento: { PrimerRegistro: "S" },
  SistemaInformatico: SISTEMA,
  FechaHoraHusoGenRegistro: "2024-01-01T19:20:30+01:00",
  TipoHuella: "01",
  Huella: "3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60",
};

function line(rate: string, base: string, quota: string) {
  return {
    Impuesto: "01",
    ClaveRegimen: "01",
    CalificacionOperacion: "S1",
    TipoImpositivo: rate,
    BaseImponibleOimporteNoSujeto: base,
    CuotaRepercutida: quota,
  } as const;
}

const F2: VerifactuRegistroAltaInput = {
  ...OFFICIAL_F1,
  TipoFactura: "F2",
  Destinatarios: undefined,
  Desglose: [line("10.00", "20.00", "2.00")],
  CuotaTotal: "2.00",
  ImporteTotal: "22.00",
};

/** The paths of the issues the schema finds, or [] when the record is accepted. */
function problems(record: VerifactuRegistroAltaInput): string[] {
  const result = verifactuRegistroAltaSchema.safeParse(record);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
}

describe("Comanda's SistemaInformatico", () => {
  it("names Comanda with a placeholder producer NIF that passes the NIF check", () => {
    expect(isValidTaxId(COMANDA_PRODUCER_NIF)).toBe(true);
    expect(SISTEMA).toEqual({
      NombreRazon: "Comanda",
      NIF: "B00000000",
      NombreSistemaInformatico: "Comanda",
      IdSistemaInformatico: "CM",
      Version: "0.1.0",
      NumeroInstalacion: "local-1",
      TipoUsoPosibleSoloVerifactu: "S",
      TipoUsoPosibleMultiOT: "S",
      IndicadorMultiplesOT: "N",
    });
  });

  it("refuses a version or installation the XSD would not take", () => {
    expect(() => comandaSistemaInformatico({ version: "x".repeat(51), numeroInstalacion: "1" })).toThrow();
    expect(() => comandaSistemaInformatico({ version: "1", numeroInstalacion: "" })).toThrow();
  });
});

describe("registro de alta", () => {
  it("gives the official huella from the fields of a whole record", () => {
    const alta = verifactuRegistroAltaSchema.parse(OFFICIAL_F1);
    expect(verifactuAltaHuella(verifactuAltaHashInputOf(alta), sha256)).toBe(OFFICIAL_F1.Huella);
    const second = {
      ...OFFICIAL_F1,
      IDFactura: { ...OFFICIAL_F1.IDFactura, NumSerieFactura: "12345679/G34" },
      Encadenamiento: { RegistroAnterior: { ...OFFICIAL_F1.IDFactura, Huella: OFFICIAL_F1.Huella } },
      FechaHoraHusoGenRegistro: "2024-01-01T19:20:35+01:00",
    };
    expect(verifactuAltaHuella(verifactuAltaHashInputOf(second), sha256)).toBe(
      "F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97",
    );
  });

  it("accepts an F1 with a recipient, an F2 without, an F3 and R5s", () => {
    expect(problems(OFFICIAL_F1)).toEqual([]);
    expect(problems(F2)).toEqual([]);
    const f3: VerifactuRegistroAltaInput = {
      ...OFFICIAL_F1,
      TipoFactura: "F3",
      FacturasSustituidas: [F2.IDFactura],
    };
    expect(problems(f3)).toEqual([]);
    const refund: VerifactuRegistroAltaInput = {
      ...F2,
      TipoFactura: "R5",
      TipoRectificativa: "I",
      FacturasRectificadas: [F2.IDFactura],
      Desglose: [line("10.00", "-20.00", "-2.00")],
      CuotaTotal: "-2.00",
      ImporteTotal: "-22.00",
    };
    expect(problems(refund)).toEqual([]);
    const substitution: VerifactuRegistroAltaInput = {
      ...refund,
      TipoRectificativa: "S",
      ImporteRectificacion: { BaseRectificada: "20.00", CuotaRectificada: "2.00" },
    };
    expect(problems(substitution)).toEqual([]);
  });

  it("wants a recipient exactly where the AEAT does (errors 1189, 1190)", () => {
    expect(problems({ ...OFFICIAL_F1, Destinatarios: undefined })).toEqual(["Destinatarios"]);
    expect(problems({ ...F2, Destinatarios: OFFICIAL_F1.Destinatarios })).toEqual(["Destinatarios"]);
    expect(problems({ ...OFFICIAL_F1, Destinatarios: [{ NombreRazon: "Yo", NIF: "89890001K" }] })).toEqual([
      "Destinatarios",
    ]);
  });

  it("checks the recipient's identifier", () => {
    expect(problems({ ...OFFICIAL_F1, Destinatarios: [{ NombreRazon: "X", NIF: "B64717839" }] })).toEqual([
      "Destinatarios.0.NIF",
    ]);
    const foreign = {
      NombreRazon: "Tourist GmbH",
      IDOtro: { CodigoPais: "DE", IDType: "02", ID: "DE123456789" },
    } as const;
    expect(problems({ ...OFFICIAL_F1, Destinatarios: [foreign] })).toEqual([]);
    const passport = { NombreRazon: "Ann", IDOtro: { IDType: "03", ID: "X1234567" } } as const;
    expect(problems({ ...OFFICIAL_F1, Destinatarios: [passport] }).length).toBeGreaterThan(0);
  });

  it("ties the rectification fields to the invoice type (errors 1114-1119)", () => {
    expect(problems({ ...F2, TipoRectificativa: "I" })).toEqual(["TipoRectificativa"]);
    expect(problems({ ...F2, FacturasSustituidas: [F2.IDFactura] })).toEqual(["FacturasSustituidas"]);
    expect(problems({ ...OFFICIAL_F1, TipoFactura: "F3" })).toEqual(["FacturasSustituidas"]);
    const r5: VerifactuRegistroAltaInput = { ...F2, TipoFactura: "R5", FacturasRectificadas: [F2.IDFactura] };
    expect(problems(r5)).toEqual(["TipoRectificativa"]);
    expect(problems({ ...r5, TipoRectificativa: "S" })).toEqual(["ImporteRectificacion"]);
    expect(
      problems({
        ...r5,
        TipoRectificativa: "I",
        ImporteRectificacion: { BaseRectificada: "1.00", CuotaRectificada: "0.10" },
      }),
    ).toEqual(["ImporteRectificacion"]);
    expect(problems({ ...r5, TipoRectificativa: "I", FacturasRectificadas: undefined })).toEqual([
      "FacturasRectificadas",
    ]);
  });

  it("checks the lines and the totals in cents (errors 1142, 1210, 1216, 1150)", () => {
    expect(problems({ ...F2, Desglose: [line("10.00", "20.00", "2.03")] })).toEqual([
      "Desglose.0.CuotaRepercutida",
      "CuotaTotal",
    ]);
    expect(
      problems({
        ...F2,
        Desglose: [line("10.00", "20.00", "2.02")],
        CuotaTotal: "2.02",
        ImporteTotal: "22.02",
      }),
    ).toEqual([]);
    expect(problems({ ...F2, CuotaTotal: "2.01" })).toEqual(["CuotaTotal", "ImporteTotal"]);
    expect(problems({ ...F2, ImporteTotal: "22.01" })).toEqual(["ImporteTotal"]);
    expect(problems({ ...F2, Desglose: [] })).toContain("Desglose");
    const big = {
      ...F2,
      Desglose: [line("10.00", "2800.00", "280.00")],
      CuotaTotal: "280.00",
      ImporteTotal: "3080.00",
    };
    expect(problems(big)).toEqual(["ImporteTotal"]);
    expect(problems({ ...big, TipoFactura: "F1", Destinatarios: OFFICIAL_F1.Destinatarios })).toEqual([]);
  });

  it("allows RechazoPrevio only on a Subsanacion (errors 1153, 1161)", () => {
    expect(problems({ ...F2, RechazoPrevio: "X" })).toEqual(["RechazoPrevio"]);
    expect(problems({ ...F2, Subsanacion: "S", RechazoPrevio: "X" })).toEqual([]);
    expect(problems({ ...F2, RechazoPrevio: "N" })).toEqual([]);
  });

  it("refuses the characters the AEAT refuses in names (error 1287) and keeps é, ñ, € and &", () => {
    expect(isVerifactuSafeText("Café Ñandú & Cía — 5 €")).toBe(true);
    for (const bad of ["L'Escala", 'El "Bar"', "a<b", "a>b", "a=b", "tab\there"]) {
      expect(isVerifactuSafeText(bad)).toBe(false);
    }
    expect(problems({ ...F2, NombreRazonEmisor: "L'Escala" })).toEqual(["NombreRazonEmisor"]);
    expect(problems({ ...F2, DescripcionOperacion: "x".repeat(501) })).toEqual(["DescripcionOperacion"]);
  });

  it("trims the texts the hash trims", () => {
    const alta = verifactuRegistroAltaSchema.parse({
      ...F2,
      NombreRazonEmisor: "  Bar  ",
      CuotaTotal: " 2.00 ",
    });
    expect(alta.NombreRazonEmisor).toBe("Bar");
    expect(alta.CuotaTotal).toBe("2.00");
  });
});

describe("registro de anulación", () => {
  const anulacion: VerifactuRegistroAnulacionInput = {
    IDFactura: {
      IDEmisorFacturaAnulada: "89890001K",
      NumSerieFacturaAnulada: "12345679/G34",
      FechaExpedicionFacturaAnulada: "01-01-2024",
    },
    Encadenamiento: {
      RegistroAnterior: {
        IDEmisorFactura: "89890001K",
        NumSerieFactura: "12345679/G34",
        FechaExpedicionFactura: "01-01-2024",
        Huella: "F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97",
      },
    },
    SistemaInformatico: SISTEMA,
    FechaHoraHusoGenRegistro: "2024-01-01T19:20:40+01:00",
    TipoHuella: "01",
    Huella: "177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68",
  };

  it("gives the official huella and always follows an earlier record", () => {
    const parsed = verifactuRegistroAnulacionSchema.parse(anulacion);
    expect(verifactuAnulacionHuella(verifactuAnulacionHashInputOf(parsed), sha256)).toBe(anulacion.Huella);
    const first = verifactuRegistroAnulacionSchema.safeParse({
      ...anulacion,
      Encadenamiento: { PrimerRegistro: "S" },
    });
    expect(first.success).toBe(false);
  });
});

describe("verifactuAmountCents", () => {
  it("reads the amount text back as cents", () => {
    expect(verifactuAmountCents("123.45")).toBe(12345);
    expect(verifactuAmountCents("-0.05")).toBe(-5);
    expect(() => verifactuAmountCents("1.5")).toThrow(RangeError);
  });
});
