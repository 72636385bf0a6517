import { HOLDED_MESSAGES, holdedListQuerySchema, holdedPdfBodySchema } from "@comanda/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../platform/errors/app-error";
import { ok } from "../../platform/http/envelope";
import { createHoldedClient, type HoldedClient, HoldedError } from "./holded-client";
import { holdedPeriod } from "./holded-period";

export interface HoldedRoutesDeps {
  /** The local's Holded API key from its fiscal config; null when it has none. */
  holdedApiKey(localId: number): Promise<string | null>;
  /** HOLDED_URL, by default Holded's own. */
  holdedBaseUrl: string;
  /** The local's IANA time zone: the days of a period are its days. */
  timeZone(localId: number): Promise<string>;
}

const tags = ["holded"];

/**
 * Holded's failures as the till should read them: nothing from Holded is ever a 500 of ours.
 * Holded out of reach is a 502 (UPSTREAM_ERROR), the key refused is the manager's to fix (400),
 * a document Holded does not know is a 404.
 */
function appErrorOf(error: HoldedError): AppError {
  switch (error.kind) {
    case "unreachable":
      return new AppError(502, HOLDED_MESSAGES.unreachable);
    case "key_refused":
      return new AppError(400, HOLDED_MESSAGES.keyRefused);
    case "not_found":
      return new AppError(404, HOLDED_MESSAGES.documentNotFound);
    case "refused":
      return new AppError(502, HOLDED_MESSAGES.refused, { status: error.status ?? 0 });
  }
}

/** Spec §7 Reports: the local's Holded documents and their PDFs, read with the local's key. */
export function registerHoldedRoutes(app: FastifyInstance, deps: HoldedRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function withHolded<T>(localId: number, use: (holded: HoldedClient) => Promise<T>): Promise<T> {
    const apiKey = await deps.holdedApiKey(localId);
    if (!apiKey) throw new AppError(400, HOLDED_MESSAGES.noApiKey);
    try {
      return await use(createHoldedClient({ baseUrl: deps.holdedBaseUrl, apiKey }));
    } catch (error) {
      if (error instanceof HoldedError) throw appErrorOf(error);
      throw error;
    }
  }

  /** Holded gives no count: `total` is the number on this page, and an empty page is past the end. */
  r.get(
    "/api/v1/holded/list_documents",
    { schema: { tags, querystring: holdedListQuerySchema } },
    async (request) => {
      const { docType, page, ...range } = request.query;
      const period = holdedPeriod(range, await deps.timeZone(request.local.id));
      const results = await withHolded(request.local.id, (holded) =>
        holded.listDocuments(docType, { ...period, page }),
      );
      return ok({ results, total: results.length });
    },
  );

  r.post(
    "/api/v1/holded/document_pdf",
    { schema: { tags, body: holdedPdfBodySchema } },
    async (request, reply) => {
      const { docType, id } = request.body;
      const pdf = await withHolded(request.local.id, (holded) => holded.documentPdf(docType, id));
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${docType}-${id}.pdf"`)
        .send(pdf);
    },
  );
}
