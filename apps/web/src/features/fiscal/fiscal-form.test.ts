import {
  FISCAL_MESSAGES,
  type FiscalConfigView,
  fiscalConfigInputSchema,
  MAX_EXPORT_DAYS,
  VERIFACTU_RECORD_MESSAGES,
} from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { ch } from "../../locales/ch";
import { en } from "../../locales/en";
import { es } from "../../locales/es";
import {
  type FiscalFormValues,
  fiscalBody,
  fiscalFieldError,
  fiscalFormErrors,
  fiscalFormValues,
  isLocked,
  LOCKED_AFTER_ACTIVATION,
} from "./fiscal-form";

/** What GET /settings/fiscal answers before the first save. */
const neverSaved: FiscalConfigView = {
  id: null,
  name: "",
  legal_name: "",
  tax_number: "",
  address: "",
  zip: "",
  state: "",
  town: "",
  country_code: "ESP",
  territory: "SPAIN_OTHER",
  provider: "aeat",
  environment: "test",
  activated_at: null,
  active: false,
  has_certificate: false,
  certificate_subject: null,
  certificate_expires_at: null,
  has_fiskaly_credentials: false,
  has_holded_api_key: false,
};

const filled: FiscalFormValues = {
  ...fiscalFormValues(neverSaved),
  name: "bar-centro",
  legal_name: "Bar Centro, S.L.",
  tax_number: " 12345678z ",
  address: "Calle Mayor 1",
  zip: "28013",
  state: "Madrid",
  town: "Madrid",
};
const withValues = (change: Partial<FiscalFormValues>) => ({ ...filled, ...change });

describe("the fiscal form's body", () => {
  it("starts empty from a config never saved, its secrets always empty", () => {
    const stored = {
      ...neverSaved,
      id: 3,
      name: "bar",
      has_fiskaly_credentials: true,
      provider: "fiskaly" as const,
    };
    expect(fiscalFormValues(stored)).toMatchObject({
      name: "bar",
      provider: "fiskaly",
      fiskaly_api_key: "",
      fiskaly_api_secret: "",
      holded_api_key: "",
    });
  });

  it("sends the fields trimmed, without secrets that were not typed nor the forced country", () => {
    const body = fiscalBody(filled);
    expect(body).toEqual({
      name: "bar-centro",
      legal_name: "Bar Centro, S.L.",
      tax_number: "12345678z",
      address: "Calle Mayor 1",
      zip: "28013",
      state: "Madrid",
      town: "Madrid",
      provider: "aeat",
      environment: "test",
    });
    // The domain's schema takes it as it is, the NIF written as the agency writes it.
    expect(fiscalConfigInputSchema.parse(body).tax_number).toBe("12345678Z");
  });

  it("sends a secret only when typed, and fiskaly's only with fiskaly as the provider", () => {
    const typed = { fiskaly_api_key: " key ", fiskaly_api_secret: "secret", holded_api_key: "  " };
    expect(fiscalBody(withValues({ ...typed, provider: "fiskaly" }))).toMatchObject({
      fiskaly_api_key: "key",
      fiskaly_api_secret: "secret",
    });
    expect(fiscalBody(withValues({ ...typed, provider: "fiskaly" }))).not.toHaveProperty("holded_api_key");
    const aeat = fiscalBody(withValues({ ...typed, holded_api_key: "h-1" }));
    expect(aeat).not.toHaveProperty("fiskaly_api_key");
    expect(aeat).not.toHaveProperty("fiskaly_api_secret");
    expect(aeat.holded_api_key).toBe("h-1");
  });
});

describe("the fiscal form's rules", () => {
  it("accepts a complete form", () => {
    expect(fiscalFormErrors(filled)).toEqual({});
  });

  it("says a wrong NIF, name and postal code with their own messages", () => {
    expect(
      fiscalFormErrors(withValues({ tax_number: "12345678A", name: "Bar Centro", zip: "60000" })),
    ).toEqual({
      tax_number: "fiscal.form.rules.taxNumber",
      name: FISCAL_MESSAGES.nameFormat,
      zip: FISCAL_MESSAGES.zip,
    });
    expect(fiscalFormErrors(withValues({ name: "ab" })).name).toBe(FISCAL_MESSAGES.nameFormat);
    expect(fiscalFormErrors(withValues({ zip: "2801" })).zip).toBe(FISCAL_MESSAGES.zip);
    // The agency refuses these in names: said before the save, not when a ticket closes.
    expect(fiscalFormErrors(withValues({ legal_name: "Bar <Centro>" })).legal_name).toBe(
      VERIFACTU_RECORD_MESSAGES.forbiddenCharacters,
    );
  });

  it("asks for every empty field", () => {
    expect(fiscalFormErrors(fiscalFormValues(neverSaved))).toEqual({
      name: FISCAL_MESSAGES.nameFormat,
      legal_name: "form.required",
      tax_number: "fiscal.form.rules.taxNumber",
      address: "form.required",
      zip: FISCAL_MESSAGES.zip,
      state: "form.required",
      town: "form.required",
    });
  });

  it("checks a field when the finger leaves it, but not while it is still empty", () => {
    expect(fiscalFieldError(withValues({ tax_number: "12345678A" }), "tax_number")).toBe(
      "fiscal.form.rules.taxNumber",
    );
    expect(fiscalFieldError(withValues({ tax_number: "" }), "tax_number")).toBeUndefined();
    // Another field's fault is not this field's message.
    expect(fiscalFieldError(withValues({ zip: "1" }), "tax_number")).toBeUndefined();
  });

  it("locks the issuer and the destination once activated, never the address", () => {
    const activated = { ...neverSaved, id: 1, activated_at: "2026-11-26T10:00:00.000Z" };
    for (const field of LOCKED_AFTER_ACTIVATION) {
      expect(isLocked(field, activated), field).toBe(true);
      expect(isLocked(field, neverSaved), field).toBe(false);
    }
    expect(isLocked("address", activated)).toBe(false);
    expect(isLocked("holded_api_key", activated)).toBe(false);
  });
});

describe("the fiscal texts", () => {
  it.each(Object.entries({ es, en, ch }))(
    "say every server message and name every field in %s",
    (_l, catalogue) => {
      const texts: Record<string, unknown> = catalogue.fiscal;
      for (const key of [...Object.values(FISCAL_MESSAGES), ...Object.values(VERIFACTU_RECORD_MESSAGES)]) {
        if (!key.startsWith("fiscal.")) continue;
        const [, leaf = ""] = key.split(".");
        expect(texts[leaf], key).toBeTruthy();
      }
      for (const field of Object.keys(filled))
        expect(catalogue.fiscal.form.fields[field as keyof FiscalFormValues], field).toBeTruthy();
      // The server's message names the limit; the web's own copy must say the same one.
      expect(catalogue.fiscal.period_too_long).toContain(String(MAX_EXPORT_DAYS));
    },
  );
});
