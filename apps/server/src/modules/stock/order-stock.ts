import {
  type ConsumedLine,
  consumptionDelta,
  consumptionOf,
  formatQuantity,
  type Measure,
  type RealtimeMessage,
  type SoldLine,
} from "@comanda/domain";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { translate } from "../../platform/errors/messages";
import { locals } from "../../platform/tenancy/locals.schema";
import { ingredients, options, products } from "../menu/menu.schema";
import type { OrderAuthor, OrderEvents } from "../orders/order-events";
import { requestItemOptions, requestItems, requests } from "../orders/orders.schema";
import type { SettingsService } from "../settings/settings.service";
import { warehouseByUuid } from "./purchases.entity";
import { stockMovements } from "./stock.schema";
import { costCents, moveStock } from "./stock-ledger";
import { tillWarehouseId } from "./till-warehouses";

/** Order changes that can change what an order consumes: its lines or whether it stands. */
const CONSUMING_ACTIONS = new Set([
  "created",
  "updated",
  "lines_added",
  "invalidated",
  "accepted",
  "refused",
  "fused",
  "fused_into",
]);

/** What the order's live lines (and their chosen options) take, per ingredient in its own measure. */
async function wantedOf(tx: Db, localId: number, requestId: number) {
  const lines = await tx
    .select({ id: requestItems.id, product: requestItems.product_id, qty: requestItems.qty })
    .from(requestItems)
    .where(and(eq(requestItems.request_id, requestId), isNull(requestItems.deleted_at)));
  const productIds = [...new Set(lines.flatMap((line) => (line.product === null ? [] : [line.product])))];
  if (productIds.length === 0) return new Map<number, number>();
  const chosen = await tx
    .select({
      item: requestItemOptions.request_item_id,
      option: requestItemOptions.option_id,
      qty: requestItemOptions.qty,
    })
    .from(requestItemOptions)
    .where(
      inArray(
        requestItemOptions.request_item_id,
        lines.map((line) => line.id),
      ),
    );
  const recipes = new Map<number, ConsumedLine[]>();
  for (const row of await tx
    .select({ id: products.id, recipe: products.ingredients })
    .from(products)
    .where(and(eq(products.local_id, localId), inArray(products.id, productIds)))) {
    recipes.set(row.id, row.recipe);
  }
  const optionRecipes = new Map<number, ConsumedLine[]>();
  const optionIds = [...new Set(chosen.map((row) => row.option))];
  if (optionIds.length > 0) {
    for (const row of await tx
      .select({ id: options.id, recipe: options.ingredients })
      .from(options)
      .where(and(eq(options.local_id, localId), inArray(options.id, optionIds)))) {
      optionRecipes.set(row.id, row.recipe);
    }
  }
  const sold: SoldLine[] = lines.map((line) => ({
    qty: line.qty,
    recipe: line.product === null ? [] : (recipes.get(line.product) ?? []),
    options: chosen
      .filter((row) => row.item === line.id)
      .map((row) => ({ qty: row.qty, recipe: optionRecipes.get(row.option) ?? [] })),
  }));
  const ingredientIds = [
    ...new Set(
      sold.flatMap((line) => [...line.recipe, ...line.options.flatMap((o) => o.recipe)]).map((l) => l.id),
    ),
  ];
  if (ingredientIds.length === 0) return new Map<number, number>();
  const units = new Map<number, Measure>();
  for (const row of await tx
    .select({ id: ingredients.id, unit: ingredients.unit })
    .from(ingredients)
    .where(and(eq(ingredients.local_id, localId), inArray(ingredients.id, ingredientIds)))) {
    units.set(row.id, row.unit);
  }
  return consumptionOf(sold, (id) => units.get(id));
}

/**
 * Recipe-driven stock (issue 30): brings what an order has taken out of stock to what its
 * live lines' recipes (and chosen options' recipes) take — nothing once it is invalidated —
 * in the order's own transaction. Idempotent: called after any change, it posts only the
 * difference, so a removed line or an invalidation puts its ingredients back. The warehouse is
 * the one the order already took from, else the one chosen for the till that took the order,
 * else the stock settings' warehouse; without one (or without the stock module) sales move no
 * stock.
 */
