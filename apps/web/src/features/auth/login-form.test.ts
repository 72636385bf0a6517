import { describe, expect, it } from "vitest";
import { validateLogin } from "./login-form";

describe("login form rules (spec §5)", () => {
  it("asks for every field", () => {
    expect(validateLogin({ email: "", password: "", tpv: "" })).toEqual({
      email: "login.emailRequired",
      password: "login.passwordRequired",
      tpv: "login.tpvRequired",
    });
  });

  it("wants a real e-mail and more than 2 characters of password", () => {
    expect(validateLogin({ email: "pepe", password: "ab", tpv: "barra" })).toEqual({
      email: "login.emailInvalid",
      password: "login.passwordShort",
    });
  });

  it("accepts a complete form", () => {
    expect(validateLogin({ email: " admin@demo.local ", password: "abc", tpv: "barra" })).toEqual({});
  });
});
