import type { OkEnvelope } from "@comanda/domain";

export function ok<T>(data: T, message = ""): OkEnvelope<T> {
  return { complete: true, data, message };
}

/**
 * Request bodies drop empty values before validation and saving (spec §5 "Other"), except
 * the fields in `clearable`, where an empty value is how a value is taken away.
 */
export function dropEmptyValues(body: unknown, clearable: ReadonlySet<string> = new Set()): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).filter(
      ([key, value]) => value !== undefined && (clearable.has(key) || (value !== "" && value !== null)),
    ),
  );
}
