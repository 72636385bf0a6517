import {
  centsFromAmount,
  type ModifierNode,
  type ModifierSelection,
  ORDER_MESSAGES,
  type OrderLineBody,
  type ProductOrderGroup,
  validateModifierSelection,
} from "@comanda/domain";
import type { Db } from "../../platform/db/client";
import { AppError, type FieldErrors } from "../../platform/errors/app-error";
import type { MenuService } from "../menu/menu.service";
import { requestItemOptions, requestItems } from "./orders.schema";

export interface NewLine {
  /** Null on a service line (a delivery order's fee). */
  product_id: number | null;
  name: string;
  qty: number;
  unit_cents: number;
  options_cents: number;
  iva: number;
  discount_percent: number;
  is_discounted: boolean;
  order_group: ProductOrderGroup;
  details: string | null;
  modifiers: ModifierSelection[];
  category_id: number | null;
  /** Service lines are born served: nothing to cook, and they never hold a card back. */
  process_status?: "received";
  /** The chosen options flattened, nested ones after their parent. */
  options: Array<{
    modifier_id: number;
    option_id: number;
    name: string;
    qty: number;
    price_cents: number;
    depth: number;
  }>;
}

/** Every chosen option of a cleaned selection, with its name and price from the tree. */
export function flattenOptions(
  tree: readonly ModifierNode[],
  selection: readonly ModifierSelection[],
  depth = 0,
) {
  const out: NewLine["options"] = [];
  for (const group of selection) {
    const modifier = tree.find((node) => node.id === group.id);
    if (!modifier) continue;
    for (const chosen of group.options) {
      const option = modifier.options.find((candidate) => candidate.id === chosen.id);
      if (!option) continue;
      out.push({
        modifier_id: modifier.id,
        option_id: option.id,
        name: option.name,
        qty: chosen.qty,
        price_cents: centsFromAmount(option.price),
        depth,
      });
      out.push(...flattenOptions(option.modifiers, chosen.modifiers ?? [], depth + 1));
    }
  }
  return out;
}

/**
 * Prices new lines from the menu, never from the client (issue 6 "Lines"): the product's
 * price, or its price in the table's zone; its VAT, or the global one when the product has
 * none; the chosen modifiers checked against the product's tree. Every fault of every line
 * is reported at once, under `products.<index>`.
 */
export async function priceNewLines(
  tx: Db,
  menu: Pick<MenuService, "productsForOrder">,
  localId: number,
  inputs: ReadonlyArray<{ index: number; line: OrderLineBody & { id: number; qty: number } }>,
  { zoneId, globalIva }: { zoneId: number | null; globalIva: number },
): Promise<NewLine[]> {
  const products = await menu.productsForOrder(
    tx,
    localId,
    inputs.map(({ line }) => line.id),
  );
  const fieldErrors: FieldErrors = {};
  const lines: NewLine[] = [];
  for (const { index, line } of inputs) {
    const field = `products.${index}`;
    const product = products.get(line.id);
    if (!product) {
      fieldErrors[field] = [{ key: ORDER_MESSAGES.unknownProduct, params: { id: line.id } }];
      continue;
    }
    if (!product.is_active) {
      fieldErrors[field] = [{ key: ORDER_MESSAGES.productInactive, params: { name: product.name } }];
      continue;
    }
    const selection = validateModifierSelection(product.tree, line.modifiers ?? []);
    if (!selection.ok) {
      fieldErrors[field] = [
        {
          key: ORDER_MESSAGES.modifiersInvalid,
          params: { name: product.name, reasons: selection.errors.map((error) => error.code).join(", ") },
        },
      ];
      continue;
    }
    const zonePrice = zoneId === null ? undefined : product.zones.find((zone) => zone.zone === zoneId);
    lines.push({
      product_id: product.id,
      name: product.name,
      qty: line.qty,
      unit_cents: centsFromAmount(zonePrice?.price ?? product.price),
      options_cents: selection.extraCents,
      iva: product.iva > 0 ? product.iva : globalIva,
      discount_percent: line.discount ?? 0,
      is_discounted: line.is_discounted ?? false,
      order_group: line.order ?? (product.order as ProductOrderGroup),
      details: line.details?.trim() ? line.details : null,
      modifiers: selection.selection,
      category_id: product.category,
      options: flattenOptions(product.tree, selection.selection),
    });
  }
  if (Object.keys(fieldErrors).length > 0) throw new AppError(400, "validation.failed", {}, fieldErrors);
  return lines;
}

/** A delivery order's fee (domicile settings' price_domicile_service) as a line at the global VAT. */
export function deliveryFeeLine(feeCents: number, name: string, globalIva: number): NewLine {
  return {
    product_id: null,
    name,
    qty: 1,
    unit_cents: feeCents,
    options_cents: 0,
    iva: globalIva,
    discount_percent: 0,
    is_discounted: false,
    order_group: "no_group",
    details: null,
    modifiers: [],
    category_id: null,
    process_status: "received",
    options: [],
  };
}

/**
 * Writes priced lines (and their options) into an order, in the caller's transaction: one
 * statement for the lines, one per level of options. Answers the rows written, in id order,
 * so a new order is presented without reading them back.
 */
export async function insertLines(
  tx: Db,
  {
    localId,
    requestId,
    roundId,
    userId,
  }: { localId: number; requestId: number; roundId: number; userId: number | null },
  lines: ReadonlyArray<NewLine & { total_cents?: number }>,
) {
  if (lines.length === 0) return { lines: [], options: [] };
  const items = await tx
    .insert(requestItems)
    .values(
      lines.map(({ options: _options, ...values }) => ({
        ...values,
        local_id: localId,
        request_id: requestId,
        round_id: roundId,
        created_by: userId,
      })),
    )
    .returning();
  // Identity values are given in the order of the rows of one INSERT.
  items.sort((a, b) => a.id - b.id);
  const itemIds = items.map((item) => item.id);
  const options: Array<typeof requestItemOptions.$inferSelect> = [];
  // The id each option gets, by line and position, so nested options can name their parent.
  const optionIds = lines.map((line) => new Array<number>(line.options.length));
  const parentOf = lines.map((line) => {
    const open: number[] = [];
    return line.options.map((option, index) => {
      open[option.depth] = index;
      return option.depth === 0 ? undefined : open[option.depth - 1];
    });
  });
  const depths = Math.max(0, ...lines.flatMap((line) => line.options.map((option) => option.depth + 1)));
  for (let depth = 0; depth < depths; depth++) {
    const level = lines.flatMap((line, lineIndex) =>
      line.options.flatMap((option, index) => (option.depth === depth ? [{ option, lineIndex, index }] : [])),
    );
    if (level.length === 0) continue;
    const rows = await tx
      .insert(requestItemOptions)
      .values(
        level.map(({ option, lineIndex, index }) => {
          const parent = parentOf[lineIndex]?.[index];
          return {
            local_id: localId,
            request_item_id: itemIds[lineIndex]!,
            modifier_id: option.modifier_id,
            option_id: option.option_id,
            parent_id: parent === undefined ? null : (optionIds[lineIndex]?.[parent] ?? null),
            name: option.name,
            qty: option.qty,
            price_cents: option.price_cents,
          };
        }),
      )
      .returning();
    rows.sort((a, b) => a.id - b.id);
    options.push(...rows);
    level.forEach(({ lineIndex, index }, position) => {
      optionIds[lineIndex]![index] = rows[position]!.id;
    });
  }
  return { lines: items, options: options.sort((a, b) => a.id - b.id) };
}
