import { z } from "zod";
import { isValidTaxId } from "./tax-id";
import {
  VERIFACTU_INVOICE_TYPES,
  type VerifactuAltaHashInput,
  type VerifactuAnulacionHashInput,
  type VerifactuInvoiceType,
  verifactuAmountField,
  verifactuDateField,
  verifactuNifField,
  verifactuSeriesNumberField,
  verifactuTimestampField,
} from "./verifactu-hash";

/**
 * The content of the VERI*FACTU records Comanda generates: a registro de alta and a registro de
 * anulación (AEAT SuministroInformacion.xsd, RegistroFacturacionAltaType and
 * RegistroFacturacionAnulacionType; research/fiscal-hardware-notes.md §1.2). Field names are the
 * XSD's, so a record maps one to one onto its XML. Only the parts a restaurant uses are modelled
 * (no third-party issuer, coupons, billing agreements or signature); the cross-field rules are
 * the AEAT's own validations, cited by their error code from the AEAT error list.
 */

export const VERIFACTU_RECORD_MESSAGES = {
  forbiddenCharacters: "fiscal.forbidden_characters",
  invalidTaxId: "validation.tax_id",
  rule: "fiscal.record_rule",
} as const;

/** AEAT refuses these in text fields (error 1287). */
const FORBIDDEN_CHARACTERS = `<>"'=`;

/** A text the AEAT accepts in a name or description field; control characters are not XML text either. */
export function isVerifactuSafeText(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || FORBIDDEN_CHARACTERS.includes(char)) return false;
  }
  return true;
}

function aeatText(max: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine(isVerifactuSafeText, { message: VERIFACTU_RECORD_MESSAGES.forbiddenCharacters });
}

const yesNo = z.enum(["S", "N"]);
/** A Spanish tax id with a right control character, for parties other than the issuer. */
const checkedNif = verifactuNifField.refine(isValidTaxId, {
  message: VERIFACTU_RECORD_MESSAGES.invalidTaxId,
});
/** Tipo2.2Type written, like amounts, always with two decimals: `10.00`. */
const rateField = z
  .string()
  .trim()
  .regex(/^\d{1,3}\.\d{2}$/);
const huellaField = z
  .string()
  .trim()
  .regex(/^[0-9A-F]{64}$/);

/** Amount text (`verifactuAmountField`) as integer cents: "-12.05" → -1205. */
export function verifactuAmountCents(amount: string): number {
  const match = /^(-?)(\d{1,12})\.(\d{2})$/.exec(amount.trim());
  if (!match) throw new RangeError(`not a VERI*FACTU amount: ${amount}`);
  const cents = Number(match[2]) * 100 + Number(match[3]);
  return match[1] === "-" ? -cents : cents;
}

export const verifactuIdFacturaSchema = z.object({
  IDEmisorFactura: verifactuNifField,
  NumSerieFactura: verifactuSeriesNumberField,
  FechaExpedicionFactura: verifactuDateField,
});
export type VerifactuIdFactura = z.output<typeof verifactuIdFacturaSchema>;

export const verifactuIdFacturaAnuladaSchema = z.object({
  IDEmisorFacturaAnulada: verifactuNifField,
  NumSerieFacturaAnulada: verifactuSeriesNumberField,
  FechaExpedicionFacturaAnulada: verifactuDateField,
});

/** PersonaFisicaJuridicaESType: the issuer in a submission's Cabecera (ObligadoEmision). */
export const verifactuObligadoEmisionSchema = z.object({
  NombreRazon: aeatText(120),
  NIF: verifactuNifField,
});
export type VerifactuObligadoEmision = z.input<typeof verifactuObligadoEmisionSchema>;

