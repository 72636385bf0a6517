/**
 * List filters travel as one `q` parameter: base64 of a JSON object (spec §7).
 * Keys are `field`, `field__in`, `field__icontains`, `field__gte`, `field__lte`,
 * plus `ordering` ("name" or "-name") and `search` (over the entity's searchable fields).
 */
export const FILTER_OPERATORS = ["eq", "in", "icontains", "gte", "lte"] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 200;

export type QueryValue = string | number | boolean | null | Array<string | number | boolean>;
export type ListQuery = Record<string, QueryValue>;

export interface ParsedFilterKey {
  field: string;
  operator: FilterOperator;
}

export function parseFilterKey(key: string): ParsedFilterKey | undefined {
  const [field, op, ...rest] = key.split("__");
  if (!field || rest.length > 0) return undefined;
  if (op === undefined) return { field, operator: "eq" };
  if ((FILTER_OPERATORS as readonly string[]).includes(op) && op !== "eq") {
    return { field, operator: op as FilterOperator };
  }
  return undefined;
}
