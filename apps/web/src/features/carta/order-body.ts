import type { CartaLine } from "@comanda/domain";
import type { CartLine } from "./cart";

/** The cart as the API takes it: product, units and options; prices are the server's to set. */
export function orderLines(cart: readonly CartLine[]): CartaLine[] {
  return cart.map((line) =>
    line.selection.length > 0
      ? { id: line.productId, qty: line.qty, modifiers: line.selection }
      : { id: line.productId, qty: line.qty },
  );
}