/** IDOtro: a foreign or non-census identifier; CodigoPais is required unless IDType is NIF-IVA (error 1111). */
const idOtroSchema = z
  .object({
    CodigoPais: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    IDType: z.enum(["02", "03", "04", "05", "06", "07"]),
    ID: aeatText(20),
  })
  .refine((id) => id.IDType === "02" || id.CodigoPais !== undefined, {
    path: ["CodigoPais"],
    message: VERIFACTU_RECORD_MESSAGES.rule,
  });

/** PersonaFisicaJuridicaType: a name and either a Spanish NIF or another identifier. */
export const verifactuPersonaSchema = z.union([
  z.strictObject({ NombreRazon: aeatText(120), NIF: checkedNif }),
  z.strictObject({ NombreRazon: aeatText(120), IDOtro: idOtroSchema }),
]);
export type VerifactuPersona = z.output<typeof verifactuPersonaSchema>;

/** One VAT line: a restaurant's sales are always IVA (01), general regime (01), subject and not exempt (S1). */
export const verifactuDetalleDesgloseSchema = z
  .object({
    Impuesto: z.literal("01"),
    ClaveRegimen: z.literal("01"),
    CalificacionOperacion: z.literal("S1"),
    TipoImpositivo: rateField,
    BaseImponibleOimporteNoSujeto: verifactuAmountField,
    CuotaRepercutida: verifactuAmountField,
  })
  // Error 1142: the quota must be base × rate; ±0.02 covers rounding per line (josemmo's tolerance).
  .refine(
    (line) => {
      const base = verifactuAmountCents(line.BaseImponibleOimporteNoSujeto);
      const rate = verifactuAmountCents(line.TipoImpositivo);
      return Math.abs(verifactuAmountCents(line.CuotaRepercutida) * 10_000 - base * rate) <= 2 * 10_000;
    },
    { path: ["CuotaRepercutida"], message: VERIFACTU_RECORD_MESSAGES.rule },
  );
export type VerifactuDetalleDesglose = z.output<typeof verifactuDetalleDesgloseSchema>;

export const verifactuEncadenamientoSchema = z.union([
  z.strictObject({ PrimerRegistro: z.literal("S") }),
  z.strictObject({
    RegistroAnterior: z.object({
      IDEmisorFactura: verifactuNifField,
      NumSerieFactura: verifactuSeriesNumberField,
      FechaExpedicionFactura: verifactuDateField,
      Huella: huellaField,
    }),
  }),
]);
export type VerifactuEncadenamiento = z.output<typeof verifactuEncadenamientoSchema>;

export const verifactuSistemaInformaticoSchema = z.object({
  NombreRazon: aeatText(120),
  NIF: checkedNif,
  NombreSistemaInformatico: aeatText(30),
  IdSistemaInformatico: aeatText(2),
  Version: aeatText(50),
  NumeroInstalacion: aeatText(100),
  TipoUsoPosibleSoloVerifactu: yesNo,
  TipoUsoPosibleMultiOT: yesNo,
  IndicadorMultiplesOT: yesNo,
});
export type VerifactuSistemaInformatico = z.output<typeof verifactuSistemaInformaticoSchema>;

/**
 * Comanda as the producer of the invoicing system. The NIF is a placeholder (a well-formed CIF
 * with the right control digit) until the producing company's NIF is known: it must be replaced
 * before the system is declared (declaración responsable) and used in production.
 */
export const COMANDA_PRODUCER_NIF = "B00000000";

/** Comanda's SistemaInformatico block; one installation per local, VERI*FACTU only, one issuer per installation. */
export function comandaSistemaInformatico(options: {
  version: string;
  numeroInstalacion: string;
}): VerifactuSistemaInformatico {
  return verifactuSistemaInformaticoSchema.parse({
    NombreRazon: "Comanda",
    NIF: COMANDA_PRODUCER_NIF,
    NombreSistemaInformatico: "Comanda",
    IdSistemaInformatico: "CM",
    Version: options.version,
    NumeroInstalacion: options.numeroInstalacion,
    TipoUsoPosibleSoloVerifactu: "S",
    TipoUsoPosibleMultiOT: "S",
    IndicadorMultiplesOT: "N",
  });
}

