import { describe, expect, it } from "vitest";
import { changeCents, evenShareCents, priceShareCents, productsCents, unpaidQty } from "./payment-draft";

describe("taking a payment", () => {
  it("gives change only when what was handed over covers the amount", () => {
    expect(changeCents(5000, 4750)).toBe(250);
    expect(changeCents(4750, 4750)).toBe(0);
    expect(changeCents(4000, 4750)).toBeUndefined();
    expect(changeCents(undefined, 4750)).toBeUndefined();
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
});
