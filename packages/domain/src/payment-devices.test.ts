import { describe, expect, it } from "vitest";
import { devicePaymentBodySchema, isActiveDeviceStatus, maskedCard } from "./payment-devices";

describe("maskedCard", () => {
  it("keeps the scheme and the last four digits only", () => {
    expect(maskedCard("VISA", "4242")).toBe("VISA •••• 4242");
    expect(maskedCard("MASTERCARD", "5555555555554444")).toBe("MASTERCARD •••• 4444");
    expect(maskedCard(undefined, "1234")).toBe("•••• 1234");
    expect(maskedCard(undefined, undefined)).toBeNull();
  });
});

describe("device payment body", () => {
  const key = "0b9d0c2e-key";
  it("asks each mode for its own fields", () => {
    expect(devicePaymentBodySchema.safeParse({ command: 1, idempotency_key: key, mode: "all" }).success).toBe(
      true,
    );
    expect(
      devicePaymentBodySchema.safeParse({ command: 1, idempotency_key: key, mode: "price", price: 4 })
        .success,
    ).toBe(true);
    expect(
      devicePaymentBodySchema.safeParse({ command: 1, idempotency_key: key, mode: "price" }).success,
    ).toBe(false);
    expect(
      devicePaymentBodySchema.safeParse({ command: 1, idempotency_key: key, mode: "products", products: [] })
        .success,
    ).toBe(false);
    // The tip goes with the closing payment only.
    expect(
      devicePaymentBodySchema.safeParse({
        command: 1,
        idempotency_key: key,
        mode: "price",
        price: 4,
        tip_amount: 1,
      }).success,
    ).toBe(false);
    const recipient = { legal_name: "Cliente SL", tax_number: "B64717838" };
    const withRecipient = (body: Record<string, unknown>) =>
      devicePaymentBodySchema.safeParse({
        command: 1,
        idempotency_key: key,
        invoice_recipient: recipient,
        ...body,
      }).success;
    expect(withRecipient({ mode: "price", price: 4 })).toBe(false);
    expect(withRecipient({ mode: "all" })).toBe(true);
    expect(
      devicePaymentBodySchema.safeParse({ command: 1, idempotency_key: "short", mode: "all" }).success,
    ).toBe(false);
  });

  it("tells the running statuses", () => {
    expect(isActiveDeviceStatus("signature")).toBe(true);
    expect(isActiveDeviceStatus("approved")).toBe(false);
  });
});
