import {
  FISCAL_MESSAGES,
  type FiscalConfigView,
  INVOICE_STATUSES,
  MAX_CERTIFICATE_BYTES,
  MAX_EXPORT_DAYS,
  REMEDIABLE_STATUSES,
} from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { localDateTime } from "../../lib/local-time";
import { certificateFileError } from "./certificate-file";
import { activationBlockers, fiscalState } from "./fiscal-activation";
import {
  exportFileName,
  exportPeriodError,
  INVOICE_PAGE_SIZE,
  invoiceListParams,
  isRemediable,
  periodDays,
} from "./invoice-filters";
import { recordErrorText, recordTypeText } from "./invoice-texts";

const saved: FiscalConfigView = {
  id: 1,
  name: "bar-centro",
  legal_name: "Bar Centro, S.L.",
  tax_number: "12345678Z",
  address: "Calle Mayor 1",
  zip: "28013",
  state: "Madrid",
  town: "Madrid",
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

describe("activation", () => {
  it("tells never activated, issuing and suspended apart", () => {
    expect(fiscalState(saved)).toBe("inactive");
    const activated_at = "2026-11-26T10:00:00.000Z";
    expect(fiscalState({ ...saved, activated_at, active: true })).toBe("active");
    expect(fiscalState({ ...saved, activated_at, active: false })).toBe("suspended");
  });

  it("says what the server would refuse it for, by the provider chosen", () => {
    expect(activationBlockers({ ...saved, id: null })).toEqual([FISCAL_MESSAGES.notConfigured]);
    expect(activationBlockers(saved)).toEqual([FISCAL_MESSAGES.certificateRequired]);
    expect(activationBlockers({ ...saved, has_certificate: true })).toEqual([]);
    expect(activationBlockers({ ...saved, provider: "fiskaly" })).toEqual([
      FISCAL_MESSAGES.fiskalyCredentialsRequired,
    ]);
    expect(activationBlockers({ ...saved, provider: "fiskaly", has_fiskaly_credentials: true })).toEqual([]);
  });
});

describe("the certificate file", () => {
  const file = (name: string, size: number) => ({ name, size });

  it("takes a .p12 or .pfx file up to the server's limit", () => {
    expect(certificateFileError(file("local.p12", 3_000))).toBeUndefined();
    expect(certificateFileError(file("LOCAL.PFX", MAX_CERTIFICATE_BYTES))).toBeUndefined();
  });

  it("refuses another kind of file, an empty one and one over the limit", () => {
    expect(certificateFileError(file("local.pem", 3_000))).toBe("fiscal.certificate.wrongType");
    expect(certificateFileError(file("p12", 3_000))).toBe("fiscal.certificate.wrongType");
    expect(certificateFileError(file("local.p12", 0))).toBe("fiscal.certificate.empty");
    expect(certificateFileError(file("local.p12", MAX_CERTIFICATE_BYTES + 1))).toBe(
      "fiscal.certificate.tooLarge",
    );
  });
});

describe("the invoices' filters", () => {
  it("send only the filters chosen, with the page", () => {
    expect(invoiceListParams({ range: null }, 1)).toEqual({
      status: undefined,
      from: undefined,
      to: undefined,
      page: 1,
      page_size: INVOICE_PAGE_SIZE,
    });
    expect(
      invoiceListParams({ status: "invalid", range: { from: "2026-11-01", to: "2026-11-30" } }, 3),
    ).toEqual({
      status: "invalid",
      from: "2026-11-01",
      to: "2026-11-30",
      page: 3,
      page_size: INVOICE_PAGE_SIZE,
    });
  });

  it("count a period's days with both ends, across a leap year's February", () => {
    expect(periodDays({ from: "2026-11-26", to: "2026-11-26" })).toBe(1);
    expect(periodDays({ from: "2028-02-01", to: "2028-03-01" })).toBe(30);
    expect(periodDays({ from: "2026-01-01", to: "2026-12-31" })).toBe(365);
  });

  it(`export a chosen period of at most ${MAX_EXPORT_DAYS} days`, () => {
    expect(exportPeriodError(null)).toBe("fiscal.invoices.export.choosePeriod");
    expect(exportPeriodError({ from: "2028-01-01", to: "2028-12-31" })).toBeUndefined();
    expect(exportPeriodError({ from: "2027-01-01", to: "2028-01-02" })).toBe(FISCAL_MESSAGES.periodTooLong);
    expect(exportFileName({ from: "2026-11-01", to: "2026-11-30" }, "csv")).toBe(
      "verifactu_2026-11-01_2026-11-30.csv",
    );
  });

  it("offer the remedy exactly for the remediable statuses", () => {
    for (const status of INVOICE_STATUSES)
      expect(isRemediable(status), status).toBe(REMEDIABLE_STATUSES.includes(status));
    expect(isRemediable("invalid")).toBe(true);
    expect(isRemediable("registered")).toBe(false);
  });
});

describe("a record's texts", () => {
  const t = (key: string) => `<${key}>`;

  it("name an alta by its invoice type and an anulación as such", () => {
    expect(recordTypeText(t, { kind: "alta", invoice_type: "F2" })).toBe("F2 · <fiscal.types.F2>");
    expect(recordTypeText(t, { kind: "anulacion", invoice_type: "F2" })).toBe("<fiscal.kinds.anulacion>");
  });

  it("join the receiver's code and text, and say nothing when both are empty", () => {
    expect(recordErrorText({ error_code: "1100", error_text: "NIF no identificado" })).toBe(
      "1100 · NIF no identificado",
    );
    expect(recordErrorText({ error_code: null, error_text: "Timeout" })).toBe("Timeout");
    expect(recordErrorText({ error_code: null, error_text: " " })).toBeUndefined();
  });

  it("show instants in the local's time zone, not the terminal's", () => {
    const instant = "2026-11-26T23:30:00.000Z";
    expect(localDateTime("Europe/Madrid", "en")(instant)).toMatch(/11\/27\/26.*12:30/);
    expect(localDateTime("America/Santo_Domingo", "en")(instant)).toMatch(/11\/26\/26.*7:30/);
  });
});
