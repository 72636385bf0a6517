import { ERROR_CODES } from "@comanda/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError, type FieldErrors } from "../errors/app-error";

/**
 * Keys that name an Object.prototype member (`constructor`, `toString`, `__proto__`…) or
 * `prototype`: code that looks a client's key up in a plain object would reach the member
 * instead of data, so no route ever sees them.
 */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  "__proto__",
  "prototype",
]);

export const INPUT_MESSAGES = {
  forbiddenKey: "validation.forbidden_key",
  nulCharacter: "validation.nul_character",
} as const;

/** The `q` filter of the generic lists as sent: base64 (or base64url) JSON. */
function decodedFilter(q: unknown): unknown {
  if (typeof q !== "string") return undefined;
  const text = Buffer.from(q, q.includes("-") || q.includes("_") ? "base64url" : "base64").toString("utf8");
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON: the list route answers that with its own bad-filter message.
    return undefined;
  }
}

/**
 * The first forbidden key (when `checkKeys`) or NUL character in `value`, as a field error.
 * Walked with an explicit stack: a deeply nested body must not overflow the call stack.
 */
export function badInputIn(value: unknown, root: string, checkKeys = true): FieldErrors | undefined {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: root }];
  while (pending.length > 0) {
    const item = pending.pop()!;
    if (typeof item.value === "string") {
      if (item.value.includes("\u0000"))
        return { [item.path || "body"]: [{ key: INPUT_MESSAGES.nulCharacter }] };
    } else if (typeof item.value === "object" && item.value !== null) {
      const isArray = Array.isArray(item.value);
      for (const [key, child] of Object.entries(item.value)) {
        const path = [item.path, key].filter(Boolean).join(".");
        if (checkKeys && !isArray && FORBIDDEN_KEYS.has(key))
          return { [path]: [{ key: INPUT_MESSAGES.forbiddenKey }] };
        if (key.includes("\u0000")) return { [path]: [{ key: INPUT_MESSAGES.nulCharacter }] };
        pending.push({ value: child, path });
      }
    }
  }
  return undefined;
}

export function badInputOf(
  request: Pick<FastifyRequest, "body" | "query" | "params">,
): FieldErrors | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  return (
    badInputIn(request.params, "params") ??
    badInputIn(query, "querystring") ??
    // The filter's keys are field names, which its parser looks up safely and refuses by name.
    badInputIn(decodedFilter(query?.q), "q", false) ??
    badInputIn(request.body, "")
  );
}

/**
 * Refuses, for every route and before any validation or handler runs, the input that would
 * otherwise reach the database or an object lookup as something else: PostgreSQL rejects a
 * NUL in text, and a key such as `constructor` names an inherited member.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("preValidation", async (request) => {
    if (request.is404) return;
    const fieldErrors = badInputOf(request);
    if (fieldErrors) throw new AppError(400, ERROR_CODES.validation, {}, fieldErrors);
  });
});
