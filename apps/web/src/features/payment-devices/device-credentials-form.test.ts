import type { DeviceCredentialsView } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { ch } from "../../locales/ch";
import { en } from "../../locales/en";
import { es } from "../../locales/es";
import {
  deviceCredentialsBody,
  deviceCredentialsErrors,
  deviceCredentialsValues,
} from "./device-credentials-form";

/** What the server answers for a local with its own Dojo key and no machine. */
const stored: DeviceCredentialsView = {
  dojo_url: "https://api.dojo.tech",
  has_dojo_api_key: true,
  dojo_software_house_id: null,
  dojo_reseller_id: null,
  cashmatic_url: null,
  cashmatic_username: null,
  has_cashmatic_password: false,
  server_dojo: false,
  server_cashmatic: false,
};

describe("device credentials form", () => {
  it("starts from what is stored, with the secrets empty", () => {
    const values = deviceCredentialsValues(stored);
    expect(values).toMatchObject({ dojo_url: "https://api.dojo.tech", dojo_api_key: "", cashmatic_url: "" });
  });

  it("leaves an untyped secret out (kept), sends a typed one and null when forgotten", () => {
    const values = deviceCredentialsValues(stored);
    const kept = deviceCredentialsBody(values);
    expect(kept).not.toHaveProperty("dojo_api_key");
    expect(kept).not.toHaveProperty("cashmatic_password");
    expect(kept).toMatchObject({
      dojo_url: "https://api.dojo.tech",
      cashmatic_url: null,
      dojo_reseller_id: null,
    });
    expect(deviceCredentialsBody({ ...values, dojo_api_key: "  sk_new " }).dojo_api_key).toBe("sk_new");
    expect(
      deviceCredentialsBody({ ...values, dojo_api_key: "sk_new", forget_dojo_api_key: true }).dojo_api_key,
    ).toBeNull();
  });

  it("says which field is wrong with the catalogue's words", () => {
    const values = deviceCredentialsValues(stored);
    expect(deviceCredentialsErrors(values)).toEqual({});
    expect(deviceCredentialsErrors({ ...values, dojo_url: "api.dojo.tech" })).toEqual({
      dojo_url: "devices.errors.bad_url",
    });
    expect(deviceCredentialsErrors({ ...values, cashmatic_url: "https://10.0.0.9:50301" })).toEqual({
      cashmatic_username: "form.required",
    });
    expect(deviceCredentialsErrors({ ...values, cashmatic_username: "caja" })).toEqual({
      cashmatic_username: "devices.errors.cashmatic_needs_user",
    });
    for (const catalogue of [es, en, ch]) {
      expect(catalogue.devices.errors.bad_url).toBeTruthy();
      expect(catalogue.devices.errors.cashmatic_needs_user).toBeTruthy();
    }
  });
});
