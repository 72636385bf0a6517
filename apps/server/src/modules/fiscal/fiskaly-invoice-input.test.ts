import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { type FiskalyInvoiceInput, fiskalyDateTime, fiskalyInvoiceBody } from "./fiskaly-invoice-input";

const input: FiskalyInvoiceInput = {
  series: "BARRA-2025",
  number: "000123",
  issued_at: new Date("2025-01-31T23:30:00Z"),
  time_zone: "Europe/Madrid",
  text: "Ticket",
  full_amount_cents: 350,
  items: [{ text: "Café", quantity: 1, unit_net_cents: 318, full_gross_cents: 350, vat_rate: 10 }],
};

describe("fiskaly invoice bodies", () => {
  it("writes the issue time on the local's clock, across midnight and both sides of summer time", () => {
    expect(fiskalyDateTime(new Date("2025-01-31T23:30:00Z"), "Europe/Madrid")).toBe("01-02-2025 00:30:00");
    expect(fiskalyDateTime(new Date("2025-03-30T00:59:59Z"), "Europe/Madrid")).toBe("30-03-2025 01:59:59");
    expect(fiskalyDateTime(new Date("2025-03-30T01:00:00Z"), "Europe/Madrid")).toBe("30-03-2025 03:00:00");
    expect(fiskalyDateTime(new Date("2025-07-01T12:00:00Z"), "Atlantic/Canary")).toBe("01-07-2025 13:00:00");
  });

  it("sends a recipient's NIF normalised, with the address only when there is one", () => {
    const body = fiskalyInvoiceBody({
      ...input,
      recipient: { legal_name: "Eventos S.A.", tax_number: "es a58818501", postal_code: "28014" },
    });
    expect(body).toEqual({
      content: {
        type: "COMPLETE",
        data: {
          series: "BARRA-2025",
          number: "000123",
          text: "Ticket",
          full_amount: "3.50",
          issued_at: "01-02-2025 00:30:00",
          items: [
            {
              text: "Café",
              quantity: "1.00",
              unit_amount: "3.18",
              full_amount: "3.50",
              system: { type: "REGULAR", category: { type: "VAT", rate: "10.00" } },
            },
          ],
        },
        recipients: [{ id: { legal_name: "Eventos S.A.", tax_number: "A58818501" }, postal_code: "28014" }],
      },
    });
  });

  it.each([
    ["a lowercase series", { series: "caja" }],
    ["a series over 20 characters", { series: "A".repeat(21) }],
    ["a number with a space", { number: "1 2" }],
    ["an unknown time zone", { time_zone: "Europe/Atlantis" }],
    ["no items", { items: [] }],
    ["cents with decimals", { full_amount_cents: 3.5 }],
    ["a quantity with three decimals", { items: [{ ...input.items[0]!, quantity: 1.005 }] }],
    ["a wrong recipient NIF", { recipient: { legal_name: "X", tax_number: "12345678A" } }],
    ["a corrected invoice that is not a UUID", { corrects: { invoice_id: "42", method: "DIFFERENCES" } }],
  ] as const)("refuses %s before anything is sent", (_, change) => {
    expect(() => fiskalyInvoiceBody({ ...input, ...change } as FiskalyInvoiceInput)).toThrow(ZodError);
  });
});
