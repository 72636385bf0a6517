import { z } from "zod";

/**
 * Reading the local's documents from Holded (spec §7 Reports: holded/list_documents,
 * holded/document_pdf; research/fiscal-hardware-notes.md §2.2), with the Holded API key of the
 * local's fiscal config.
 */

export const HOLDED_MESSAGES = {
  /** The local has not given its Holded API key. */
  noApiKey: "holded.no_api_key",
  /** Holded did not answer, answered 5xx or with something that is not its API's. */
  unreachable: "holded.unreachable",
  /** Holded refused the key (401/403). */
  keyRefused: "holded.key_refused",
  /** Holded refused the call for another reason (a 4xx other than the key's). */
  refused: "holded.refused",
  documentNotFound: "holded.document_not_found",
  dateRange: "holded.date_range",
} as const;

export const HOLDED_DOC_TYPES = [
  "invoice",
  "salesreceipt",
  "creditnote",
  "salesorder",
  "proform",
  "waybill",
  "estimate",
  "purchase",
  "purchaseorder",
  "purchaserefund",
] as const;
export const holdedDocTypeSchema = z.enum(HOLDED_DOC_TYPES);
export type HoldedDocType = z.infer<typeof holdedDocTypeSchema>;

/** Holded's document ids (24 hex digits today); kept to letters and digits so they are safe in its URL. */
export const holdedDocumentIdField = z.string().regex(/^[A-Za-z0-9]{1,64}$/);

/** The local's calendar days, both included; without them Holded lists all. */
export const holdedListQuerySchema = z
  .object({
    docType: holdedDocTypeSchema.default("invoice"),
    date_from: z.iso.date().optional(),
    date_to: z.iso.date().optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine(({ date_from, date_to }) => !date_from || !date_to || date_from <= date_to, {
    message: HOLDED_MESSAGES.dateRange,
    path: ["date_to"],
  });
export type HoldedListQuery = z.input<typeof holdedListQuerySchema>;

export const holdedPdfBodySchema = z.object({ docType: holdedDocTypeSchema, id: holdedDocumentIdField });
export type HoldedPdfBody = z.input<typeof holdedPdfBodySchema>;

/** One Holded document as Comanda lists it. */
export interface HoldedDocument {
  id: string;
  doc_number: string;
  contact_name: string;
  description: string;
  /** When it was dated, ISO 8601; null when Holded gives no date. */
  date: string | null;
  /** VAT included, in the document's currency (a decimal, as the API speaks). */
  total: number;
  currency: string;
}
