import { z } from "zod";

/**
 * The huella (chained SHA-256) of VERI*FACTU records, exactly as research/fiscal-hardware-notes.md
 * §1.3 gives it (AEAT "Detalle de las especificaciones técnicas para la generación de la huella o
 * hash de los registros de facturación" v0.1.2):
 * - `Name=value` pairs joined by `&`, literal case-sensitive names, values not escaped, each value
 *   trimmed of leading and trailing spaces, an empty value still written as `Name=`;
 * - alta: IDEmisorFactura, NumSerieFactura, FechaExpedicionFactura, TipoFactura, CuotaTotal,
 *   ImporteTotal, Huella (previous record's), FechaHoraHusoGenRegistro;
 * - anulación: IDEmisorFacturaAnulada, NumSerieFacturaAnulada, FechaExpedicionFacturaAnulada,
 *   Huella (previous record's), FechaHoraHusoGenRegistro;
 * - SHA-256 over the UTF-8 bytes (no BOM), written as 64 upper-case hex characters.
 * Amounts are hashed exactly as written in the XML, so they come in as text (`verifactuAmount`).
 *
 * The domain is bundled for the browser, so no hashing library is imported here: the caller
 * passes the SHA-256 function (on the server `createHash("sha256").update(bytes).digest()`).
 */

/** SHA-256 of some bytes: the 32-byte digest. */
export type Sha256 = (data: Uint8Array) => Uint8Array;

/** TipoFactura, AEAT list L2 (notes §1.5). */
export const VERIFACTU_INVOICE_TYPES = ["F1", "F2", "F3", "R1", "R2", "R3", "R4", "R5"] as const;
export type VerifactuInvoiceType = (typeof VERIFACTU_INVOICE_TYPES)[number];

/** Leading and trailing spaces do not count in the hash (notes §1.3): the fields trim them. */
const trimmed = () => z.string().trim();

/** NIFType: 9 characters (XSD); the control letter is checked where the issuer is configured. */
export const verifactuNifField = trimmed().regex(/^[0-9A-Z]{9}$/);
/** TextoIDFacturaType: series and number together, 1 to 60 characters (XSD). */
export const verifactuSeriesNumberField = trimmed().min(1).max(60);

const DATE_PATTERN = /^(\d{2})-(\d{2})-(\d{4})$/;
/** A real calendar day written dd-mm-yyyy (XSD `fecha`). */
export const verifactuDateField = trimmed().refine((value) => {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
});

/** Amounts always with two decimals, the form the XML is written in (notes §1.2, §1.3). */
export const VERIFACTU_AMOUNT_PATTERN = /^-?\d{1,12}\.\d{2}$/;
export const verifactuAmountField = trimmed().regex(VERIFACTU_AMOUNT_PATTERN);

/** xs:dateTime with its time zone offset, e.g. 2024-01-01T19:20:30+01:00. */
export const verifactuTimestampField = trimmed().regex(
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:Z|[+-]\d{2}:\d{2})$/,
);

/** The previous record's huella, or empty for the first record of the chain. */
export const previousHuellaField = trimmed().regex(/^(?:[0-9A-F]{64})?$/);

export const verifactuAltaHashInputSchema = z.object({
  IDEmisorFactura: verifactuNifField,
  NumSerieFactura: verifactuSeriesNumberField,
  FechaExpedicionFactura: verifactuDateField,
  TipoFactura: z.enum(VERIFACTU_INVOICE_TYPES),
  CuotaTotal: verifactuAmountField,
  ImporteTotal: verifactuAmountField,
  Huella: previousHuellaField,
  FechaHoraHusoGenRegistro: verifactuTimestampField,
});
export type VerifactuAltaHashInput = z.input<typeof verifactuAltaHashInputSchema>;

export const verifactuAnulacionHashInputSchema = z.object({
  IDEmisorFacturaAnulada: verifactuNifField,
  NumSerieFacturaAnulada: verifactuSeriesNumberField,
  FechaExpedicionFacturaAnulada: verifactuDateField,
  Huella: previousHuellaField,
  FechaHoraHusoGenRegistro: verifactuTimestampField,
});
export type VerifactuAnulacionHashInput = z.input<typeof verifactuAnulacionHashInputSchema>;

const ALTA_FIELDS = [
  "IDEmisorFactura",
  "NumSerieFactura",
  "FechaExpedicionFactura",
  "TipoFactura",
  "CuotaTotal",
  "ImporteTotal",
  "Huella",
  "FechaHoraHusoGenRegistro",
] as const satisfies readonly (keyof VerifactuAltaHashInput)[];

const ANULACION_FIELDS = [
  "IDEmisorFacturaAnulada",
  "NumSerieFacturaAnulada",
  "FechaExpedicionFacturaAnulada",
  "Huella",
  "FechaHoraHusoGenRegistro",
] as const satisfies readonly (keyof VerifactuAnulacionHashInput)[];

function joinFields<K extends string>(fields: readonly K[], values: Record<K, string>): string {
  return fields.map((name) => `${name}=${values[name]}`).join("&");
}

/** The exact text hashed for a registro de alta (validated and trimmed; throws a ZodError). */
export function verifactuAltaHashText(input: VerifactuAltaHashInput): string {
  return joinFields(ALTA_FIELDS, verifactuAltaHashInputSchema.parse(input));
}

/** The exact text hashed for a registro de anulación (validated and trimmed; throws a ZodError). */
export function verifactuAnulacionHashText(input: VerifactuAnulacionHashInput): string {
  return joinFields(ANULACION_FIELDS, verifactuAnulacionHashInputSchema.parse(input));
}

/** UTF-8 bytes of a string (TextEncoder is not in the domain's ES-only lib); lone surrogates → U+FFFD. */
export function utf8Bytes(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    let code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) {
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    } else {
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
    }
  }
  return Uint8Array.from(bytes);
}

/** SHA-256 of the UTF-8 text as 64 upper-case hex characters. */
export function sha256UpperHex(text: string, sha256: Sha256): string {
  const digest = sha256(utf8Bytes(text));
  if (digest.length !== 32) throw new RangeError(`a SHA-256 digest has 32 bytes, got ${digest.length}`);
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();
}

/** The huella of a registro de alta. */
export function verifactuAltaHuella(input: VerifactuAltaHashInput, sha256: Sha256): string {
  return sha256UpperHex(verifactuAltaHashText(input), sha256);
}

/** The huella of a registro de anulación. */
export function verifactuAnulacionHuella(input: VerifactuAnulacionHashInput, sha256: Sha256): string {
  return sha256UpperHex(verifactuAnulacionHashText(input), sha256);
}

/** Integer cents as the XML/hash amount text: 12345 → "123.45", -5 → "-0.05". */
export function verifactuAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a safe integer, got ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** An ISO calendar date (yyyy-mm-dd, e.g. a business day) as the AEAT's dd-mm-yyyy. */
export function verifactuDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`expected yyyy-mm-dd, got ${isoDate}`);
  const text = `${match[3]}-${match[2]}-${match[1]}`;
  if (!verifactuDateField.safeParse(text).success) throw new RangeError(`not a calendar date: ${isoDate}`);
  return text;
}
