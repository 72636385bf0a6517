import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  lineAmountCents,
  type OrderDiscount,
  type OrderLineInput,
  orderDiscountCents,
  orderTotals,
  percentOfCents,
  roundQty,
  spreadProportionally,
  unitPriceFromImporte,
  vatBreakdown,
} from "./order-totals";
import {
  changeCents,
  checkLineEdit,
  checkPaymentByPrice,
  checkTotalNotBelowPaid,
  ORDER_MONEY_ERRORS,
  type PayableLine,
  pendingCents,
  splitByProducts,
  splitEvenly,
} from "./payment-rules";

const line = (fields: Partial<OrderLineInput> = {}): OrderLineInput => ({
  unitCents: 1000,
  optionsCents: 0,
  qty: 1,
  ivaPercent: 10,
  ...fields,
});

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe("quantities and line amounts", () => {
  it("rounds line quantities to 2 decimals, halves away from zero", () => {
    expect(roundQty(2)).toBe(2);
    expect(roundQty(1.005)).toBe(1.01);
    expect(roundQty(0.333)).toBe(0.33);
    expect(roundQty(0.005)).toBe(0.01);
  });

  it("refuses a quantity that is not above 0 once rounded", () => {
    expect(() => roundQty(0)).toThrow(RangeError);
    expect(() => roundQty(0.004)).toThrow(RangeError);
    expect(() => roundQty(-1)).toThrow(RangeError);
    expect(() => roundQty(Number.NaN)).toThrow(RangeError);
  });

  it("multiplies (unit + options) by qty and rounds once at the end", () => {
    expect(lineAmountCents(33, 0, 3)).toBe(99);
    expect(lineAmountCents(1250, 150, 2)).toBe(2800);
    // 0.99 × 0.5 = 0.495: one rounding, half away from zero.
    expect(lineAmountCents(99, 0, 0.5)).toBe(50);
    // 0.29 × 100 is 28.999999999999996 in binary: still 29.
    expect(lineAmountCents(1, 0, 0.29)).toBe(0);
    expect(lineAmountCents(100, 0, 0.29)).toBe(29);
    expect(lineAmountCents(333, 0, 1.333)).toBe(443);
  });

  it("refuses cents that are not whole or negative", () => {
    expect(() => lineAmountCents(10.5, 0, 1)).toThrow(RangeError);
    expect(() => lineAmountCents(-1, 0, 1)).toThrow(RangeError);
    expect(() => lineAmountCents(100, 0, 0)).toThrow(RangeError);
  });

  it("takes a percent of an amount, rounded half away from zero", () => {
    expect(percentOfCents(999, 10)).toBe(100);
    expect(percentOfCents(1000, 12.5)).toBe(125);
    expect(percentOfCents(5, 10)).toBe(1);
    expect(percentOfCents(4, 10)).toBe(0);
    expect(percentOfCents(999, 100)).toBe(999);
    expect(percentOfCents(999, 0)).toBe(0);
    expect(() => percentOfCents(999, 100.01)).toThrow(RangeError);
    expect(() => percentOfCents(999, -1)).toThrow(RangeError);
    expect(() => percentOfCents(999, 10.005)).toThrow(RangeError);
  });

  it("reads the unit price back as importe / qty to the cent", () => {
    expect(unitPriceFromImporte(100, 3)).toBe(33);
    expect(unitPriceFromImporte(200, 3)).toBe(67);
    expect(unitPriceFromImporte(100, 0.5)).toBe(200);
    expect(unitPriceFromImporte(99, 3)).toBe(33);
    expect(unitPriceFromImporte(0, 2)).toBe(0);
  });
});

