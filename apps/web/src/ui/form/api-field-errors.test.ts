import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { apiFieldErrors } from "./api-field-errors";

// The real i18n needs a browser (localStorage); the test runs in node.
vi.mock("../../lib/i18n", () => ({
  i18n: {
    language: "es",
    t: (key: string) => `t:${key}`,
    exists: (key: string) => key === "globals.notUTF8Encoded",
  },
}));

describe("apiFieldErrors", () => {
  it("puts the server's messages on the form's own fields and ignores the rest", () => {
    const error = new ApiError("VALIDATION_ERROR", 400, "validation.failed", "Datos no válidos", {
      password: ["Contraseña debe ser de mas de 2 caracteres", "Otra"],
      name: ["Correo o contraseña incorrectos"],
      repeat: ["globals.notUTF8Encoded"],
    });
    expect(apiFieldErrors(error, { password: "", repeat: "" })).toEqual({
      password: "Contraseña debe ser de mas de 2 caracteres\nOtra",
      repeat: "t:globals.notUTF8Encoded",
    });
  });

  it("has nothing to say about errors that are not API answers", () => {
    expect(apiFieldErrors(new Error("boom"), { password: "" })).toEqual({});
  });
});
