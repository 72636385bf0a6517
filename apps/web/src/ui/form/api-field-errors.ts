import { ApiError } from "../../lib/api-client";
import { translateMessage } from "../../lib/api-errors";
import type { FieldErrors } from "./field-errors";

/** The server's messages (an ApiError's `errors`) for the fields a form has, one line per message. */
export function apiFieldErrors<T extends object>(error: unknown, values: T): FieldErrors<T> {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors<T> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    if (field in values && messages.length > 0) {
      errors[field as keyof T & string] = messages.map(translateMessage).join("\n");
    }
  }
  return errors;
}