describe("order totals", () => {
  it("adds 3 × 0.33 to 0.99", () => {
    const totals = orderTotals({ lines: [line({ unitCents: 33, qty: 3 })] });
    expect(totals.totalCents).toBe(99);
    expect(totals.lines[0]?.totalCents).toBe(99);
  });

  it("takes 10 % of 9.99 as 1.00 off the line", () => {
    const totals = orderTotals({ lines: [line({ unitCents: 999, discountPercent: 10 })] });
    expect(totals.lines[0]).toMatchObject({ grossCents: 999, lineDiscountCents: 100, totalCents: 899 });
    expect(totals).toMatchObject({
      grossCents: 999,
      lineDiscountCents: 100,
      subtotalCents: 899,
      totalCents: 899,
    });
  });

  it("takes 10 % of 9.99 off the order", () => {
    const totals = orderTotals({
      lines: [line({ unitCents: 999 })],
      discount: { type: "percent", value: 10 },
    });
    expect(totals).toMatchObject({ orderDiscountCents: 100, totalCents: 899 });
  });

  it("adds the options' extra to each unit", () => {
    const totals = orderTotals({ lines: [line({ unitCents: 850, optionsCents: 120, qty: 2 })] });
    expect(totals.totalCents).toBe(1940);
  });

  it("splits mixed 10 % and 21 % lines into base and tax per rate that add up to the total", () => {
    const totals = orderTotals({
      lines: [
        line({ unitCents: 1250, ivaPercent: 10 }),
        line({ unitCents: 500, ivaPercent: 21 }),
        line({ unitCents: 250, qty: 2, ivaPercent: 21 }),
      ],
    });
    expect(totals.totalCents).toBe(2250);
    expect(totals.vat).toEqual([
      { ivaPercent: 10, totalCents: 1250, baseCents: 1136, taxCents: 114 },
      { ivaPercent: 21, totalCents: 1000, baseCents: 826, taxCents: 174 },
    ]);
    expect(sum(totals.vat.map((rate) => rate.baseCents + rate.taxCents))).toBe(totals.totalCents);
  });

  it("rounds VAT once per rate, not per line", () => {
    // Per line, each 0.05 at 10 % would be 0.05 base and 0.00 tax; together they owe 0.01 tax.
    const vat = vatBreakdown([
      { ivaPercent: 10, totalCents: 5 },
      { ivaPercent: 10, totalCents: 5 },
    ]);
    expect(vat).toEqual([{ ivaPercent: 10, totalCents: 10, baseCents: 9, taxCents: 1 }]);
  });

  it("sorts the breakdown by rate and accepts rates with decimals", () => {
    const vat = vatBreakdown([
      { ivaPercent: 21, totalCents: 121 },
      { ivaPercent: 0, totalCents: 300 },
      { ivaPercent: 4, totalCents: 104 },
      { ivaPercent: 5.5, totalCents: 211 },
    ]);
    expect(vat.map((rate) => rate.ivaPercent)).toEqual([0, 4, 5.5, 21]);
    expect(vat[0]).toEqual({ ivaPercent: 0, totalCents: 300, baseCents: 300, taxCents: 0 });
    expect(vat[1]).toEqual({ ivaPercent: 4, totalCents: 104, baseCents: 100, taxCents: 4 });
    expect(vat[2]).toEqual({ ivaPercent: 5.5, totalCents: 211, baseCents: 200, taxCents: 11 });
    expect(vat[3]).toEqual({ ivaPercent: 21, totalCents: 121, baseCents: 100, taxCents: 21 });
  });

  it("lets a discount larger than the total take the whole total, never below 0", () => {
    const totals = orderTotals({
      lines: [line({ unitCents: 1500, ivaPercent: 10 }), line({ unitCents: 499, ivaPercent: 21 })],
      discount: { type: "amount", value: 5000 },
    });
    expect(totals).toMatchObject({ subtotalCents: 1999, orderDiscountCents: 1999, totalCents: 0 });
    expect(totals.lines.map((priced) => priced.totalCents)).toEqual([0, 0]);
    expect(totals.vat.every((rate) => rate.baseCents === 0 && rate.taxCents === 0)).toBe(true);
    expect(orderDiscountCents(1999, { type: "percent", value: 100 })).toBe(1999);
  });

  it("spreads an amount discount over lines of different rates so VAT is owed on what was charged", () => {
    const totals = orderTotals({
      lines: [line({ unitCents: 1000, ivaPercent: 10 }), line({ unitCents: 2000, ivaPercent: 21 })],
      discount: { type: "amount", value: 100 },
    });
    expect(totals.lines.map((priced) => priced.orderDiscountCents)).toEqual([33, 67]);
    expect(totals.lines.map((priced) => priced.totalCents)).toEqual([967, 1933]);
    expect(totals.totalCents).toBe(2900);
    expect(totals.vat).toEqual([
      { ivaPercent: 10, totalCents: 967, baseCents: 879, taxCents: 88 },
      { ivaPercent: 21, totalCents: 1933, baseCents: 1598, taxCents: 335 },
    ]);
  });

  it("takes the order discount after the lines' own discounts", () => {
    const totals = orderTotals({
      lines: [line({ unitCents: 1000, discountPercent: 50 }), line({ unitCents: 1000 })],
      discount: { type: "percent", value: 10 },
    });
    expect(totals).toMatchObject({
      grossCents: 2000,
      lineDiscountCents: 500,
      subtotalCents: 1500,
      orderDiscountCents: 150,
      totalCents: 1350,
    });
    expect(totals.lines.map((priced) => priced.orderDiscountCents)).toEqual([50, 100]);
  });

  it("keeps the tip apart from the total", () => {
    const totals = orderTotals({ lines: [line({ unitCents: 1890 })], tipCents: 110 });
    expect(totals).toMatchObject({ totalCents: 1890, tipCents: 110, grandTotalCents: 2000 });
    expect(orderTotals({ lines: [line()] })).toMatchObject({ tipCents: 0, grandTotalCents: 1000 });
  });

  it("comes to 0 for an order without lines", () => {
    const totals = orderTotals({ lines: [], discount: { type: "amount", value: 500 } });
    expect(totals).toMatchObject({ totalCents: 0, orderDiscountCents: 0, vat: [], grandTotalCents: 0 });
  });

  it("throws on values the request schema must refuse", () => {
    expect(() => orderTotals({ lines: [line({ ivaPercent: -1 })] })).toThrow(RangeError);
    expect(() => orderTotals({ lines: [line({ discountPercent: 101 })] })).toThrow(RangeError);
    expect(() => orderTotals({ lines: [line()], discount: { type: "amount", value: -1 } })).toThrow(
      RangeError,
    );
    expect(() => orderTotals({ lines: [line()], discount: { type: "amount", value: 0.5 } })).toThrow(
      RangeError,
    );
    expect(() => orderTotals({ lines: [line()], tipCents: -1 })).toThrow(RangeError);
  });
});

