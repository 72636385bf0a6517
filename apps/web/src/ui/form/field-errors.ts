import type { z } from "zod";

/** One message (an i18n key on the client, a translated text from the server) per field. */
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** The first message of each field a schema refuses; the schema's messages are i18n keys. */
export function zodFieldErrors<T extends object>(schema: z.ZodType<unknown, T>, values: T): FieldErrors<T> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<T> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && field in values) errors[field as keyof T & string] ??= issue.message;
  }
  return errors;
}
