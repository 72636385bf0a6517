import { FISCAL_TERRITORY, taxIdField } from "@comanda/domain";
import { z } from "zod";
import { createFiskalyAuth } from "./fiskaly-auth";
import { createFiskalyHttp, type FiskalyBody, type FiskalyCall, FiskalyRefusedError } from "./fiskaly-http";
import { type FiskalyInvoiceInput, fiskalyInvoiceBody, fiskalyRemedyBody } from "./fiskaly-invoice-input";
import {
  type FiskalyClientDevice,
  type FiskalyInvoice,
  type FiskalySigner,
  type FiskalyTaxpayer,
  fiskalyClientAnswerSchema,
  fiskalyInvoiceAnswerSchema,
  fiskalyInvoiceOf,
  fiskalySignerAnswerSchema,
  fiskalyTaxpayerAnswerSchema,
} from "./fiskaly-schemas";

/**
 * A client of fiskaly SIGN ES for one local (one managed organization, with its own API key and
 * secret: research/fiscal-hardware-notes.md §2.1). Resources are created by PUT on UUIDs Comanda
 * chooses and stores first, so sending the same call again after a lost answer is harmless.
 * Every method throws FiskalyUnreachableError (try again later) or FiskalyRefusedError (record
 * it), see fiskaly-http.ts.
 */

/** TEST talks to the AEAT's pre-production service; LIVE is the real one. */
export const FISKALY_BASE_URLS = {
  test: "https://test.es.sign.fiskaly.com/api/v1",
  live: "https://live.es.sign.fiskaly.com/api/v1",
} as const;

export interface FiskalyClientOptions {
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  timeoutMs?: number;
  /** When the token runs out is counted on it; tests move it. */
  clock?: () => Date;
}

export const fiskalyTaxpayerInputSchema = z.object({
  legal_name: z.string().trim().min(1).max(120),
  tax_number: taxIdField,
});
export type FiskalyTaxpayerInput = z.input<typeof fiskalyTaxpayerInputSchema>;

const uuid = z.uuid();

export function createFiskalyClient({ baseUrl, apiKey, apiSecret, timeoutMs, clock }: FiskalyClientOptions) {
  const http = createFiskalyHttp({ baseUrl, ...(timeoutMs === undefined ? {} : { timeoutMs }) });
  const auth = createFiskalyAuth({ http, apiKey, apiSecret, clock: clock ?? (() => new Date()) });

  /** A call with the token; a 401 means the token died early (revoked, expired there first): sign in again, once. */
  async function authorized<S extends z.ZodType>(call: Omit<FiskalyCall<S>, "bearer">): Promise<z.output<S>> {
    const bearer = await auth.bearer();
    try {
      return await http({ ...call, bearer });
    } catch (error) {
      if (!(error instanceof FiskalyRefusedError) || error.status !== 401) throw error;
      auth.forget(bearer);
      return http({ ...call, bearer: await auth.bearer() });
    }
  }

  const invoicePath = (clientId: string, invoiceId: string) =>
    `/clients/${uuid.parse(clientId)}/invoices/${uuid.parse(invoiceId)}`;

  async function getInvoice(clientId: string, invoiceId: string): Promise<FiskalyInvoice> {
    const answer = await authorized({
      method: "GET",
      path: invoicePath(clientId, invoiceId),
      answer: fiskalyInvoiceAnswerSchema,
    });
    return fiskalyInvoiceOf(answer);
  }

  async function putInvoice(clientId: string, invoiceId: string, body: FiskalyBody): Promise<FiskalyInvoice> {
    try {
      const answer = await authorized({
        method: "PUT",
        path: invoicePath(clientId, invoiceId),
        body,
        answer: fiskalyInvoiceAnswerSchema,
      });
      return fiskalyInvoiceOf(answer);
    } catch (error) {
      // 409: this UUID already holds an invoice with another body. UUIDs are ours and each is
      // one record, so it is our own first try, which arrived although its answer was lost and
      // was then sent again with the incident annotation: the invoice is there, take it.
      if (!(error instanceof FiskalyRefusedError) || error.status !== 409) throw error;
      return getInvoice(clientId, invoiceId).catch(() => {
        throw error;
      });
    }
  }

  return {
    /**
     * `PUT /taxpayer`, once per local, territory SPAIN_OTHER (VERI*FACTU). The same data again
     * is harmless; other data is refused (409): a taxpayer's data never change, a new NIF needs
     * a new managed organization.
     */
    async putTaxpayer(input: FiskalyTaxpayerInput): Promise<FiskalyTaxpayer> {
      const { legal_name, tax_number } = fiskalyTaxpayerInputSchema.parse(input);
      const answer = await authorized({
        method: "PUT",
        path: "/taxpayer",
        body: { content: { issuer: { legal_name, tax_number }, territory: FISCAL_TERRITORY } },
        answer: fiskalyTaxpayerAnswerSchema,
      });
      return answer.content;
    },

    /** `PUT /signers/{id}`: fiskaly makes and keeps the signing certificate. */
    async putSigner(signerId: string): Promise<FiskalySigner> {
      const answer = await authorized({
        method: "PUT",
        path: `/signers/${uuid.parse(signerId)}`,
        body: { content: {} },
        answer: fiskalySignerAnswerSchema,
      });
      return answer.content;
    },

    /** `PUT /clients/{id}`: one client per till, signing with `signerId`. */
    async putClient(clientId: string, signerId: string): Promise<FiskalyClientDevice> {
      const answer = await authorized({
        method: "PUT",
        path: `/clients/${uuid.parse(clientId)}`,
        body: { content: { signer_id: uuid.parse(signerId) } },
        answer: fiskalyClientAnswerSchema,
      });
      return answer.content;
    },

    /**
     * Issues an invoice (SIMPLIFIED, COMPLETE or CORRECTING, from `input`) under the UUID the
     * record was stored with. It answers PENDING: the AEAT's verdict comes later, by `getInvoice`.
     */
    issueInvoice(clientId: string, invoiceId: string, input: FiskalyInvoiceInput): Promise<FiskalyInvoice> {
      return putInvoice(clientId, invoiceId, fiskalyInvoiceBody(input));
    },

    /** Sends again, corrected, an invoice the AEAT refused or accepted with errors, under the new UUID `remedyId`. */
    remedyInvoice(
      clientId: string,
      remedyId: string,
      rejectedInvoiceId: string,
      input: FiskalyInvoiceInput,
    ): Promise<FiskalyInvoice> {
      return putInvoice(clientId, remedyId, fiskalyRemedyBody(rejectedInvoiceId, input));
    },

    /** Where the invoice stands with the AEAT (polled until its status is no longer pending). */
    getInvoice,
  };
}
export type FiskalyClient = ReturnType<typeof createFiskalyClient>;
