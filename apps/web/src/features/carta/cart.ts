import type { ModifierSelection } from "@comanda/domain";

/** One line of the guest's order: a product with its chosen options, some units of it. */
export interface CartLine {
  /** Same product with the same options is one line: adding it again adds units. */
  key: string;
  productId: number;
  name: string;
  /** The product's price plus its options', per unit, in cents. */
  unitCents: number;
  qty: number;
  selection: ModifierSelection[];
  /** The chosen options as the guest reads them under the line. */
  optionNames: string[];
}

export type NewCartLine = Omit<CartLine, "key">;

export type CartAction =
  | { type: "add"; line: NewCartLine }
  | { type: "increase"; key: string }
  | { type: "decrease"; key: string }
  | { type: "remove"; key: string }
  | { type: "clear" };

/** A guest adds a handful of a dish, not a crate: also what keeps a stuck finger harmless. */
export const MAX_LINE_QTY = 99;

/** Options in a fixed order, so choosing them in another order still makes the same line. */
function canonical(selection: readonly ModifierSelection[]): unknown {
  return [...selection]
    .sort((a, b) => a.id - b.id)
    .map((group) => [
      group.id,
      [...group.options]
        .sort((a, b) => a.id - b.id)
        .map((option) => [option.id, option.qty, canonical(option.modifiers ?? [])]),
    ]);
}

export function lineKey(productId: number, selection: readonly ModifierSelection[]): string {
  return `${productId}:${JSON.stringify(canonical(selection))}`;
}

function changeQty(cart: CartLine[], key: string, delta: number): CartLine[] {
  return cart.flatMap((line) => {
    if (line.key !== key) return [line];
    const qty = Math.min(MAX_LINE_QTY, line.qty + delta);
    return qty > 0 ? [{ ...line, qty }] : [];
  });
}

export function cartReducer(cart: CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case "add": {
      if (!Number.isSafeInteger(action.line.qty) || action.line.qty < 1) return cart;
      const key = lineKey(action.line.productId, action.line.selection);
      if (cart.some((line) => line.key === key)) return changeQty(cart, key, action.line.qty);
      return [...cart, { ...action.line, key, qty: Math.min(MAX_LINE_QTY, action.line.qty) }];
    }
    case "increase":
      return changeQty(cart, action.key, 1);
    case "decrease":
      return changeQty(cart, action.key, -1);
    case "remove":
      return cart.filter((line) => line.key !== action.key);
    case "clear":
      return [];
  }
}

export function cartTotalCents(cart: readonly CartLine[]): number {
  return cart.reduce((sum, line) => sum + line.unitCents * line.qty, 0);
}

export function cartCount(cart: readonly CartLine[]): number {
  return cart.reduce((sum, line) => sum + line.qty, 0);
}
