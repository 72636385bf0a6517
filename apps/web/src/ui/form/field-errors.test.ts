import { describe, expect, it } from "vitest";
import { z } from "zod";
import { zodFieldErrors } from "./field-errors";

const schema = z
  .object({
    name: z.string().min(1, "name.required").max(3, "name.long"),
    qty: z.string().min(1, "qty.required"),
  })
  .refine((values) => values.name !== values.qty, { path: ["qty"], message: "qty.same" });

describe("zodFieldErrors", () => {
  it("keeps the first message of each field", () => {
    expect(zodFieldErrors(schema, { name: "", qty: "" })).toEqual({
      name: "name.required",
      qty: "qty.required",
    });
  });

  it("carries refinements to the field they name, and is empty for good values", () => {
    expect(zodFieldErrors(schema, { name: "ab", qty: "ab" })).toEqual({ qty: "qty.same" });
    expect(zodFieldErrors(schema, { name: "ab", qty: "1" })).toEqual({});
  });
});
