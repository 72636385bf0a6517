import { providerInputSchema } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { schemaErrors } from "./schema-errors";

describe("schemaErrors", () => {
  const values = { name: "", email: "", phone: "" };

  it("words a bad e-mail and a bad phone as the server does, not as a generic invalid value", () => {
    const errors = schemaErrors(
      providerInputSchema,
      { name: "Paco", email: "no es un correo", phone: "+34 600 000 000 x" },
      values,
    );
    expect(errors).toEqual({ email: "form.email", phone: "form.phone" });
  });

  it("uses the field's own message where zod's is generic, and says required when empty", () => {
    const errors = schemaErrors(providerInputSchema, { name: "", phone: "123" }, values, {
      phone: "form.phone",
    });
    expect(errors).toEqual({ name: "form.required", phone: "form.phone" });
    expect(schemaErrors(providerInputSchema, { name: "Paco", phone: "123" }, values).phone).toBe(
      "form.invalid",
    );
  });
});
