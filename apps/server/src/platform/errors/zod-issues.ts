import type { z } from "zod";
import type { FieldErrors, FieldMessage } from "./app-error";

type Issue = z.core.$ZodIssue;

const MESSAGE_KEY = /^[a-z][a-zA-Z0-9_]*\.[a-zA-Z0-9_.]+$/;

function messageFor(issue: Issue): FieldMessage {
  if (MESSAGE_KEY.test(issue.message)) return { key: issue.message };
  switch (issue.code) {
    case "invalid_type":
      return {
        key: issue.message.endsWith("received undefined") ? "validation.required" : "validation.invalid_type",
      };
    case "too_big":
      return issue.origin === "string"
        ? { key: "validation.too_long", params: { maximum: issue.maximum } }
        : { key: "validation.too_big", params: { maximum: issue.maximum } };
    case "too_small":
      if (issue.origin === "string") {
        return Number(issue.minimum) <= 1
          ? { key: "validation.required" }
          : { key: "validation.too_short", params: { minimum: issue.minimum } };
      }
      return { key: "validation.too_small", params: { minimum: issue.minimum } };
    case "invalid_format":
      return { key: issue.format === "email" ? "validation.email" : "validation.invalid" };
    case "invalid_value":
      return { key: "validation.invalid_value" };
    default:
      return { key: "validation.invalid" };
  }
}

/** Turns zod issues into field errors keyed by dotted path; root problems go under "body". */
export function fieldErrorsFromIssues(issues: readonly Issue[], prefix = ""): FieldErrors {
  // A Map: a client's field may be called `constructor` or `__proto__`.
  const result = new Map<string, FieldMessage[]>();
  const add = (path: string, message: FieldMessage) => {
    const key = [prefix, path].filter(Boolean).join(".") || "body";
    result.set(key, [...(result.get(key) ?? []), message]);
  };
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys)
        add([path, key].filter(Boolean).join("."), { key: "validation.unknown_field" });
    } else {
      add(path, messageFor(issue));
    }
  }
  return Object.fromEntries(result);
}
