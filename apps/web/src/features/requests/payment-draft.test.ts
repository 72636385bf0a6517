import { defaultSettings } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import {
  clockTime,
  closingMethod,
  closingPrintsTicket,
  effectiveMode,
  evenShareCents,
  hasGlobalDiscount,
  livePayments,
  paymentMethodOf,
  priceShareCents,
  productsCents,
  tenderedBody,
  ticketAfterClosing,
  ticketEmailProblem,
  unpaidQty,
} from "./payment-draft";
import type { CommandPayment } from "./payments-api";

describe("taking a payment", () => {
  it("sends what was handed over only with cash and when it is more than the amount", () => {
    expect(tenderedBody("cash", "50", 4750)).toEqual({ tendered: 50 });
    expect(tenderedBody("cash", "47.51", 4750)).toEqual({ tendered: 47.51 });
    expect(tenderedBody("cash", "47.5", 4750)).toEqual({});
    expect(tenderedBody("cash", "40", 4750)).toEqual({});
    expect(tenderedBody("cash", "", 4750)).toEqual({});
    expect(tenderedBody("cash", "-", 4750)).toEqual({});
    expect(tenderedBody("card", "50", 4750)).toEqual({});
    expect(tenderedBody("transfer", "50", 4750)).toEqual({});
  });

  it("splits evenly with the odd cents on the first share, and refuses impossible splits", () => {
    expect(evenShareCents(10_000, 3)).toEqual({ ok: true, cents: 3334 });
    expect(evenShareCents(2, 3)).toMatchObject({ ok: false, code: "payments.split_parts_invalid" });
    expect(evenShareCents(0, 2)).toMatchObject({ ok: false, code: "payments.nothing_pending" });
  });

  it("checks an amount as the server does: above 0 and no more than pending", () => {
    expect(priceShareCents(4750, 20)).toMatchObject({ ok: true, amountCents: 2000, pendingAfterCents: 2750 });
    expect(priceShareCents(4750, 0)).toMatchObject({ ok: false, code: "payments.amount_not_positive" });
    expect(priceShareCents(4750, undefined)).toMatchObject({
      ok: false,
      code: "payments.amount_not_positive",
    });
    expect(priceShareCents(4750, 47.51)).toMatchObject({ ok: false, code: "payments.over_pending" });
  });

  it("counts chosen units of lines from what each line comes to", () => {
    const lines = [
      { id: 1, qty: 3, importe: 1 },
      { id: 2, qty: 1, importe: 22 },
    ];
    expect(productsCents(lines, new Map([[1, 1]]))).toBe(33);
    expect(
      productsCents(
        lines,
        new Map([
          [1, 3],
          [2, 1],
        ]),
      ),
    ).toBe(2300);
    expect(productsCents(lines, new Map())).toBe(0);
  });

  it("leaves to pay the units not paid yet", () => {
    expect(unpaidQty({ qty: 3, paid_qty: 1 })).toBe(2);
    expect(unpaidQty({ qty: 0.5, paid_qty: 0.5 })).toBe(0);
  });

  it("sees a global discount only when the order's discount is spread over every line", () => {
    expect(hasGlobalDiscount({ discount: { type: "percent", value: 10 }, all_discounted: true })).toBe(true);
    expect(hasGlobalDiscount({ discount: { type: "percent", value: 10 }, all_discounted: false })).toBe(
      false,
    );
    expect(hasGlobalDiscount({ discount: { type: "amount", value: 0 }, all_discounted: true })).toBe(false);
    expect(hasGlobalDiscount({ discount: null, all_discounted: true })).toBe(false);
  });

  it("keeps the chosen way of paying unless it cannot be taken now", () => {
    const open = { pendingCents: 3900, method: "cash" as const, splitsByProducts: true };
    expect(effectiveMode("price", open)).toBe("price");
    expect(effectiveMode("products", open)).toBe("products");
    expect(effectiveMode("price", { ...open, pendingCents: 0 })).toBe("all");
    expect(effectiveMode("even", { ...open, method: "transfer" })).toBe("all");
    expect(effectiveMode("products", { ...open, splitsByProducts: false })).toBe("all");
    expect(effectiveMode("even", { ...open, splitsByProducts: false })).toBe("even");
  });

  it("closes by card, cash or transfer with the server's payment types", () => {
    expect(closingMethod("card")).toEqual({ credit_card: true, payment_type: "credit_card" });
    expect(closingMethod("cash")).toEqual({ credit_card: false, payment_type: "cash" });
    expect(closingMethod("transfer")).toEqual({ credit_card: false, payment_type: "transfer" });
  });

  const payment = (fields: Partial<CommandPayment>): CommandPayment => ({
    id: 1,
    command: 7,
    price: 10,
    payment_type: "split_price",
    credit_card: false,
    products: [],
    is_closing: false,
    user: 2,
    created_at: "2025-06-01T10:05:00.000Z",
    restored_at: null,
    ...fields,
  });

  it("names what each payment was taken with", () => {
    expect(paymentMethodOf(payment({ credit_card: true }))).toBe("card");
    expect(paymentMethodOf(payment({ payment_type: "split_product" }))).toBe("cash");
    expect(paymentMethodOf(payment({ payment_type: "credit_card", credit_card: true }))).toBe("card");
    expect(paymentMethodOf(payment({ payment_type: "transfer" }))).toBe("transfer");
  });

  it("lists the payments that still count, not the undone ones", () => {
    const kept = payment({ id: 1 });
    expect(
      livePayments([kept, payment({ id: 2, restored_at: "2025-06-01T10:06:00.000Z" })]).map(({ id }) => id),
    ).toEqual([1]);
  });

  it("tells the time of a payment in the terminal's time zone", () => {
    expect(clockTime("2025-06-01T10:05:00.000Z", "Europe/Madrid")).toBe("12:05");
    expect(clockTime("2025-01-15T23:30:00.000Z", "Europe/Madrid")).toBe("00:30");
  });

  it("asks for a ticket's address and checks it looks like an e-mail", () => {
    expect(ticketEmailProblem("  ")).toBe("emailRequired");
    expect(ticketEmailProblem("cliente@")).toBe("emailInvalid");
    expect(ticketEmailProblem("no es un correo")).toBe("emailInvalid");
    expect(ticketEmailProblem(" cliente@example.com ")).toBeUndefined();
  });

  it("knows the closing prints the ticket only with the printer, tickets on closing and that kind's client tickets on", () => {
    const on = { ...defaultSettings("ticket"), use_printer: true, ticket_close_command: true };
    expect(closingPrintsTicket(on, "local")).toBe(true);
    expect(closingPrintsTicket({ ...on, client_ticket_barra: false }, "barra")).toBe(false);
    expect(closingPrintsTicket({ ...on, client_ticket_barra: false }, "local")).toBe(true);
    expect(closingPrintsTicket({ ...on, ticket_close_command: false }, "local")).toBe(false);
    expect(closingPrintsTicket({ ...on, use_printer: false }, "domicilio")).toBe(false);
  });

  it("never prints the closing ticket twice", () => {
    expect(ticketAfterClosing({ autoPrint: true, print: true, email: undefined })).toEqual({
      print: false,
      email: undefined,
    });
    expect(ticketAfterClosing({ autoPrint: false, print: true, email: " a@b.es " })).toEqual({
      print: true,
      email: "a@b.es",
    });
    expect(ticketAfterClosing({ autoPrint: false, print: false, email: "" })).toEqual({
      print: false,
      email: undefined,
    });
  });
});
