import type { AppLanguage } from "@comanda/domain";
import type { Translate } from "./texts";

/** A refused or failed call: the server's message (already in the guest's language) and field errors. */
export class CartaApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = "CartaApiError";
  }
}

interface Envelope<T> {
  complete?: boolean;
  data: T;
  message?: string;
  code?: string;
  errors?: Record<string, string[]>;
}

/**
 * As lib/api-client's acceptLanguage, which cannot be imported here without i18next: "ch" is not
 * a language tag, so Chinese asks for zh, then English.
 */
function acceptLanguageOf(language: AppLanguage): string {
  if (language === "ch") return "zh-CN,zh;q=0.9,en;q=0.8";
  return language;
}

/**
 * The staff app's client brings i18next and the staff session along; the guest's page speaks
 * the same envelope with a few lines: the local from the Site header, the language asked for.
 */
export async function cartaApi<T>(
  path: string,
  language: AppLanguage,
  options: { method?: string; body?: unknown; idempotencyKey?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": acceptLanguageOf(language),
    Client: "web",
    Site: window.location.origin,
  };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new CartaApiError(0, "network", "");
  }
  const payload = (await response.json().catch(() => undefined)) as Envelope<T> | undefined;
  if (response.ok && payload && payload.complete !== false) return payload.data;
  throw new CartaApiError(
    response.status,
    payload?.code ?? "unknown",
    payload?.message ?? "",
    payload?.errors,
  );
}

/** What the guest reads for a failed call: the server's field messages, else its message. */
export function failureMessages(error: unknown, say: Translate): string[] {
  if (!(error instanceof CartaApiError) || error.status === 0) return [say("networkError")];
  if (error.status >= 500) return [say("serverError")];
  const fields = Object.values(error.errors).flat();
  if (fields.length > 0) return [...new Set(fields)];
  return [error.message || say("serverError")];
}
