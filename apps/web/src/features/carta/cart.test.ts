import { describe, expect, it } from "vitest";
import {
  type CartLine,
  cartCount,
  cartReducer,
  cartTotalCents,
  lineKey,
  MAX_LINE_QTY,
  type NewCartLine,
} from "./cart";

const croquetas: NewCartLine = {
  productId: 7,
  name: "Croquetas",
  unitCents: 850,
  qty: 1,
  selection: [],
  optionNames: [],
};
const burger = (options: Array<{ id: number; qty: number }>, qty = 1): NewCartLine => ({
  productId: 9,
  name: "Hamburguesa",
  unitCents: 1200,
  qty,
  selection: [{ id: 3, options }],
  optionNames: [],
});

function cartOf(...lines: NewCartLine[]): CartLine[] {
  return lines.reduce((cart, line) => cartReducer(cart, { type: "add", line }), [] as CartLine[]);
}

describe("the guest's cart", () => {
  it("adds units to the line of the same product with the same options", () => {
    const cart = cartOf(croquetas, { ...croquetas, qty: 2 });
    expect(cart).toHaveLength(1);
    expect(cart[0]?.qty).toBe(3);
  });

  it("keeps the same product with other options on a line of its own", () => {
    const cart = cartOf(burger([{ id: 31, qty: 1 }]), burger([{ id: 32, qty: 1 }]));
    expect(cart).toHaveLength(2);
  });

  it("counts the same options chosen in another order as the same line", () => {
    const cart = cartOf(
      burger([
        { id: 31, qty: 1 },
        { id: 32, qty: 2 },
      ]),
      burger([
        { id: 32, qty: 2 },
        { id: 31, qty: 1 },
      ]),
    );
    expect(cart).toHaveLength(1);
    expect(cart[0]?.qty).toBe(2);
    expect(lineKey(9, [{ id: 3, options: [{ id: 31, qty: 1 }] }])).not.toBe(
      lineKey(9, [{ id: 3, options: [{ id: 31, qty: 2 }] }]),
    );
  });

  it("totals units times unit prices, options included", () => {
    const cart = cartOf({ ...croquetas, qty: 2 }, { ...burger([{ id: 31, qty: 1 }]), unitCents: 1350 });
    expect(cartTotalCents(cart)).toBe(2 * 850 + 1350);
    expect(cartCount(cart)).toBe(3);
  });

  it("drops a line taken down to zero and removes one on request", () => {
    const cart = cartOf(croquetas, burger([]));
    const key = cart[0]?.key ?? "";
    expect(cartReducer(cart, { type: "decrease", key }).map((line) => line.name)).toEqual(["Hamburguesa"]);
    expect(cartReducer(cart, { type: "remove", key: cart[1]?.key ?? "" }).map((line) => line.name)).toEqual([
      "Croquetas",
    ]);
    expect(cartReducer(cart, { type: "clear" })).toEqual([]);
  });

  it("caps a line at the most units a guest may order and ignores a nonsense quantity", () => {
    const cart = cartOf({ ...croquetas, qty: MAX_LINE_QTY });
    expect(cartReducer(cart, { type: "increase", key: cart[0]?.key ?? "" })[0]?.qty).toBe(MAX_LINE_QTY);
    expect(cartReducer([], { type: "add", line: { ...croquetas, qty: 0 } })).toEqual([]);
    expect(cartReducer([], { type: "add", line: { ...croquetas, qty: 1.5 } })).toEqual([]);
  });
});