export function createOrderStock({
  settings,
  publish,
}: {
  settings: Pick<SettingsService, "get">;
  /** Announces on every till of the local (realtime), in the sale's transaction. */
  publish?: (localId: number, message: RealtimeMessage, tx: Db) => Promise<void>;
}) {
  async function stockBought(tx: Db, localId: number) {
    const [row] = await tx
      .select({ bought: sql<boolean>`'stock' = any(${locals.lock_modules})` })
      .from(locals)
      .where(eq(locals.id, localId));
    return row?.bought === true;
  }

  async function syncOrder(tx: Db, actor: OrderAuthor, requestId: number) {
    if (!(await stockBought(tx, actor.localId))) return;
    const [order] = await tx
      .select({ status: requests.status, tpv: requests.tpv_id })
      .from(requests)
      .where(and(eq(requests.id, requestId), eq(requests.local_id, actor.localId)));
    if (!order) return;
    const taken = await tx
      .select({
        warehouse: stockMovements.warehouse_id,
        item: stockMovements.item_id,
        qty: sql<string>`sum(${stockMovements.qty})`,
      })
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.request_id, requestId),
          eq(stockMovements.reason, "sale"),
          eq(stockMovements.item_type, "ingredient"),
        ),
      )
      .groupBy(stockMovements.warehouse_id, stockMovements.item_id);
    const wanted =
      order.status === "invalidated"
        ? new Map<number, number>()
        : await wantedOf(tx, actor.localId, requestId);
    if (wanted.size === 0 && taken.length === 0) return;
    let warehouseId = taken[0]?.warehouse ?? (await tillWarehouseId(tx, actor.localId, order.tpv));
    if (warehouseId === undefined) {
      const uuid = (await settings.get(actor.localId, "stock", tx)).stock;
      const warehouse = uuid ? await warehouseByUuid(tx, actor.localId, uuid) : undefined;
      if (!warehouse) return;
      warehouseId = warehouse.id;
    }
    const consumed = new Map(taken.map((row) => [row.item, -Number(row.qty)]));
    // In id order, so two orders taking the same ingredients lock their levels in one order.
    const delta = [...consumptionDelta(wanted, consumed)].sort(([a], [b]) => a - b);
    const prices = await pricesOf(
      tx,
      actor.localId,
      delta.map(([id]) => id),
    );
    const under: string[] = [];
    for (const [ingredient, qty] of delta) {
      const level = await moveStock(tx, {
        localId: actor.localId,
        warehouseId,
        item_type: "ingredient",
        item_id: ingredient,
        qty,
        cost_cents: costCents(qty, prices.get(ingredient)?.price ?? 0),
        reason: "sale",
        request_id: requestId,
        user_id: actor.userId,
      });
      const item = prices.get(ingredient);
      // Announced once, when this sale takes the level under its minimum.
      if (item && level !== undefined && qty < 0 && level < item.min_stock && level - qty >= item.min_stock) {
        under.push(`${item.name} (${formatQuantity(level)} ${item.unit})`);
      }
    }
    if (under.length > 0 && publish) {
      const { language } = await settings.get(actor.localId, "global", tx);
      await publish(
        actor.localId,
        { type: "info", message: translate(language, "stock.below_min", { items: under.join(", ") }) },
        tx,
      );
    }
  }

  return {
    syncOrder,
    /** The order events with stock kept in step after every change that can move it. */
    withStock(events: OrderEvents): OrderEvents {
      return {
        ...events,
        async record(tx, actor, requestId, action, change) {
          await events.record(tx, actor, requestId, action, change);
          if (CONSUMING_ACTIONS.has(action)) await syncOrder(tx, actor, requestId);
        },
      };
    },
  };
}
export type OrderStock = ReturnType<typeof createOrderStock>;

/** Price, name, measure and minimum of the ingredients a sale moves. */
async function pricesOf(tx: Db, localId: number, ids: number[]) {
  const prices = new Map<number, { price: number; name: string; unit: Measure; min_stock: number }>();
  if (ids.length === 0) return prices;
  for (const row of await tx
    .select({
      id: ingredients.id,
      price: ingredients.price,
      name: ingredients.name,
      unit: ingredients.unit,
      min_stock: ingredients.min_stock,
    })
    .from(ingredients)
    .where(and(eq(ingredients.local_id, localId), inArray(ingredients.id, ids)))) {
    prices.set(row.id, row);
  }
  return prices;
}