describe("a fixed_price offer on a line", () => {
  const line = { unitCents: 250, optionsCents: 50, qty: 2, ivaPercent: 10 };
  it("prices each unit at the fixed price, the options still adding, the difference as the line's discount", () => {
    const totals = orderTotals({ lines: [{ ...line, fixedUnitCents: 100 }] });
    expect(totals.lines[0]).toMatchObject({ grossCents: 600, lineDiscountCents: 300, totalCents: 300 });
    expect(totals.totalCents).toBe(300);
  });
  it("gives the product free at a fixed price of 0 and changes nothing at or above the unit price", () => {
    expect(orderTotals({ lines: [{ ...line, optionsCents: 0, fixedUnitCents: 0 }] }).totalCents).toBe(0);
    expect(orderTotals({ lines: [{ ...line, fixedUnitCents: 250 }] }).totalCents).toBe(600);
    expect(orderTotals({ lines: [{ ...line, fixedUnitCents: 400 }] }).totalCents).toBe(600);
  });
  it("keeps the line's own percent when it leaves less to pay (a 100 % award line stays free)", () => {
    expect(orderTotals({ lines: [{ ...line, fixedUnitCents: 200, discountPercent: 100 }] }).totalCents).toBe(
      0,
    );
    expect(orderTotals({ lines: [{ ...line, fixedUnitCents: 100, discountPercent: 10 }] }).totalCents).toBe(
      300,
    );
  });
});

