import type { InvoiceRecordView } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { offersCancel, offersFullInvoice } from "./invoice-actions";
import {
  EMPTY_RECIPIENT,
  fullInvoiceBody,
  recipientBody,
  recipientErrors,
  recipientFieldError,
} from "./invoice-recipient-form";

const client = { legal_name: "  Talleres Pérez SL ", tax_number: " a13585625 ", address: "", zip: " " };

describe("a full invoice's recipient", () => {
  it("is sent trimmed, the NIF normalised by the server, without an empty address or postal code", () => {
    expect(recipientBody(client)).toEqual({ legal_name: "Talleres Pérez SL", tax_number: "a13585625" });
    expect(recipientBody({ ...client, address: " Calle Mayor 2 ", zip: "28013" })).toEqual({
      legal_name: "Talleres Pérez SL",
      tax_number: "a13585625",
      address: "Calle Mayor 2",
      zip: "28013",
    });
  });

  it("makes the F3 body with the paid order", () => {
    expect(fullInvoiceBody(42, client)).toEqual({
      request_id: 42,
      legal_name: "Talleres Pérez SL",
      tax_number: "a13585625",
    });
  });

  it("passes the domain's rules with a good CIF or NIF", () => {
    expect(recipientErrors(client)).toEqual({});
    expect(recipientErrors({ ...client, tax_number: "B58378431" })).toEqual({});
  });

  it("asks for the name and the NIF, and says a wrong NIF or a forbidden character", () => {
    expect(recipientErrors(EMPTY_RECIPIENT)).toEqual({
      legal_name: "form.required",
      tax_number: "form.required",
    });
    expect(recipientErrors({ ...client, tax_number: "B58378432" })).toEqual({
      tax_number: "fiscal.form.rules.taxNumber",
    });
    expect(recipientErrors({ ...client, legal_name: 'Bar "El Pozo"' })).toEqual({
      legal_name: "fiscal.forbidden_characters",
    });
  });

  it("says a wrong NIF when the finger leaves it, and leaves an empty field alone", () => {
    expect(recipientFieldError({ ...EMPTY_RECIPIENT, tax_number: "12345678A" }, "tax_number")).toBe(
      "fiscal.form.rules.taxNumber",
    );
    expect(recipientFieldError(EMPTY_RECIPIENT, "tax_number")).toBeUndefined();
    expect(
      recipientFieldError({ ...EMPTY_RECIPIENT, tax_number: "12345678Z" }, "tax_number"),
    ).toBeUndefined();
  });
});

describe("the invoices screen's row actions", () => {
  const record = (
    kind: InvoiceRecordView["kind"],
    invoice_type: InvoiceRecordView["invoice_type"],
    request_id: number | null = 7,
  ) => ({ kind, invoice_type, request_id });

  it("offer a full invoice only for an order's simplified invoice", () => {
    expect(offersFullInvoice(record("alta", "F2"))).toBe(true);
    expect(offersFullInvoice(record("alta", "F2", null))).toBe(false);
    for (const type of ["F1", "F3", "R5"] as const)
      expect(offersFullInvoice(record("alta", type))).toBe(false);
    expect(offersFullInvoice(record("anulacion", "F2"))).toBe(false);
  });

  it("offer a cancellation for an invoice, never for a cancellation", () => {
    expect(offersCancel(record("alta", "F1"))).toBe(true);
    expect(offersCancel(record("anulacion", "F2"))).toBe(false);
  });
});
