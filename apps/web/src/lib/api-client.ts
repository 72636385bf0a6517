import { ERROR_KIND_BY_STATUS, type ErrorKind } from "@comanda/domain";
import { i18n } from "./i18n";
import { readSession } from "./session";

/** A failed call, with the spec's error kind (NETWORK_ERROR when nothing answered). */
export class ApiError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

interface Envelope<T> {
  complete: boolean;
  data: T;
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
}

/** The one API client: the spec's headers on every call, the envelope unwrapped. */
export async function api<T>(path: string, options: { method?: string; body?: unknown } = {}): Promise<T> {
  const session = readSession();
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": i18n.language === "en" ? "en" : "es",
    Client: "web",
    Site: window.location.origin,
  };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (session) {
    headers.Authorization = `Bearer ${session.token}`;
    headers.TPV = session.tpv;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError("NETWORK_ERROR", 0, "network", i18n.t("errors.network"));
  }
  const payload = (await response.json().catch(() => undefined)) as Envelope<T> | undefined;
  if (response.ok && payload?.complete) return payload.data;
  const kind = ERROR_KIND_BY_STATUS[response.status] ?? "SERVER_ERROR";
  const message =
    kind === "SERVER_ERROR" ? i18n.t("errors.server") : (payload?.message ?? i18n.t("errors.server"));
  throw new ApiError(kind, response.status, payload?.code ?? "unknown", message, payload?.errors ?? {});
}
