import { z } from "zod";
import { DeviceUnavailableError } from "./dojo-client";

/**
 * Cashmatic on the restaurant's network (research/fiscal-hardware-notes.md §4.2): every call is a
 * POST with a JSON body and `Authorization: Bearer <token>`, answered `{code, message, data}`
 * with code 0 on success. The token comes from `/api/user/Login` and is renewed before it ages.
 */

/** Device error codes seen: 4 another operation running, 7 bad credentials, 13 not active, 18 fund low. */
export const CASHMATIC_CODES = { busy: 4, badCredentials: 7, notActive: 13, fundLow: 18 } as const;

/** The machine refused the call with one of its codes. */
export class CashmaticRefusedError extends Error {
  constructor(
    readonly code: number,
    readonly detail: string,
  ) {
    super(`cashmatic refused (${code}): ${detail}`);
    this.name = "CashmaticRefusedError";
  }
}

const envelopeSchema = z.object({ code: z.number(), message: z.string().optional(), data: z.unknown() });
const tokenSchema = z.object({ token: z.string() }).loose();
const activeSchema = z
  .object({
    operation: z.string(),
    inserted: z.number().optional().default(0),
    dispensed: z.number().optional().default(0),
  })
  .loose();
const lastSchema = z
  .object({
    id: z.union([z.number(), z.string()]).transform(String),
    operation: z.string().optional(),
    end: z.string(),
    inserted: z.number().optional().default(0),
    dispensed: z.number().optional().default(0),
    notDispensed: z.number().optional().default(0),
  })
  .loose();
export type CashmaticLast = z.infer<typeof lastSchema>;

export interface CashMachine {
  startPayment(input: { amountCents: number; reference: string }): Promise<void>;
  /** The running operation: idle once the payment ended. */
  active(): Promise<{ running: boolean; inserted: number; dispensed: number }>;
  /** The last transaction the machine ended; null before it ever had one. */
  last(): Promise<CashmaticLast | null>;
  cancel(): Promise<void>;
}

export interface CashmaticOptions {
  baseUrl: string;
  username: string;
  password: string;
  timeoutMs: number;
  /** How long a token is used before it is renewed (the community connector renews at ~12 min). */
  renewAfterMs?: number;
}

/** How an ended payment ended, from the machine's `end` word (normal, cancel…, stopped/error…). */
export function cashmaticOutcome(end: string): "paid" | "cancelled" | "timeout" | "failed" {
  const word = end.toLowerCase();
  if (word === "normal") return "paid";
  if (["cancel", "canceled", "cancelled", "aborted"].includes(word)) return "cancelled";
  if (word === "timeout") return "timeout";
  return "failed";
}

export function createCashmaticClient(options: CashmaticOptions): CashMachine {
  const base = options.baseUrl.replace(/\/+$/, "");
  const renewAfter = options.renewAfterMs ?? 12 * 60_000;
  let token: { value: string; at: number } | undefined;

  async function post(path: string, body: unknown, bearer?: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new DeviceUnavailableError(error instanceof Error ? error.message : String(error));
    }
    if (response.status === 401) throw new CashmaticRefusedError(CASHMATIC_CODES.badCredentials, "401");
    if (!response.ok) throw new DeviceUnavailableError(`HTTP ${response.status}`);
    const envelope = envelopeSchema.safeParse(await response.json().catch(() => undefined));
    if (!envelope.success) throw new DeviceUnavailableError("unexpected answer");
    if (envelope.data.code !== 0)
      throw new CashmaticRefusedError(envelope.data.code, envelope.data.message ?? "");
    return envelope.data.data;
  }

  async function login(): Promise<string> {
    const now = Date.now();
    if (token && now - token.at < renewAfter) return token.value;
    if (token) {
      try {
        const renewed = tokenSchema.parse(await post("/api/user/RenewToken", {}, token.value));
        token = { value: renewed.token, at: now };
        return token.value;
      } catch {
        token = undefined;
      }
    }
    const data = tokenSchema.safeParse(
      await post("/api/user/Login", { username: options.username, password: options.password }),
    );
    if (!data.success) throw new DeviceUnavailableError("no token");
    token = { value: data.data.token, at: now };
    return token.value;
  }

  /** A call with the session token; logged in again once when the machine forgot it. */
  async function call(path: string, body: unknown = {}): Promise<unknown> {
    try {
      return await post(path, body, await login());
    } catch (error) {
      if (!(error instanceof CashmaticRefusedError) || error.code !== CASHMATIC_CODES.badCredentials)
        throw error;
      token = undefined;
      return post(path, body, await login());
    }
  }

  return {
    async startPayment({ amountCents, reference }) {
      await call("/api/transaction/StartPayment", {
        amount: amountCents,
        reference,
        reason: "Comanda",
        queueAllowed: false,
      });
    },
    async active() {
      const data = activeSchema.safeParse(await call("/api/device/ActiveTransaction"));
      if (!data.success) throw new DeviceUnavailableError("unexpected answer");
      return {
        running: data.data.operation !== "idle",
        inserted: data.data.inserted,
        dispensed: data.data.dispensed,
      };
    },
    async last() {
      const raw = await call("/api/device/LastTransaction");
      if (raw === null || raw === undefined) return null;
      const data = lastSchema.safeParse(raw);
      if (!data.success) throw new DeviceUnavailableError("unexpected answer");
      return data.data;
    },
    async cancel() {
      await call("/api/transaction/CancelPayment", {});
    },
  };
}
