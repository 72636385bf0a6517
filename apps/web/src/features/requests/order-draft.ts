import {
  centsFromAmount,
  chosenOptionName,
  type ModifierNode,
  type ModifierSelection,
  modifierTree,
  PRODUCT_ORDER_GROUPS,
  type ProductOrderGroup,
  percentOfCents,
  validateModifierSelection,
} from "@comanda/domain";
import type { BarMenu, BarProduct, DraftLine, Order } from "./order-types";

/** A line being added, with the key the ticket lists it by. */
export interface KeyedDraftLine extends DraftLine {
  key: string;
}

const productsById = new WeakMap<BarMenu, Map<number, BarProduct>>();

/**
 * A product of the menu by its id. The ticket looks up each of its lines on every tap, and a
 * menu has thousands of products: the index is built once per menu read.
 */
export function menuProduct(menu: BarMenu, id: number): BarProduct | undefined {
  let index = productsById.get(menu);
  if (!index) {
    index = new Map(menu.results.map((product) => [product.id, product]));
    productsById.set(menu, index);
  }
  return index.get(id);
}

/** The price the till shows for a product: the zone's own price where it has one. */
export function productPriceCents(product: BarProduct, zoneId: number | null | undefined): number {
  const zonePrice = zoneId == null ? undefined : product.zones.find((row) => row.zone === zoneId)?.price;
  return centsFromAmount(zonePrice ?? product.price);
}

/** The trees the till asks with a product, in the product's order; disabled ones are not in the menu. */
export function productTrees(product: BarProduct, menu: Pick<BarMenu, "modifiers">): ModifierNode[] {
  return product.modifiers.flatMap((id) => modifierTree(id, menu.modifiers) ?? []);
}

/** A new line of one unit of a product, in the product's own course. */
export function newDraftLine(
  product: Pick<BarProduct, "id" | "order">,
  choices: Pick<DraftLine, "modifiers" | "details"> = { modifiers: [], details: "" },
): DraftLine {
  return { product: product.id, qty: 1, order: product.order, discount: 0, ...choices };
}

/**
 * A tap on a product: a plain product already in the draft (no choices, no note, no discount,
 * the same course) gets one more unit; anything else is a line of its own.
 */
export function addToDraft(
  lines: readonly KeyedDraftLine[],
  line: DraftLine,
  newKey: () => string,
): KeyedDraftLine[] {
  const isPlain = (candidate: DraftLine) =>
    candidate.modifiers.length === 0 && candidate.details.trim() === "" && candidate.discount === 0;
  const same = isPlain(line)
    ? lines.find(
        (candidate) =>
          candidate.product === line.product && candidate.order === line.order && isPlain(candidate),
      )
    : undefined;
  if (same)
    return lines.map((candidate) =>
      candidate === same ? { ...candidate, qty: candidate.qty + line.qty } : candidate,
    );
  return [...lines, { ...line, key: newKey() }];
}

/** The draft with one line's quantity changed by `delta`; at zero the line goes. */
export function changeDraftQty(
  lines: readonly KeyedDraftLine[],
  key: string,
  delta: number,
): KeyedDraftLine[] {
  return lines.flatMap((line) => {
    if (line.key !== key) return [line];
    const qty = line.qty + delta;
    return qty > 0 ? [{ ...line, qty }] : [];
  });
}

/** The draft with one line's note, course or discount changed. */
export function changeDraftLine(
  lines: readonly KeyedDraftLine[],
  key: string,
  change: Partial<Pick<DraftLine, "details" | "order" | "discount">>,
): KeyedDraftLine[] {
  return lines.map((line) => (line.key === key ? { ...line, ...change } : line));
}

/**
 * What a draft line will come to, for the ticket while it is being taken: unit price (zone
 * price) plus its options, times its quantity. The server prices the line again when it is
 * sent, from the menu; this is only what the waiter sees meanwhile.
 */
export function draftLineCents(
  line: DraftLine,
  menu: BarMenu,
  zoneId: number | null | undefined,
): number | undefined {
  const product = menuProduct(menu, line.product);
  if (!product) return undefined;
  const checked = validateModifierSelection(productTrees(product, menu), line.modifiers);
  const extra = checked.ok ? checked.extraCents : 0;
  const cents = (productPriceCents(product, zoneId) + extra) * line.qty;
  return cents - percentOfCents(cents, line.discount);
}

/** Lines by course, in the order the kitchen serves them; courses without lines are left out. */
export function byCourse<Line>(
  lines: readonly Line[],
  courseOf: (line: Line) => ProductOrderGroup,
): Array<{ course: ProductOrderGroup; lines: Line[] }> {
  return PRODUCT_ORDER_GROUPS.flatMap((course) => {
    const inCourse = lines.filter((line) => courseOf(line) === course);
    return inCourse.length > 0 ? [{ course, lines: inCourse }] : [];
  });
}

/** The names of a draft line's chosen options, nested ones after their parent, as the kitchen will read them. */
export function draftChoiceNames(line: DraftLine, menu: BarMenu): string[] {
  const product = menuProduct(menu, line.product);
  if (!product) return [];
  const names: string[] = [];
  const walk = (trees: readonly ModifierNode[], groups: readonly ModifierSelection[]) => {
    for (const group of groups) {
      const node = trees.find((tree) => tree.id === group.id);
      for (const chosen of group.options) {
        const option = node?.options.find((candidate) => candidate.id === chosen.id);
        if (!option) continue;
        names.push(chosenOptionName({ name: option.name, qty: chosen.qty }));
        walk(option.modifiers, chosen.modifiers ?? []);
      }
    }
  };
  walk(productTrees(product, menu), line.modifiers);
  return names;
}

/**
 * The ticket's money with the lines being taken: the server's figures for what is sent, and a
 * percent discount of the order taken off the new lines too, as it will be once they are.
 */
export function ticketMoney(
  orderMoney: Pick<Order, "subtotal" | "price" | "discount"> | undefined,
  draftCents: number,
): { subtotal: number; discount: number; total: number } {
  const orderDiscount = orderMoney?.discount ?? null;
  const sentSubtotal = centsFromAmount(orderMoney?.subtotal ?? 0);
  const subtotal = sentSubtotal + draftCents;
  const discount =
    sentSubtotal -
    centsFromAmount(orderMoney?.price ?? 0) +
    (orderDiscount?.type === "percent" ? percentOfCents(draftCents, orderDiscount.value) : 0);
  return { subtotal, discount, total: subtotal - discount };
}
