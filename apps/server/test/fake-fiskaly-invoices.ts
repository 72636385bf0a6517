import { verifactuAmountCents, verifactuQrUrl } from "@comanda/domain";
import QRCode from "qrcode";
import { z } from "zod";
import type { FiskalyRegistration } from "../src/modules/fiscal/fiskaly-schemas";

/**
 * The invoices of the SIGN ES fake: the request shapes fiskaly documents
 * (research/fiscal-hardware-notes.md §2.1; MewsSystems/fiscalizations SignES DTOs), the amount
 * checks it is known to make, and the answer it gives (`compliance.url` is the AEAT ValidarQR
 * URL of the test host, as fiskaly's TEST environment prints it).
 */

const decimal = z.string().regex(/^-?\d{1,12}\.\d{2}$/);
const idText = z.string().regex(/^[0-9A-Z_/.-]{1,20}$/);

const itemSchema = z.object({
  text: z.string().min(1).max(250),
  quantity: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
  unit_amount: decimal,
  full_amount: decimal,
  system: z.object({
    type: z.literal("REGULAR"),
    category: z.object({ type: z.literal("VAT"), rate: z.string().regex(/^\d{1,3}(\.\d{1,2})?$/) }),
  }),
});

const fieldsSchema = z.object({
  series: idText,
  number: idText,
  text: z.string().min(1).max(250),
  full_amount: decimal,
  issued_at: z.string().regex(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/),
  items: z.array(itemSchema).min(1).max(1000),
});
export type FakeInvoiceFields = z.output<typeof fieldsSchema>;

const simplifiedSchema = fieldsSchema.extend({ type: z.literal("SIMPLIFIED") });
const completeSchema = z.object({
  type: z.literal("COMPLETE"),
  data: fieldsSchema,
  recipients: z
    .array(
      z.object({
        id: z.object({ legal_name: z.string().min(1), tax_number: z.string().min(1) }),
        address_line: z.string().optional(),
        postal_code: z.string().optional(),
      }),
    )
    .min(1),
});
const plainSchema = z.discriminatedUnion("type", [simplifiedSchema, completeSchema]);
const correctingSchema = z.object({
  type: z.literal("CORRECTING"),
  id: z.uuid(),
  code: z.enum(["CORRECTION_1", "CORRECTION_2", "CORRECTION_3", "CORRECTION_4"]),
  method: z.enum(["SUBSTITUTION", "DIFFERENCES"]),
  invoice: plainSchema,
});
const issuableSchema = z.discriminatedUnion("type", [simplifiedSchema, completeSchema, correctingSchema]);
const remedySchema = z.object({ type: z.literal("REMEDY"), id: z.uuid(), invoice: issuableSchema });

export const fakeInvoiceRequestSchema = z.object({
  content: z.discriminatedUnion("type", [simplifiedSchema, completeSchema, correctingSchema, remedySchema]),
  annotations: z
    .array(
      z.discriminatedUnion("type", [
        z.object({ type: z.literal("INCIDENT"), reason: z.string().min(1).max(120) }),
        z.object({ type: z.literal("INDIVIDUAL"), activity_code: z.string().min(1) }),
      ]),
    )
    .max(1)
    .optional(),
});
export type FakeInvoiceRequest = z.output<typeof fakeInvoiceRequestSchema>;
type Content = FakeInvoiceRequest["content"];

/** The series, number and amounts wherever the type nests them. */
export function fieldsOf(content: Content): FakeInvoiceFields {
  switch (content.type) {
    case "SIMPLIFIED":
      return content;
    case "COMPLETE":
      return content.data;
    case "CORRECTING":
    case "REMEDY":
      return fieldsOf(content.invoice);
  }
}

/** The invoice an invoice of this type points at: the corrected one, or the one remedied. */
export function targetOf(content: Content): string | undefined {
  return content.type === "CORRECTING" || content.type === "REMEDY" ? content.id : undefined;
}

const hundredths = (text: string) => Math.round(Number(text) * 100);

/**
 * fiskaly's amount checks: the invoice's full amount is the sum of its items', and each item's
 * full amount is quantity × net unit × (1 + rate), give or take the rounding of a net unit to the
 * cent (half a cent per unit, with VAT, plus a cent).
 */