const RECTIFICATIVAS: readonly VerifactuInvoiceType[] = ["R1", "R2", "R3", "R4", "R5"];
/** Simplified invoices carry no recipient (error 1190); every other type must (error 1189). */
const WITHOUT_RECIPIENT: readonly VerifactuInvoiceType[] = ["F2", "R5"];
/** Error 1150: an F2 above 3,000 € needs the art. 6.1.d mark, which Comanda never sets. */
const F2_MAX_TOTAL_CENTS = 300_000;

export const verifactuRegistroAltaSchema = z
  .object({
    IDFactura: verifactuIdFacturaSchema,
    NombreRazonEmisor: aeatText(120),
    Subsanacion: yesNo.optional(),
    RechazoPrevio: z.enum(["N", "S", "X"]).optional(),
    TipoFactura: z.enum(VERIFACTU_INVOICE_TYPES),
    TipoRectificativa: z.enum(["S", "I"]).optional(),
    FacturasRectificadas: z.array(verifactuIdFacturaSchema).min(1).max(1000).optional(),
    FacturasSustituidas: z.array(verifactuIdFacturaSchema).min(1).max(1000).optional(),
    ImporteRectificacion: z
      .object({ BaseRectificada: verifactuAmountField, CuotaRectificada: verifactuAmountField })
      .optional(),
    DescripcionOperacion: aeatText(500),
    FacturaSimplificadaArt7273: yesNo.optional(),
    Destinatarios: z.array(verifactuPersonaSchema).min(1).max(1000).optional(),
    Desglose: z.array(verifactuDetalleDesgloseSchema).min(1).max(12),
    CuotaTotal: verifactuAmountField,
    ImporteTotal: verifactuAmountField,
    Encadenamiento: verifactuEncadenamientoSchema,
    SistemaInformatico: verifactuSistemaInformaticoSchema,
    FechaHoraHusoGenRegistro: verifactuTimestampField,
    TipoHuella: z.literal("01"),
    Huella: huellaField,
  })
  .superRefine((alta, context) => {
    const broken = (path: string, when: boolean) => {
      if (when) context.addIssue({ code: "custom", path: [path], message: VERIFACTU_RECORD_MESSAGES.rule });
    };
    const rectificativa = RECTIFICATIVAS.includes(alta.TipoFactura);
    // 1114/1115: TipoRectificativa exactly for R*; 1117: FacturasRectificadas only for R*, and
    // Comanda always names the invoice it rectifies.
    broken("TipoRectificativa", rectificativa !== (alta.TipoRectificativa !== undefined));
    broken("FacturasRectificadas", rectificativa !== (alta.FacturasRectificadas !== undefined));
    // 1116: FacturasSustituidas only (and, for Comanda, always) on an F3.
    broken("FacturasSustituidas", (alta.TipoFactura === "F3") !== (alta.FacturasSustituidas !== undefined));
    // 1118/1119: ImporteRectificacion exactly for a rectification by substitution.
    broken(
      "ImporteRectificacion",
      (alta.TipoRectificativa === "S") !== (alta.ImporteRectificacion !== undefined),
    );
    // 1189/1190.
    broken(
      "Destinatarios",
      WITHOUT_RECIPIENT.includes(alta.TipoFactura) === (alta.Destinatarios !== undefined),
    );
    // 1193: a recipient is not the issuer.
    broken(
      "Destinatarios",
      (alta.Destinatarios ?? []).some(
        (persona) => "NIF" in persona && persona.NIF === alta.IDFactura.IDEmisorFactura,
      ),
    );
    // 1183.
    broken(
      "FacturaSimplificadaArt7273",
      alta.FacturaSimplificadaArt7273 === "S" && WITHOUT_RECIPIENT.includes(alta.TipoFactura),
    );
    // 1153/1161: RechazoPrevio S or X only on a Subsanacion.
    broken(
      "RechazoPrevio",
      alta.RechazoPrevio !== undefined && alta.RechazoPrevio !== "N" && alta.Subsanacion !== "S",
    );
    // 1216 and 1210: totals are exactly the sum of the lines (Comanda computes them in cents).
    const bases = alta.Desglose.reduce(
      (sum, line) => sum + verifactuAmountCents(line.BaseImponibleOimporteNoSujeto),
      0,
    );
    const quotas = alta.Desglose.reduce((sum, line) => sum + verifactuAmountCents(line.CuotaRepercutida), 0);
    broken("CuotaTotal", verifactuAmountCents(alta.CuotaTotal) !== quotas);
    broken(
      "ImporteTotal",
      verifactuAmountCents(alta.ImporteTotal) !== bases + verifactuAmountCents(alta.CuotaTotal),
    );
    broken("ImporteTotal", alta.TipoFactura === "F2" && Math.abs(bases + quotas) > F2_MAX_TOTAL_CENTS);
  });
