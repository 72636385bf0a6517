import type { InvoiceStatus } from "@comanda/domain";
import { z } from "zod";

/**
 * SIGN ES answers as far as Comanda reads them (research/fiscal-hardware-notes.md §2.1;
 * MewsSystems/fiscalizations SignES DTOs `AuthorizationTokenResponse`, `TaxpayerResponse`,
 * `ClientResponse`, `InvoiceResponse`). Unknown fields are dropped, so fiskaly adding one breaks
 * nothing; a missing required one makes the answer "not SIGN ES's" (unreachable, bad_answer).
 */

const content = <T extends z.ZodType>(schema: T) => z.object({ content: schema });

export const fiskalyAuthAnswerSchema = content(
  z.object({
    access_token: z.object({
      bearer: z.string().min(1),
      /** Seconds; counted from our clock on arrival, so a skewed server clock does not matter. */
      expires_in: z.number().positive(),
    }),
    claims: z.object({ environment: z.enum(["TEST", "LIVE"]), organization_id: z.string() }).optional(),
  }),
);

export const FISKALY_TERRITORIES = [
  "ARABA",
  "BIZKAIA",
  "GIPUZKOA",
  "NAVARRE",
  "CANARY_ISLANDS",
  "CEUTA",
  "MELILLA",
  "SPAIN_OTHER",
] as const;
export type FiskalyTerritory = (typeof FISKALY_TERRITORIES)[number];

const resourceState = z.enum(["ENABLED", "DISABLED"]);

export const fiskalyTaxpayerAnswerSchema = content(
  z.object({
    issuer: z.object({ legal_name: z.string(), tax_number: z.string() }),
    territory: z.enum(FISKALY_TERRITORIES),
    state: resourceState.optional(),
  }),
);
export type FiskalyTaxpayer = z.output<typeof fiskalyTaxpayerAnswerSchema>["content"];

export const fiskalySignerAnswerSchema = content(z.object({ id: z.string(), state: resourceState }));
export type FiskalySigner = z.output<typeof fiskalySignerAnswerSchema>["content"];

export const fiskalyClientAnswerSchema = content(
  z.object({ id: z.string(), state: resourceState, signer: z.object({ id: z.string() }).optional() }),
);
export type FiskalyClientDevice = z.output<typeof fiskalyClientAnswerSchema>["content"];

/** The AEAT's answer about the record, as fiskaly passes it on (`transmission.registration`). */
export const FISKALY_REGISTRATION_STATES = [
  "PENDING",
  "REGISTERED",
  "STORED",
  "REQUIRES_CORRECTION",
  "REQUIRES_INSPECTION",
  "INVALID",
] as const;
export type FiskalyRegistration = (typeof FISKALY_REGISTRATION_STATES)[number];

/** Our invoice statuses (spec §3) are SIGN ES's registration states, one to one. */
export const INVOICE_STATUS_OF_REGISTRATION: Record<FiskalyRegistration, InvoiceStatus> = {
  PENDING: "pending",
  REGISTERED: "registered",
  STORED: "stored",
  REQUIRES_CORRECTION: "requires_correction",
  REQUIRES_INSPECTION: "requires_inspection",
  INVALID: "invalid",
};

const linkedInvoice = z.object({ id: z.string() }).nullish();

export const fiskalyInvoiceAnswerSchema = content(
  z.object({
    id: z.string(),
    state: z.enum(["ISSUED", "CANCELLED", "IMPORTED"]),
    transmission: z.object({ registration: z.enum(FISKALY_REGISTRATION_STATES) }),
    /** The AEAT's codes and texts when it refused or accepted with errors. */
    validations: z
      .array(z.object({ code: z.string(), description: z.string() }))
      .nullish()
      .transform((list) => list ?? []),
    compliance: z.object({ url: z.string().min(1), text: z.string().optional() }).nullish(),
    remedy: linkedInvoice,
    correction: linkedInvoice,
  }),
);

/** An invoice as SIGN ES holds it, in the terms the submission queue stores. */
export interface FiskalyInvoice {
  id: string;
  state: "ISSUED" | "CANCELLED" | "IMPORTED";
  registration: FiskalyRegistration;
  status: InvoiceStatus;
  validations: { code: string; description: string }[];
  /** The AEAT ValidarQR URL to print as the QR; null while fiskaly has not given it. */
  qr_url: string | null;
  /** The legend that goes with it, e.g. `QR tributario:|VERI*FACTU`. */
  qr_text: string | null;
  /** The remedy (Subsanación) issued for this invoice, when there is one. */
  remedy_id: string | null;
}

export function fiskalyInvoiceOf(answer: z.output<typeof fiskalyInvoiceAnswerSchema>): FiskalyInvoice {
  const invoice = answer.content;
  const registration = invoice.transmission.registration;
  return {
    id: invoice.id,
    state: invoice.state,
    registration,
    status: INVOICE_STATUS_OF_REGISTRATION[registration],
    validations: invoice.validations,
    qr_url: invoice.compliance?.url ?? null,
    qr_text: invoice.compliance?.text ?? null,
    remedy_id: invoice.remedy?.id ?? null,
  };
}
