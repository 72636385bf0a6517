import { parseNumber } from "../keyboard/input-rules";

/** The spec's number rules (§5 "Numbers"): "only greater than 0" and "only positive" (0 allowed). */
export type NumberRule = "greaterThanZero" | "positive";

/** The message key a number field's text breaks, if any; an empty field is the required rule's business. */
export function numberRuleError(value: string, rule?: NumberRule): string | undefined {
  if (value === "") return undefined;
  const number = parseNumber(value);
  if (number === undefined) return "globals.invalidNumber";
  if (rule === "greaterThanZero" && number <= 0) return "globals.onlyGreaterThanZero";
  if (rule === "positive" && number < 0) return "globals.onlyPositive";
  return undefined;
}
