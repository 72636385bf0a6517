import { z } from "zod";
import { fetchFailureOf } from "./fetch-failure";

/**
 * The wire of fiskaly SIGN ES (research/fiscal-hardware-notes.md §2.1): JSON bodies wrapped in
 * `{content: …}` both ways, errors as `{content: {code, message, status}}`. A failure is one of
 * two kinds, because the submission queue treats them differently: unreachable (nothing was
 * decided: no answer, a timeout, a 5xx, a busy 408/429 or an answer that is not SIGN ES's; try
 * again later) and refused (SIGN ES read the call and said no with a 4xx and its code; the same
 * call gets the same answer, so it is recorded, not retried).
 */

export type FiskalyUnreachableReason = "network" | "timeout" | "server_error" | "busy" | "bad_answer";

export abstract class FiskalyError extends Error {}

export class FiskalyUnreachableError extends FiskalyError {
  constructor(
    readonly reason: FiskalyUnreachableReason,
    readonly detail: string,
    readonly status?: number,
  ) {
    super(`fiskaly unreachable (${reason}${status ? ` ${status}` : ""}): ${detail}`);
    this.name = "FiskalyUnreachableError";
  }
}

export class FiskalyRefusedError extends FiskalyError {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fiskalyMessage: string,
  ) {
    super(`fiskaly refused (${status} ${code}): ${fiskalyMessage}`);
    this.name = "FiskalyRefusedError";
  }
}

/** fiskaly's error body; some gateways answer it unwrapped, so both are read. */
const errorFields = z.object({
  code: z.string().min(1),
  message: z.string().default(""),
  status: z.number().optional(),
});
const errorAnswerSchema = z.union([z.object({ content: errorFields }), errorFields]);

/** fiskaly's own guidance is a few seconds per call; the queue sends in the background, so more is fine. */
export const FISKALY_DEFAULT_TIMEOUT_MS = 10_000;

export type FiskalyMethod = "GET" | "POST" | "PUT" | "PATCH";

/** The whole request body: `{content}` and, for invoices, `annotations` beside it. */
export interface FiskalyBody {
  content: unknown;
  annotations?: unknown[];
}

export interface FiskalyCall<S extends z.ZodType> {
  method: FiskalyMethod;
  /** From the base URL on, e.g. `/clients/{id}/invoices/{id}`. */
  path: string;
  body?: FiskalyBody;
  bearer?: string;
  answer: S;
}

export type FiskalyHttp = <S extends z.ZodType>(call: FiskalyCall<S>) => Promise<z.output<S>>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One HTTP call to SIGN ES; every way it can go wrong ends in one of the two errors above. */
export function createFiskalyHttp({
  baseUrl,
  timeoutMs = FISKALY_DEFAULT_TIMEOUT_MS,
}: {
  baseUrl: string;
  timeoutMs?: number;
}): FiskalyHttp {
  const root = baseUrl.replace(/\/+$/, "");
  return async ({ method, path, body, bearer, answer }) => {
    let status: number;
    let text: string;
    try {
      const response = await fetch(root + path, {
        method,
        headers: {
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(bearer === undefined ? {} : { authorization: `Bearer ${bearer}` }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // Covers reading the body too: a server that stalls halfway is a timeout as well.
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const { reason, detail } = fetchFailureOf(error, timeoutMs);
      throw new FiskalyUnreachableError(reason, detail);
    }
    const json = parseJson(text);
    if (status >= 500) throw new FiskalyUnreachableError("server_error", text.slice(0, 200), status);
    if (status === 408 || status === 429)
      throw new FiskalyUnreachableError("busy", text.slice(0, 200), status);
    if (status >= 400) {
      const parsed = errorAnswerSchema.safeParse(json);
      if (!parsed.success) throw new FiskalyRefusedError(status, `HTTP_${status}`, text.slice(0, 200));
      const fields = "content" in parsed.data ? parsed.data.content : parsed.data;
      throw new FiskalyRefusedError(status, fields.code, fields.message);
    }
    const parsed = answer.safeParse(json);
    if (!parsed.success) {
      throw new FiskalyUnreachableError(
        "bad_answer",
        `${method} ${path}: ${z.prettifyError(parsed.error)}`,
        status,
      );
    }
    return parsed.data;
  };
}