describe("spreading an amount", () => {
  it("gives the odd cents to the largest remainders, the earlier on a tie", () => {
    expect(spreadProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadProportionally(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(spreadProportionally(10, [1, 2])).toEqual([3, 7]);
    expect(spreadProportionally(10, [0, 5, 0])).toEqual([0, 10, 0]);
    expect(spreadProportionally(0, [0, 0])).toEqual([0, 0]);
    expect(() => spreadProportionally(1, [0, 0])).toThrow(RangeError);
  });

  it("stays exact beyond 2^53 intermediate products", () => {
    const shares = spreadProportionally(9_000_000_000_000, [3_000_000_000_000, 6_000_000_000_001]);
    expect(sum(shares)).toBe(9_000_000_000_000);
  });
});

describe("payments", () => {
  it("computes what is pending", () => {
    expect(pendingCents(10000, [])).toBe(10000);
    expect(pendingCents(10000, [2500, 3333])).toBe(4167);
  });

  it("refuses a payment by price of 0 or more than is pending", () => {
    expect(checkPaymentByPrice(4167, 0)).toEqual({ ok: false, code: ORDER_MONEY_ERRORS.amountNotPositive });
    expect(checkPaymentByPrice(4167, -5)).toEqual({ ok: false, code: ORDER_MONEY_ERRORS.amountNotPositive });
    expect(checkPaymentByPrice(4167, 4168)).toEqual({ ok: false, code: ORDER_MONEY_ERRORS.overPending });
    expect(checkPaymentByPrice(4167, 4167)).toEqual({ ok: true, amountCents: 4167, pendingAfterCents: 0 });
    expect(checkPaymentByPrice(4167, 167)).toEqual({ ok: true, amountCents: 167, pendingAfterCents: 4000 });
  });

  it("gives change only when what was handed over covers the amount", () => {
    expect(changeCents(5000, 4750)).toBe(250);
    expect(changeCents(4750, 4750)).toBe(0);
    expect(changeCents(4000, 4750)).toBeUndefined();
    expect(changeCents(undefined, 4750)).toBeUndefined();
  });

  it("splits 100.00 by 3 into amounts that add up to it, the first taking the extra cent", () => {
    expect(splitEvenly(10000, 3)).toEqual({ ok: true, amountsCents: [3334, 3333, 3333] });
    expect(splitEvenly(10001, 3)).toEqual({ ok: true, amountsCents: [3334, 3334, 3333] });
    expect(splitEvenly(10000, 1)).toEqual({ ok: true, amountsCents: [10000] });
    expect(splitEvenly(3, 3)).toEqual({ ok: true, amountsCents: [1, 1, 1] });
  });

  it("refuses an even split of nothing, or into parts that would pay 0", () => {
    expect(splitEvenly(0, 3)).toEqual({ ok: false, code: ORDER_MONEY_ERRORS.nothingPending });
    expect(splitEvenly(2, 3)).toEqual({ ok: false, code: ORDER_MONEY_ERRORS.splitPartsInvalid });
    expect(splitEvenly(100, 0)).toEqual({ ok: false, code: ORDER_MONEY_ERRORS.splitPartsInvalid });
    expect(splitEvenly(100, 1.5)).toEqual({ ok: false, code: ORDER_MONEY_ERRORS.splitPartsInvalid });
  });
});

describe("split by products", () => {
  const lines: PayableLine[] = [
    { id: 1, qty: 3, totalCents: 1000, paidQty: 0 },
    { id: 2, qty: 1, totalCents: 450, paidQty: 0 },
  ];

  /** Pays `picks` and marks them paid, as the server would after a successful payment. */
  function pay(state: PayableLine[], pending: number, lineId: number, qty: number) {
    const result = splitByProducts({ lines: state, pendingCents: pending }, [{ lineId, qty }]);
    if (!result.ok) throw new Error(result.code);
    const next = state.map((payable) =>
      payable.id === lineId ? { ...payable, paidQty: roundQty(payable.paidQty + qty) } : payable,
    );
    return { amount: result.amountCents, next, pending: result.pendingAfterCents };
  }

  it("pays a 3-unit line one unit at a time, the pieces adding up to the line", () => {
    let state = lines;
    let pending = 1450;
    const amounts: number[] = [];
    for (let unit = 0; unit < 3; unit += 1) {
      const paid = pay(state, pending, 1, 1);
      amounts.push(paid.amount);
      state = paid.next;
      pending = paid.pending;
    }
    expect(amounts).toEqual([333, 334, 333]);
    expect(pending).toBe(450);
    expect(splitByProducts({ lines: state, pendingCents: pending }, [{ lineId: 1, qty: 1 }])).toEqual({
      ok: false,
      code: ORDER_MONEY_ERRORS.alreadyPaid,
    });
  });

  it("pays several lines and partial quantities at once", () => {
    expect(
      splitByProducts({ lines, pendingCents: 1450 }, [
        { lineId: 1, qty: 1.5 },
        { lineId: 2, qty: 1 },
      ]),
    ).toEqual({
      ok: true,
      amountCents: 950,
      products: [
        { lineId: 1, qty: 1.5, amountCents: 500 },
        { lineId: 2, qty: 1, amountCents: 450 },
      ],
      pendingAfterCents: 500,
    });
  });

  it("refuses when the order has a global discount", () => {
    const discount: OrderDiscount = { type: "percent", value: 10 };
    expect(splitByProducts({ lines, discount, pendingCents: 1305 }, [{ lineId: 2, qty: 1 }])).toEqual({
      ok: false,
      code: ORDER_MONEY_ERRORS.globalDiscount,
    });
    const none: OrderDiscount = { type: "amount", value: 0 };
    expect(splitByProducts({ lines, discount: none, pendingCents: 1450 }, [{ lineId: 2, qty: 1 }]).ok).toBe(
      true,
    );
  });

  it("refuses units already paid, unknown or repeated lines and empty choices", () => {
    const partlyPaid = [{ id: 1, qty: 3, totalCents: 1000, paidQty: 2 }];
    expect(splitByProducts({ lines: partlyPaid, pendingCents: 333 }, [{ lineId: 1, qty: 2 }])).toEqual({
      ok: false,
      code: ORDER_MONEY_ERRORS.alreadyPaid,
    });
    expect(splitByProducts({ lines: partlyPaid, pendingCents: 333 }, [{ lineId: 1, qty: 1 }])).toMatchObject({
      ok: true,
      amountCents: 333,
    });
    expect(splitByProducts({ lines, pendingCents: 1450 }, [{ lineId: 9, qty: 1 }])).toEqual({
      ok: false,
      code: ORDER_MONEY_ERRORS.unknownLine,
    });
    expect(
      splitByProducts({ lines, pendingCents: 1450 }, [
        { lineId: 1, qty: 1 },
        { lineId: 1, qty: 1 },
      ]),
    ).toEqual({ ok: false, code: ORDER_MONEY_ERRORS.duplicateLine });
    expect(splitByProducts({ lines, pendingCents: 1450 }, [])).toEqual({
      ok: false,
      code: ORDER_MONEY_ERRORS.noProducts,
    });
    expect(splitByProducts({ lines, pendingCents: 1450 }, [{ lineId: 1, qty: 0.001 }])).toEqual({
      ok: false,
      code: ORDER_MONEY_ERRORS.qtyNotPositive,
    });
  });

  it("refuses a payment of products worth more than is pending, or worth nothing", () => {
    // 5.00 already paid by price: the 10.00 line no longer fits.
    expect(splitByProducts({ lines, pendingCents: 950 }, [{ lineId: 1, qty: 3 }])).toEqual({
      ok: false,
      code: ORDER_MONEY_ERRORS.overPending,
    });
    const free = [{ id: 3, qty: 1, totalCents: 0, paidQty: 0 }];
    expect(splitByProducts({ lines: free, pendingCents: 100 }, [{ lineId: 3, qty: 1 }])).toEqual({
      ok: false,
      code: ORDER_MONEY_ERRORS.amountNotPositive,
    });
  });
});

describe("what is paid stays paid", () => {
  it("refuses a new total below what is paid", () => {
    expect(checkTotalNotBelowPaid(999, 1000)).toEqual({ ok: false, code: ORDER_MONEY_ERRORS.belowPaid });
    expect(checkTotalNotBelowPaid(1000, 1000)).toEqual({ ok: true });
    expect(checkTotalNotBelowPaid(0, 0)).toEqual({ ok: true });
  });

  it("refuses removing a paid line or lowering it below its paid quantity", () => {
    expect(checkLineEdit({ paidQty: 1 }, 0)).toEqual({ ok: false, code: ORDER_MONEY_ERRORS.paidLineRemoved });
    expect(checkLineEdit({ paidQty: 2 }, 1.5)).toEqual({
      ok: false,
      code: ORDER_MONEY_ERRORS.paidLineRemoved,
    });
    expect(checkLineEdit({ paidQty: 2 }, 2)).toEqual({ ok: true });
    expect(checkLineEdit({ paidQty: 0 }, 0)).toEqual({ ok: true });
    expect(checkLineEdit({ paidQty: 0.5 }, 3)).toEqual({ ok: true });
  });
});

describe("properties", () => {
  const hundredths = (max: number) => fc.integer({ min: 0, max }).map((value) => value / 100);
  const anyLine = fc.record({
    unitCents: fc.integer({ min: 0, max: 100_000 }),
    optionsCents: fc.integer({ min: 0, max: 5_000 }),
    qty: fc.integer({ min: 1, max: 10_000 }).map((value) => value / 100),
    discountPercent: hundredths(10_000),
    ivaPercent: fc.oneof(fc.constantFrom(0, 4, 10, 21), hundredths(10_000)),
  });
  const anyDiscount = fc.oneof(
    fc.constant(null),
    hundredths(10_000).map((value): OrderDiscount => ({ type: "percent", value })),
    fc.integer({ min: 0, max: 20_000_000 }).map((value): OrderDiscount => ({ type: "amount", value })),
  );
  const anyOrder = fc.record({
    lines: fc.array(anyLine, { maxLength: 12 }),
    discount: anyDiscount,
    tipCents: fc.integer({ min: 0, max: 10_000 }),
  });

  it("adds base and tax over rates up to the total, every amount at least 0", () => {
    fc.assert(
      fc.property(anyOrder, (order) => {
        const totals = orderTotals(order);
        expect(sum(totals.vat.map((rate) => rate.baseCents + rate.taxCents))).toBe(totals.totalCents);
        expect(sum(totals.vat.map((rate) => rate.totalCents))).toBe(totals.totalCents);
        expect(sum(totals.lines.map((priced) => priced.totalCents))).toBe(totals.totalCents);
        expect(totals.grandTotalCents).toBe(totals.totalCents + totals.tipCents);
        const amounts = [
          totals.totalCents,
          totals.orderDiscountCents,
          ...totals.vat.flatMap((rate) => [rate.baseCents, rate.taxCents]),
          ...totals.lines.flatMap((priced) => [
            priced.totalCents,
            priced.orderDiscountCents,
            priced.lineDiscountCents,
          ]),
        ];
        for (const amount of amounts) expect(amount).toBeGreaterThanOrEqual(0);
        for (const rate of totals.vat) expect(rate.baseCents).toBeLessThanOrEqual(rate.totalCents);
      }),
    );
  });

  it("spreads the order discount so that the shares add up to it", () => {
    fc.assert(
      fc.property(anyOrder, (order) => {
        const totals = orderTotals(order);
        expect(sum(totals.lines.map((priced) => priced.orderDiscountCents))).toBe(totals.orderDiscountCents);
        expect(totals.orderDiscountCents).toBeLessThanOrEqual(totals.subtotalCents);
      }),
    );
  });

  it("gives each weight its exact share to within a cent", () => {
    const anySpread = fc
      .array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 })
      .filter((weights) => sum(weights) > 0)
      .chain((weights) => fc.tuple(fc.integer({ min: 0, max: sum(weights) }), fc.constant(weights)));
    fc.assert(
      fc.property(anySpread, ([amount, weights]) => {
        const shares = spreadProportionally(amount, weights);
        expect(sum(shares)).toBe(amount);
        shares.forEach((share, index) => {
          const exact = (amount * (weights[index] ?? 0)) / sum(weights);
          expect(share).toBeGreaterThanOrEqual(Math.floor(exact));
          expect(share).toBeLessThanOrEqual(Math.ceil(exact));
        });
      }),
    );
  });

  it("splits evenly into amounts that add up to the pending and differ by at most a cent", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 50 }),
        (pending, parts) => {
          fc.pre(parts <= pending);
          const split = splitEvenly(pending, parts);
          if (!split.ok) throw new Error(split.code);
          expect(sum(split.amountsCents)).toBe(pending);
          expect(Math.max(...split.amountsCents) - Math.min(...split.amountsCents)).toBeLessThanOrEqual(1);
          expect(Math.min(...split.amountsCents)).toBeGreaterThan(0);
        },
      ),
    );
  });

  it("charges a line paid in any pieces exactly its amount, no piece below 0", () => {
    const anyCut = fc
      .record({
        totalCents: fc.integer({ min: 0, max: 1_000_000 }),
        qtyHundredths: fc.integer({ min: 1, max: 2_000 }),
      })
      .chain(({ totalCents, qtyHundredths }) =>
        fc.tuple(
          fc.constant(totalCents),
          fc.constant(qtyHundredths),
          fc.uniqueArray(fc.integer({ min: 1, max: qtyHundredths }), { maxLength: 10 }),
        ),
      );
    fc.assert(
      fc.property(anyCut, ([totalCents, qtyHundredths, cuts]) => {
        const marks = [...new Set([...cuts, qtyHundredths])].sort((a, b) => a - b);
        let paidHundredths = 0;
        let charged = 0;
        for (const mark of marks) {
          const state = [{ id: 1, qty: qtyHundredths / 100, totalCents, paidQty: paidHundredths / 100 }];
          const piece = splitByProducts({ lines: state, pendingCents: totalCents - charged }, [
            { lineId: 1, qty: (mark - paidHundredths) / 100 },
          ]);
          const amount = piece.ok ? piece.amountCents : 0;
          if (!piece.ok) expect(piece.code).toBe(ORDER_MONEY_ERRORS.amountNotPositive);
          expect(amount).toBeGreaterThanOrEqual(0);
          charged += amount;
          paidHundredths = mark;
        }
        expect(charged).toBe(totalCents);
      }),
    );
  });
});
