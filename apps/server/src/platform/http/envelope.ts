import type { OkEnvelope } from "@comanda/domain";

export function ok<T>(data: T, message = ""): OkEnvelope<T> {
  return { complete: true, data, message };
}

/** Request bodies drop empty values before validation and saving (spec §5 "Other"). */
export function dropEmptyValues(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== "" && value !== null && value !== undefined),
  );
}
