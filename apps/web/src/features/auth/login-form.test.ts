import { describe, expect, it } from "vitest";
import { validateForgotPassword, validateLogin, validateResetPassword } from "./login-form";

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

describe("forgot-password rules", () => {
  it("needs a valid e-mail before sending", () => {
    expect(validateForgotPassword({ email: "" })).toEqual({ email: "login.emailRequired" });
    expect(validateForgotPassword({ email: "pepe@" })).toEqual({ email: "login.emailInvalid" });
    expect(validateForgotPassword({ email: "pepe@demo.local" })).toEqual({});
  });
});

describe("reset-password rules", () => {
  it("wants a valid password typed twice alike", () => {
    expect(validateResetPassword({ password: "", repeat: "" })).toEqual({
      password: "login.passwordRequired",
    });
    expect(validateResetPassword({ password: "ab", repeat: "ab" })).toEqual({
      password: "login.passwordShort",
    });
    expect(validateResetPassword({ password: "nueva-clave", repeat: "nueva-clavE" })).toEqual({
      repeat: "login.passwordsDontMatch",
    });
    expect(validateResetPassword({ password: "nueva-clave", repeat: "nueva-clave" })).toEqual({});
  });
});