export type VerifactuRegistroAltaInput = z.input<typeof verifactuRegistroAltaSchema>;
export type VerifactuRegistroAlta = z.output<typeof verifactuRegistroAltaSchema>;

export const verifactuRegistroAnulacionSchema = z
  .object({
    IDFactura: verifactuIdFacturaAnuladaSchema,
    SinRegistroPrevio: yesNo.optional(),
    RechazoPrevio: yesNo.optional(),
    Encadenamiento: verifactuEncadenamientoSchema,
    SistemaInformatico: verifactuSistemaInformaticoSchema,
    FechaHoraHusoGenRegistro: verifactuTimestampField,
    TipoHuella: z.literal("01"),
    Huella: huellaField,
  })
  // An anulación removes an earlier record of the same chain, so it never starts one (notes §1.2).
  .refine((anulacion) => "RegistroAnterior" in anulacion.Encadenamiento, {
    path: ["Encadenamiento"],
    message: VERIFACTU_RECORD_MESSAGES.rule,
  });
export type VerifactuRegistroAnulacionInput = z.input<typeof verifactuRegistroAnulacionSchema>;
export type VerifactuRegistroAnulacion = z.output<typeof verifactuRegistroAnulacionSchema>;

type Chained = { Encadenamiento: z.input<typeof verifactuEncadenamientoSchema> };

function previousHuella({ Encadenamiento }: Chained): string {
  return "RegistroAnterior" in Encadenamiento ? Encadenamiento.RegistroAnterior.Huella : "";
}

/** The fields of an alta its huella is computed from (`verifactuAltaHuella`); the Huella itself is not needed. */
export function verifactuAltaHashInputOf(
  alta: Chained &
    Pick<
      VerifactuRegistroAltaInput,
      "IDFactura" | "TipoFactura" | "CuotaTotal" | "ImporteTotal" | "FechaHoraHusoGenRegistro"
    >,
): VerifactuAltaHashInput {
  return {
    ...alta.IDFactura,
    TipoFactura: alta.TipoFactura,
    CuotaTotal: alta.CuotaTotal,
    ImporteTotal: alta.ImporteTotal,
    Huella: previousHuella(alta),
    FechaHoraHusoGenRegistro: alta.FechaHoraHusoGenRegistro,
  };
}

/** The fields of an anulación its huella is computed from (`verifactuAnulacionHuella`). */
export function verifactuAnulacionHashInputOf(
  anulacion: Chained & Pick<VerifactuRegistroAnulacionInput, "IDFactura" | "FechaHoraHusoGenRegistro">,
): VerifactuAnulacionHashInput {
  return {
    ...anulacion.IDFactura,
    Huella: previousHuella(anulacion),
    FechaHoraHusoGenRegistro: anulacion.FechaHoraHusoGenRegistro,
  };
}
