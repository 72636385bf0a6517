import {
  isTimeZone,
  roundDecimals,
  roundTypedDecimal,
  taxIdField,
  verifactuAmount,
  zonedParts,
} from "@comanda/domain";
import { z } from "zod";

/**
 * What Comanda sends to SIGN ES for one invoice, in Comanda's terms (cents, a Date and the
 * local's time zone), and the request bodies made from it (research/fiscal-hardware-notes.md
 * §2.1; MewsSystems/fiscalizations `InvoiceMapper`, `SimplifiedInvoiceRequest`,
 * `CompleteInvoiceRequest`, `CorrectingInvoiceRequest`): every amount a decimal string with two
 * decimals, `issued_at` as `dd-MM-yyyy HH:mm:ss` on the local's clock.
 *
 * The amounts are not checked against each other here: SIGN ES does (V_FULL_AMOUNT_MISMATCH,
 * V_INCORRECT_ITEM_VAT_CALCULATION) and its refusal is what the queue records.
 */

/**
 * Series and number as SIGN ES accepts them: 1 to 20 of 0-9, A-Z, `_`, `/`, `-`, `.` (the
 * pattern of fiskaly's invoice schema as a public copy of it has it; [VERIFY] against the live
 * API). Together they stay within the 60 characters of the AEAT's NumSerieFactura.
 */
export const FISKALY_ID_TEXT = /^[0-9A-Z_/.-]{1,20}$/;
const idText = z.string().regex(FISKALY_ID_TEXT);

const cents = z.number().int().safe();
const twoDecimals = (value: number) => roundTypedDecimal(value, 2) === value;

export const fiskalyInvoiceItemSchema = z.object({
  text: z.string().trim().min(1).max(250),
  /** Order line quantities have two decimals (spec §5). */
  quantity: z.number().positive().refine(twoDecimals),
  /** One unit after discounts, VAT excluded, to the cent. */
  unit_net_cents: cents,
  /** The whole line after discounts, VAT included. */
  full_gross_cents: cents,
  /** VAT percent, e.g. 10 or 21. */
  vat_rate: z.number().min(0).max(100).refine(twoDecimals),
});
export type FiskalyInvoiceItem = z.input<typeof fiskalyInvoiceItemSchema>;

/** SIMPLIFIED by default; with a recipient COMPLETE (F1); with `corrects` CORRECTING (R5 on a simplified one). */
export const fiskalyInvoiceInputSchema = z.object({
  series: idText,
  number: idText,
  issued_at: z.date(),
  /** The local's IANA zone: `issued_at` is written on its clock. */
  time_zone: z.string().refine(isTimeZone),
  /** The invoice's description (DescripcionOperacion). */
  text: z.string().trim().min(1).max(250),
  /** VAT included; negative in a correction by differences. */
  full_amount_cents: cents,
  items: z.array(fiskalyInvoiceItemSchema).min(1).max(1000),
  recipient: z
    .object({
      legal_name: z.string().trim().min(1).max(120),
      tax_number: taxIdField,
      address_line: z.string().trim().min(1).max(250).optional(),
      postal_code: z.string().trim().min(1).max(30).optional(),
    })
    .optional(),
  corrects: z
    .object({
      /** The UUID the corrected invoice was issued with. */
      invoice_id: z.uuid(),
      /** SUBSTITUTION carries the new whole amounts; DIFFERENCES only what changes (negative for a refund). */
      method: z.enum(["SUBSTITUTION", "DIFFERENCES"]),
    })
    .optional(),
  /**
   * Issued while SIGN ES could not be reached (fiskaly "connectionloss_verifactu": the incident
   * annotation). Decide it when the invoice is first queued and keep it: a retry must send the
   * very same body (the client still copes with a first try that did arrive without it).
   */
  incident: z.boolean().default(false),
});
export type FiskalyInvoiceInput = z.input<typeof fiskalyInvoiceInputSchema>;
type ParsedInput = z.output<typeof fiskalyInvoiceInputSchema>;

/** fiskaly's incident annotation takes a reason of up to 120 characters; this one is for the record, not for people. */
export const FISKALY_INCIDENT_REASON = "Sin conexión con SIGN ES al expedir la factura";

/** `dd-MM-yyyy HH:mm:ss` of `date` on the clock of `timeZone`. */
export function fiskalyDateTime(date: Date, timeZone: string): string {
  const { day, month, year, time } = zonedParts(date, timeZone);
  return `${day}-${month}-${year} ${time}`;
}

/** Hundredths as SIGN ES's decimal text: quantities and rates are written like amounts ("2.00", "21.00"). */
const decimalText = (value: number) => verifactuAmount(roundDecimals(value * 100, 0));

function invoiceFields(input: ParsedInput) {
  return {
    series: input.series,
    number: input.number,
    text: input.text,
    full_amount: verifactuAmount(input.full_amount_cents),
    issued_at: fiskalyDateTime(input.issued_at, input.time_zone),
    items: input.items.map((item) => ({
      text: item.text,
      quantity: decimalText(item.quantity),
      unit_amount: verifactuAmount(item.unit_net_cents),
      full_amount: verifactuAmount(item.full_gross_cents),
      system: { type: "REGULAR", category: { type: "VAT", rate: decimalText(item.vat_rate) } },
    })),
  };
}

/** The invoice itself: SIMPLIFIED, or COMPLETE when it names a recipient. */
function plainInvoice(input: ParsedInput) {
  const fields = invoiceFields(input);
  if (!input.recipient) return { type: "SIMPLIFIED", ...fields };
  const { legal_name, tax_number, address_line, postal_code } = input.recipient;
  return {
    type: "COMPLETE",
    data: fields,
    recipients: [
      {
        id: { legal_name, tax_number },
        ...(address_line === undefined ? {} : { address_line }),
        ...(postal_code === undefined ? {} : { postal_code }),
      },
    ],
  };
}

/**
 * `code` is the legal ground; CORRECTION_1 is art. 80.1/80.2/80.6 LIVA (amounts, returns,
 * discounts), what a restaurant corrects. On a simplified invoice SIGN ES makes it R5 whatever
 * the code (fiskaly FAQ "Correction codes in SIGN ES").
 */
function invoiceContent(input: ParsedInput) {
  if (!input.corrects) return plainInvoice(input);
  return {
    type: "CORRECTING",
    id: input.corrects.invoice_id,
    code: "CORRECTION_1",
    method: input.corrects.method,
    invoice: plainInvoice(input),
  };
}

function annotations(input: ParsedInput) {
  return input.incident ? { annotations: [{ type: "INCIDENT", reason: FISKALY_INCIDENT_REASON }] } : {};
}

/** The body of `PUT /clients/{client}/invoices/{id}` issuing `input` (validated; throws a ZodError). */
export function fiskalyInvoiceBody(input: FiskalyInvoiceInput) {
  const parsed = fiskalyInvoiceInputSchema.parse(input);
  return { content: invoiceContent(parsed), ...annotations(parsed) };
}

/**
 * The body of a REMEDY: the rejected invoice sent again, corrected, under a new UUID (the
 * Subsanación of an invoice the AEAT refused or accepted with errors, when no legal correction
 * is needed; it may be repeated).
 */
export function fiskalyRemedyBody(rejectedInvoiceId: string, input: FiskalyInvoiceInput) {
  const parsed = fiskalyInvoiceInputSchema.parse(input);
  return {
    content: { type: "REMEDY", id: z.uuid().parse(rejectedInvoiceId), invoice: invoiceContent(parsed) },
    ...annotations(parsed),
  };
}
