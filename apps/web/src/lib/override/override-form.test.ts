import { describe, expect, it } from "vitest";
import { permissionLabel, validateOverride } from "./override-form";

describe("validateOverride", () => {
  it("asks for a valid e-mail and a password, with the login's messages", () => {
    expect(validateOverride({ email: "", password: "" })).toEqual({
      email: "login.emailRequired",
      password: "login.passwordRequired",
    });
    expect(validateOverride({ email: "jefa", password: "x" })).toEqual({ email: "login.emailInvalid" });
    expect(validateOverride({ email: " jefa@demo.local ", password: "x" })).toEqual({});
  });
});

describe("permissionLabel", () => {
  it("names a named action by its own text and a module's by action and module", () => {
    expect(permissionLabel("orders.close_without_payment")).toEqual({
      kind: "action",
      key: "override.actions.orders.close_without_payment",
    });
    expect(permissionLabel("requests_tables.update")).toEqual({
      kind: "module",
      action: "override.crud.update",
      module: "override.modules.requests_tables",
    });
  });

  it("shows a permission it does not know as it came", () => {
    expect(permissionLabel("kiosk.open")).toEqual({ kind: "unknown", text: "kiosk.open" });
    expect(permissionLabel("orders.fly")).toEqual({ kind: "unknown", text: "orders.fly" });
  });
});
