import type { HoldedDocType, HoldedDocument } from "@comanda/domain";
import { z } from "zod";
import { fetchFailureOf } from "./fetch-failure";

/**
 * Holded's invoicing API, read only (research/fiscal-hardware-notes.md §2.2;
 * developers.holded.com "List documents", "Get document PDF"): header `key: <apiKey>`,
 * `GET /documents/{docType}?starttmp&endtmp&page` (Unix seconds) and
 * `GET /documents/{docType}/{id}/pdf`, which answers `{status, data: <base64 PDF>}`.
 */

export const HOLDED_TIMEOUT_MS = 15_000;

/** unreachable: no answer, 5xx, busy or not Holded's answer; the others are Holded saying no. */
export type HoldedFailureKind = "unreachable" | "key_refused" | "not_found" | "refused";

export class HoldedError extends Error {
  constructor(
    readonly kind: HoldedFailureKind,
    readonly detail: string,
    readonly status?: number,
  ) {
    super(`holded ${kind}${status ? ` (${status})` : ""}: ${detail}`);
    this.name = "HoldedError";
  }
}

/** The fields Comanda shows; Holded sends many more, dropped here. */
const documentSchema = z.object({
  id: z.string().min(1),
  docNumber: z.string().nullish(),
  contactName: z.string().nullish(),
  desc: z.string().nullish(),
  /** Unix seconds. */
  date: z.number().nullish(),
  total: z.number().nullish(),
  currency: z.string().nullish(),
});
const listAnswerSchema = z.array(documentSchema);
const pdfAnswerSchema = z.object({ data: z.string().min(1) });

function documentOf(document: z.output<typeof documentSchema>): HoldedDocument {
  return {
    id: document.id,
    doc_number: document.docNumber ?? "",
    contact_name: document.contactName ?? "",
    description: document.desc ?? "",
    date: typeof document.date === "number" ? new Date(document.date * 1000).toISOString() : null,
    total: document.total ?? 0,
    currency: (document.currency ?? "").toUpperCase(),
  };
}

const PDF_MAGIC = Buffer.from("%PDF-");

function failureOf(status: number, text: string): HoldedError {
  const detail = text.slice(0, 200);
  if (status >= 500 || status === 408 || status === 429)
    return new HoldedError("unreachable", detail, status);
  if (status === 401 || status === 403) return new HoldedError("key_refused", detail, status);
  if (status === 404) return new HoldedError("not_found", detail, status);
  return new HoldedError("refused", detail, status);
}

export interface HoldedListPeriod {
  /** Unix seconds, both ends included. */
  starttmp?: number;
  endtmp?: number;
  page: number;
}

export function createHoldedClient({
  baseUrl,
  apiKey,
  timeoutMs = HOLDED_TIMEOUT_MS,
}: {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}) {
  const root = baseUrl.replace(/\/+$/, "");

  async function get<S extends z.ZodType>(path: string, answer: S): Promise<z.output<S>> {
    let status: number;
    let text: string;
    try {
      const response = await fetch(root + path, {
        headers: { key: apiKey, accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const { reason, detail } = fetchFailureOf(error, timeoutMs);
      throw new HoldedError("unreachable", `${reason}: ${detail}`);
    }
    if (status >= 400) throw failureOf(status, text);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new HoldedError("unreachable", `not JSON: ${text.slice(0, 100)}`, status);
    }
    const parsed = answer.safeParse(json);
    if (!parsed.success) throw new HoldedError("unreachable", z.prettifyError(parsed.error), status);
    return parsed.data;
  }

  return {
    /** One page of the documents of a type, optionally of a period. */
    async listDocuments(docType: HoldedDocType, period: HoldedListPeriod): Promise<HoldedDocument[]> {
      const query = new URLSearchParams();
      if (period.starttmp !== undefined) query.set("starttmp", String(period.starttmp));
      if (period.endtmp !== undefined) query.set("endtmp", String(period.endtmp));
      query.set("page", String(period.page));
      const documents = await get(`/documents/${encodeURIComponent(docType)}?${query}`, listAnswerSchema);
      return documents.map(documentOf);
    },

    /** The document's PDF, decoded; an answer whose data is not a PDF counts as not Holded's. */
    async documentPdf(docType: HoldedDocType, id: string): Promise<Buffer> {
      const path = `/documents/${encodeURIComponent(docType)}/${encodeURIComponent(id)}/pdf`;
      const { data } = await get(path, pdfAnswerSchema);
      const pdf = Buffer.from(data, "base64");
      if (!pdf.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
        throw new HoldedError("unreachable", "the document's data is not a PDF");
      }
      return pdf;
    },
  };
}
export type HoldedClient = ReturnType<typeof createHoldedClient>;
