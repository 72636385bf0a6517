import { z } from "zod";

/**
 * Dojo Pay at Counter (research/fiscal-hardware-notes.md §4.1): the POS creates a payment intent,
 * pushes it to a terminal as a Sale session and follows the session until it ends. Headers:
 * `Authorization: Basic <api key>` (the key as is, not base64), `version`, `software-house-id`.
 */

export const DOJO_API_VERSION = "2026-02-27";

export const DOJO_SESSION_STATUSES = [
  "InitiateRequested",
  "Initiated",
  "Authorized",
  "Captured",
  "CancelRequested",
  "Canceled",
  "SignatureVerificationRequired",
  "SignatureVerificationAccepted",
  "SignatureVerificationRejected",
  "Expired",
  "Declined",
] as const;
export type DojoSessionStatus = (typeof DOJO_SESSION_STATUSES)[number];

/** A line of a Dojo receipt: Text, LogoImage, NewLine, SingleLineSeperator, DoubleLineSeperator. */
const receiptLineSchema = z
  .object({
    lineType: z.string(),
    text: z
      .object({
        value: z.string().optional().default(""),
        size: z.string().optional(),
        align: z.string().optional(),
        emphasisBold: z.boolean().optional(),
      })
      .loose()
      .optional(),
  })
  .loose();
export type DojoReceiptLine = z.infer<typeof receiptLineSchema>;

const sessionSchema = z.object({
  id: z.string(),
  status: z.enum(DOJO_SESSION_STATUSES),
  notificationEvents: z
    .array(z.object({ notificationType: z.string() }).loose())
    .optional()
    .default([]),
  paymentDetails: z
    .object({
      transactionId: z.string().optional(),
      authCode: z.string().optional(),
      cardLast4: z.string().optional(),
      cardScheme: z.string().optional(),
      verificationMethod: z.string().optional(),
    })
    .loose()
    .optional(),
  customerReceipt: z
    .object({ lines: z.array(receiptLineSchema) })
    .loose()
    .optional(),
});
export type DojoSession = z.infer<typeof sessionSchema>;

const idSchema = z.object({ id: z.string() }).loose();
// refundedAmount is minor units; taken as an amount object too, the shape of the intent's `amount`.
const minorUnits = z.number().int().nonnegative();
const intentSchema = z
  .object({
    status: z.string(),
    refundedAmount: z.union([minorUnits, z.object({ value: minorUnits }).loose()]).optional(),
  })
  .loose();
const terminalsSchema = z.array(z.object({ id: z.string(), status: z.string() }).loose());

/** The terminal or Dojo cannot be reached, or answered with a server error. */
export class DeviceUnavailableError extends Error {
  constructor(readonly detail: string) {
    super(`device unavailable: ${detail}`);
    this.name = "DeviceUnavailableError";
  }
}

/** Dojo refused a call (RFC 7807 problem details). */
export class DojoRefusedError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
  ) {
    super(`dojo refused (${status}): ${title}`);
    this.name = "DojoRefusedError";
  }
}

export interface CardTerminal {
  createIntent(input: { amountCents: number; currency: string; reference: string }): Promise<string>;
  startSale(terminalId: string, intentId: string): Promise<DojoSession>;
  /** A MatchedRefund session: the terminal gives back (part of) what the intent took. */
  startRefund(
    terminalId: string,
    intentId: string,
    amount: { amountCents: number; currency: string },
  ): Promise<DojoSession>;
  session(sessionId: string): Promise<DojoSession>;
  /** false: too late, the terminal already took the card (422 "Session cannot be canceled"). */
  cancel(sessionId: string): Promise<boolean>;
  signature(sessionId: string, accepted: boolean): Promise<void>;
  /**
   * The intent's status (Created, Authorized, Captured, Reversed, Canceled) and the minor units
   * its refunds gave back (`refundedAmount`).
   */
  intent(intentId: string): Promise<{ status: string; refundedCents: number }>;
  /** Lets an intent go; only possible while no card was taken (Created). */
  voidIntent(intentId: string): Promise<void>;
  terminals(): Promise<Array<{ id: string; status: string }>>;
}

export interface DojoOptions {
  baseUrl: string;
  apiKey: string;
  softwareHouseId: string;
  resellerId?: string | undefined;
  timeoutMs: number;
}

export function createDojoClient(options: DojoOptions): CardTerminal {
  const base = options.baseUrl.replace(/\/+$/, "");

  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Basic ${options.apiKey}`,
          version: DOJO_API_VERSION,
          "software-house-id": options.softwareHouseId,
          ...(options.resellerId ? { "reseller-id": options.resellerId } : {}),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new DeviceUnavailableError(error instanceof Error ? error.message : String(error));
    }
    const text = await response.text().catch(() => "");
    if (response.status >= 500 || response.status === 429)
      throw new DeviceUnavailableError(`HTTP ${response.status}`);
    if (!response.ok) {
      const problem = z.object({ title: z.string().optional() }).loose().safeParse(safeJson(text));
      throw new DojoRefusedError(response.status, (problem.success && problem.data.title) || "");
    }
    return text === "" ? {} : safeJson(text);
  }

  const parsed = <T>(schema: z.ZodType<T>, value: unknown): T => {
    const result = schema.safeParse(value);
    if (!result.success) throw new DeviceUnavailableError("unexpected answer");
    return result.data;
  };

  return {
    async createIntent({ amountCents, currency, reference }) {
      const intent = parsed(
        idSchema,
        await call("POST", "/payment-intents", {
          amount: { value: amountCents, currencyCode: currency },
          reference,
          captureMode: "Auto",
        }),
      );
      return intent.id;
    },
    async startSale(terminalId, intentId) {
      return parsed(
        sessionSchema,
        await call("POST", "/terminal-sessions", {
          terminalId,
          details: { sessionType: "Sale", sale: { paymentIntentId: intentId } },
        }),
      );
    },
    async startRefund(terminalId, intentId, { amountCents, currency }) {
      return parsed(
        sessionSchema,
        await call("POST", "/terminal-sessions", {
          terminalId,
          details: {
            sessionType: "MatchedRefund",
            matchedRefund: {
              paymentIntentId: intentId,
              amount: { value: amountCents, currencyCode: currency },
            },
          },
        }),
      );
    },
    async session(sessionId) {
      return parsed(sessionSchema, await call("GET", `/terminal-sessions/${encodeURIComponent(sessionId)}`));
    },
    async cancel(sessionId) {
      try {
        await call("PUT", `/terminal-sessions/${encodeURIComponent(sessionId)}/cancel`);
        return true;
      } catch (error) {
        if (error instanceof DojoRefusedError && error.status === 422) return false;
        throw error;
      }
    },
    async signature(sessionId, accepted) {
      await call("PUT", `/terminal-sessions/${encodeURIComponent(sessionId)}/signature`, { accepted });
    },
    async intent(intentId) {
      const intent = parsed(
        intentSchema,
        await call("GET", `/payment-intents/${encodeURIComponent(intentId)}`),
      );
      const refunded = intent.refundedAmount;
      return {
        status: intent.status,
        refundedCents: typeof refunded === "number" ? refunded : (refunded?.value ?? 0),
      };
    },
    async voidIntent(intentId) {
      await call("DELETE", `/payment-intents/${encodeURIComponent(intentId)}`);
    },
    async terminals() {
      return parsed(terminalsSchema, await call("GET", "/terminals"));
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
