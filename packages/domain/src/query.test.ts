import { describe, expect, it } from "vitest";
import { parseFilterKey } from "./query";

describe("parseFilterKey", () => {
  it.each([
    ["name", { field: "name", operator: "eq" }],
    ["id__in", { field: "id", operator: "in" }],
    ["name__icontains", { field: "name", operator: "icontains" }],
    ["created_at__gte", { field: "created_at", operator: "gte" }],
    ["price__lte", { field: "price", operator: "lte" }],
  ])("%s", (key, expected) => {
    expect(parseFilterKey(key)).toEqual(expected);
  });

  it.each(["name__eq", "name__like", "a__in__x", "__in", ""])("rejects %s", (key) => {
    expect(parseFilterKey(key)).toBeUndefined();
  });
});
