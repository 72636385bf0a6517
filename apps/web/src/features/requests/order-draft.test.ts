import { describe, expect, it } from "vitest";
import {
  addToDraft,
  byCourse,
  changeDraftLine,
  changeDraftQty,
  draftChoiceNames,
  draftLineCents,
  newDraftLine,
  productPriceCents,
  ticketMoney,
} from "./order-draft";
import type { BarMenu, BarProduct, DraftLine } from "./order-types";

const product = (id: number, price: number, extra: Partial<BarProduct> = {}): BarProduct => ({
  id,
  name: `P${id}`,
  price,
  category: 1,
  allergens: [],
  modifiers: [],
  order: "no_group",
  zones: [],
  ...extra,
});

const menu: BarMenu = {
  results: [product(1, 2.5, { zones: [{ zone: 7, price: 3 }] }), product(2, 22, { modifiers: [10] })],
  total: 2,
  modifiers: [
    {
      id: 10,
      name: "Punto",
      min_value: 1,
      max_value: 1,
      is_quantifiable: false,
      enabled: true,
      options: [
        {
          id: 100,
          name: "Poco",
          price: 0,
          max_value: 1,
          is_quantifiable: false,
          enabled: true,
          modifiers: [],
        },
        {
          id: 101,
          name: "Con foie",
          price: 4.35,
          max_value: 1,
          is_quantifiable: false,
          enabled: true,
          modifiers: [],
        },
      ],
    },
  ],
};

let counter = 0;
const key = () => `k${++counter}`;
const plain = (productId: number, qty = 1): DraftLine => ({
  ...newDraftLine({ id: productId, order: "no_group" }),
  qty,
});

describe("the order draft", () => {
  it("adds a unit to a plain product already there and a new line otherwise", () => {
    let lines = addToDraft([], plain(1), key);
    lines = addToDraft(lines, plain(1), key);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.qty).toBe(2);
    lines = addToDraft(lines, { ...plain(1), details: "sin hielo" }, key);
    lines = addToDraft(lines, { ...plain(2), modifiers: [{ id: 10, options: [{ id: 100, qty: 1 }] }] }, key);
    lines = addToDraft(lines, { ...plain(2), modifiers: [{ id: 10, options: [{ id: 100, qty: 1 }] }] }, key);
    expect(lines.map((line) => [line.product, line.qty])).toEqual([
      [1, 2],
      [1, 1],
      [2, 1],
      [2, 1],
    ]);
  });

  it("keeps a line apart when its course or discount differs, and starts in the product's course", () => {
    expect(newDraftLine({ id: 3, order: "desserts" })).toEqual({
      product: 3,
      qty: 1,
      order: "desserts",
      discount: 0,
      modifiers: [],
      details: "",
    });
    let lines = addToDraft([], plain(1), key);
    lines = changeDraftLine(lines, lines[0]!.key, { order: "first_plate" });
    lines = addToDraft(lines, plain(1), key);
    lines = addToDraft(lines, plain(1), key);
    expect(lines.map((line) => [line.order, line.qty])).toEqual([
      ["first_plate", 1],
      ["no_group", 2],
    ]);
    lines = changeDraftLine(lines, lines[1]!.key, { discount: 50 });
    lines = addToDraft(lines, plain(1), key);
    expect(lines.map((line) => [line.discount, line.qty])).toEqual([
      [0, 1],
      [50, 2],
      [0, 1],
    ]);
  });

  it("groups lines by course in serving order, leaving empty courses out", () => {
    const lines = [
      { id: 1, order: "desserts" as const },
      { id: 2, order: "incoming" as const },
      { id: 3, order: "desserts" as const },
    ];
    expect(byCourse(lines, (line) => line.order)).toEqual([
      { course: "incoming", lines: [{ id: 2, order: "incoming" }] },
      {
        course: "desserts",
        lines: [
          { id: 1, order: "desserts" },
          { id: 3, order: "desserts" },
        ],
      },
    ]);
  });

  it("changes a line's quantity and drops it at zero", () => {
    const lines = addToDraft(addToDraft([], plain(1), key), plain(2), key);
    const first = lines[0]!.key;
    expect(changeDraftQty(lines, first, 2)[0]?.qty).toBe(3);
    expect(changeDraftQty(lines, first, -1).map((line) => line.product)).toEqual([2]);
  });

  it("shows the zone's price, the options' extra and the quantity, to the cent", () => {
    expect(productPriceCents(menu.results[0]!, 7)).toBe(300);
    expect(productPriceCents(menu.results[0]!, 8)).toBe(250);
    expect(productPriceCents(menu.results[0]!, null)).toBe(250);
    expect(draftLineCents(plain(1, 3), menu, 7)).toBe(900);
    expect(
      draftLineCents({ ...plain(2, 3), modifiers: [{ id: 10, options: [{ id: 101, qty: 1 }] }] }, menu, null),
    ).toBe(3 * (2200 + 435));
    expect(draftLineCents(plain(99), menu, null)).toBeUndefined();
    // 10 % of 9.00 off, and half of 2.50 (1.25) off.
    expect(draftLineCents({ ...plain(1, 3), discount: 10 }, menu, 7)).toBe(810);
    expect(draftLineCents({ ...plain(1), discount: 50 }, menu, null)).toBe(125);
  });

  it("names a line's chosen options for the ticket, and nothing for a plain or unknown product", () => {
    expect(
      draftChoiceNames({ ...plain(2), modifiers: [{ id: 10, options: [{ id: 101, qty: 1 }] }] }, menu),
    ).toEqual(["Con foie"]);
    expect(
      draftChoiceNames({ ...plain(2), modifiers: [{ id: 10, options: [{ id: 101, qty: 2 }] }] }, menu),
    ).toEqual(["2 × Con foie"]);
    expect(draftChoiceNames(plain(1), menu)).toEqual([]);
    expect(draftChoiceNames(plain(99), menu)).toEqual([]);
  });
});

describe("ticketMoney", () => {
  it("is the draft alone without an open order", () => {
    expect(ticketMoney(undefined, 1250)).toEqual({ subtotal: 1250, discount: 0, total: 1250 });
  });

  it("adds the draft to the server's figures and takes the order's percent off the new lines too", () => {
    const order = { subtotal: 20, price: 18, discount: { type: "percent" as const, value: 10 } };
    expect(ticketMoney(order, 1000)).toEqual({ subtotal: 3000, discount: 300, total: 2700 });
  });

  it("keeps an amount discount as the server counted it", () => {
    const order = { subtotal: 20, price: 15, discount: { type: "amount" as const, value: 5 } };
    expect(ticketMoney(order, 1000).total).toBe(2500);
  });
});
