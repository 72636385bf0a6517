import type * as core from "zod/v4/core";
import { safeParse } from "zod/v4/core";

/** One message (an i18n key on the client, a translated text from the server) per field. */
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/**
 * The first message of each field a schema refuses; the schema's messages are i18n keys.
 * Any zod schema will do: the domain's (classic) or a screen's own (mini, where size counts).
 */
export function zodFieldErrors<T extends object>(
  schema: core.$ZodType<unknown, T>,
  values: T,
): FieldErrors<T> {
  const result = safeParse(schema, values);
  if (result.success) return {};
  const errors: FieldErrors<T> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && field in values) errors[field as keyof T & string] ??= issue.message;
  }
  return errors;
}
