import { ERROR_KIND_BY_STATUS, type ErrorKind, type ListQuery } from "@comanda/domain";
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
    /** A refusal's missing permission (`auth.forbidden`), which a manager may lend. */
    readonly permission?: string,
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
  permission?: string;
}

export interface ApiOptions {
  method?: string;
  /** JSON, or FormData for the calls the spec sends as form data (products with their image). */
  body?: unknown;
  /** List filters, sent as the one `q` parameter (spec §7). */
  filters?: ListQuery;
  /** Other query parameters, e.g. page and page_size; undefined ones are left out. */
  params?: Record<string, string | number | boolean | undefined>;
  /**
   * One per user action, kept when that action is sent again after a failure: the server
   * answers a retry with the first answer and writes nothing twice (an order never doubles).
   */
  idempotencyKey?: string;
}

/** List filters as the spec's `q`: base64 of the JSON's UTF-8 bytes, so accents survive. */
export function encodeListQuery(filters: ListQuery): string {
  const bytes = new TextEncoder().encode(JSON.stringify(filters));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** `path` with the filters and parameters of a call appended to its query string. */
export function apiUrl(path: string, options: Pick<ApiOptions, "filters" | "params"> = {}): string {
  const search = new URLSearchParams();
  if (options.filters && Object.keys(options.filters).length > 0) {
    search.set("q", encodeListQuery(options.filters));
  }
  for (const [name, value] of Object.entries(options.params ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const query = search.toString();
  if (!query) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${query}`;
}

/**
 * The server speaks es, en and Chinese. "ch" is not a language tag (it would mean Chamorro), so
 * Chinese asks for zh first, then English, which a Chinese-speaking user is likelier to read
 * than Spanish.
 */
export function acceptLanguage(language: string): string {
  if (language === "en") return "en";
  if (language === "ch") return "zh-CN,zh;q=0.9,en;q=0.8";
  return "es";
}

/** Sends a call with the spec's headers; a network failure is the spec's NETWORK_ERROR. */
async function send(path: string, options: ApiOptions, accept: string): Promise<Response> {
  const session = readSession();
  const headers: Record<string, string> = {
    Accept: accept,
    "Accept-Language": acceptLanguage(i18n.language),
    Client: "web",
    Site: window.location.origin,
  };
  const isForm = options.body instanceof FormData;
  // The browser sets a form's content type itself, with its boundary.
  if (options.body !== undefined && !isForm) headers["Content-Type"] = "application/json";
  if (session) {
    headers.Authorization = `Bearer ${session.token}`;
    headers.TPV = session.tpv;
  }
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  try {
    return await fetch(apiUrl(path, options), {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError("NETWORK_ERROR", 0, "network", i18n.t("errors.network"));
  }
}

/** The error of a failed answer, from its envelope when it has one. */
function failure(response: Response, payload: Envelope<unknown> | undefined): ApiError {
  const kind = ERROR_KIND_BY_STATUS[response.status] ?? "SERVER_ERROR";
  const message =
    kind === "SERVER_ERROR" ? i18n.t("errors.server") : (payload?.message ?? i18n.t("errors.server"));
  return new ApiError(
    kind,
    response.status,
    payload?.code ?? "unknown",
    message,
    payload?.errors ?? {},
    payload?.permission,
  );
}

/** The one API client: the spec's headers on every call, the envelope unwrapped. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const response = await send(path, options, "application/json");
  const payload = (await response.json().catch(() => undefined)) as Envelope<T> | undefined;
  if (response.ok && payload?.complete) return payload.data;
  throw failure(response, payload);
}

/** Bytes of a file received so far, and its size when the server tells it. */
export type BlobProgress = (received: number, total: number | null) => void;

async function readWithProgress(
  response: Response,
  body: ReadableStream<Uint8Array>,
  onProgress: BlobProgress,
) {
  const length = Number(response.headers.get("Content-Length"));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(0, total);
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    chunks.push(new Uint8Array(part.value));
    received += part.value.byteLength;
    onProgress(received, total);
  }
  return new Blob(chunks, { type: response.headers.get("Content-Type") ?? "" });
}

/**
 * A call that answers a file (a PDF, an export): its bytes, or the envelope's error when it fails.
 * With `onProgress` the body is read as it arrives, for a download that shows how far it is.
 */
export async function apiBlob(
  path: string,
  options: ApiOptions = {},
  onProgress?: BlobProgress,
): Promise<Blob> {
  const response = await send(path, options, "*/*");
  if (response.ok)
    return onProgress && response.body
      ? readWithProgress(response, response.body, onProgress)
      : response.blob();
  const payload = (await response.json().catch(() => undefined)) as Envelope<unknown> | undefined;
  throw failure(response, payload);
}