export function amountError(fields: FakeInvoiceFields): string | undefined {
  const sum = fields.items.reduce((total, item) => total + verifactuAmountCents(item.full_amount), 0);
  if (sum !== verifactuAmountCents(fields.full_amount)) return "V_FULL_AMOUNT_MISMATCH";
  for (const item of fields.items) {
    const quantity = hundredths(item.quantity) / 100;
    const withVat = 1 + hundredths(item.system.category.rate) / 10_000;
    const expected = quantity * verifactuAmountCents(item.unit_amount) * withVat;
    const tolerance = 0.5 * quantity * withVat + 1;
    if (Math.abs(expected - verifactuAmountCents(item.full_amount)) > tolerance) {
      return "V_INCORRECT_ITEM_VAT_CALCULATION";
    }
  }
  return undefined;
}

/** Object keys sorted at every level: two bodies are "the same" whatever order their keys came in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export interface FakeValidation {
  code: string;
  description: string;
}

/** One invoice as the fake keeps it, for the tests to look at. */
export interface FakeInvoice {
  id: string;
  client_id: string;
  type: Content["type"];
  series: string;
  number: string;
  full_amount: string;
  issued_at: string;
  /** Sent with the incident annotation (issued while SIGN ES could not be reached). */
  incident: boolean;
  /** The corrected or remedied invoice. */
  target_id: string | null;
  registration: FiskalyRegistration;
  validations: FakeValidation[];
  /** GETs of this invoice so far. */
  polls: number;
  correction_id: string | null;
  remedy_id: string | null;
  qr_url: string;
  request: FakeInvoiceRequest;
  /** The body as received, canonical: what a repeated PUT is compared with. */
  canonical: string;
}

/** The issue date as the AEAT writes it (dd-mm-yyyy), from SIGN ES's `dd-MM-yyyy HH:mm:ss`. */
const issueDay = (issuedAt: string) => issuedAt.slice(0, 10);

export function newFakeInvoice(
  id: string,
  clientId: string,
  request: FakeInvoiceRequest,
  issuerNif: string,
): FakeInvoice {
  const fields = fieldsOf(request.content);
  return {
    id,
    client_id: clientId,
    type: request.content.type,
    series: fields.series,
    number: fields.number,
    full_amount: fields.full_amount,
    issued_at: fields.issued_at,
    incident: request.annotations?.some((annotation) => annotation.type === "INCIDENT") ?? false,
    target_id: targetOf(request.content) ?? null,
    registration: "PENDING",
    validations: [],
    polls: 0,
    correction_id: null,
    remedy_id: null,
    qr_url: verifactuQrUrl(
      {
        nif: issuerNif,
        numSerie: fields.series + fields.number,
        fecha: issueDay(fields.issued_at),
        importe: fields.full_amount,
      },
      { environment: "test" },
    ),
    request,
    canonical: canonicalJson(request),
  };
}

/** The answer to a PUT or GET of the invoice, in SIGN ES's shape. */
export async function invoiceAnswer(invoice: FakeInvoice, signerId: string) {
  const png = await QRCode.toBuffer(invoice.qr_url, { type: "png", errorCorrectionLevel: "M", width: 45 });
  return {
    content: {
      id: invoice.id,
      client: { id: invoice.client_id },
      signer: { id: signerId },
      issued_at: invoice.issued_at,
      data: JSON.stringify(invoice.request.content),
      state: "ISSUED",
      transmission: { registration: invoice.registration, cancellation: "NOT_CANCELLED" },
      validations: invoice.validations,
      compliance: {
        url: invoice.qr_url,
        text: "QR tributario:|VERI*FACTU",
        code: {
          type: "QR_CODE",
          image: {
            data: png.toString("base64"),
            format: "image/png",
            measurements: { height: 45, width: 45, unit: "px" },
          },
        },
      },
      correction: invoice.correction_id === null ? null : { id: invoice.correction_id },
      remedy: invoice.remedy_id === null ? null : { id: invoice.remedy_id },
    },
    ...(invoice.request.annotations ? { annotations: invoice.request.annotations } : {}),
  };
}
