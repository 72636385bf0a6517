import { z } from "zod";
import { phoneField } from "./clients";
import { convertQuantity, type Measure, measureSchema, roundDecimals, roundTypedDecimal } from "./menu-units";
import { QUANTITY_DECIMALS } from "./money-format";
import { calendarDateField } from "./offers";
import { paymentTypeSchema } from "./payment-bodies";
import { emailField, textArea, textField } from "./text";

/**
 * Stock (spec §3 Warehouse, Provider, Purchase, Purchase order, "Stock and stock product";
 * §4 purchase pending → bought → paid, purchase order → purchase; §5 warehouses, providers,
 * line quantities rounded to 2 decimals; §9 stock quantities up to 6 decimals).
 */

export const STOCK_MESSAGES = {
  lastWarehouse: "stock.last_warehouse",
  lineItem: "stock.line_item",
  transition: "stock.bad_transition",
  notPending: "stock.not_pending",
  providerWithoutEmail: "stock.provider_without_email",
  unknownProvider: "stock.unknown_provider",
  unknownWarehouse: "stock.unknown_warehouse",
  noWarehouse: "stock.no_warehouse",
  converted: "stock.order_converted",
  dateRange: "stock.date_range",
} as const;

const ID_MAX = 2_147_483_647;
const id = z.number().int().positive().max(ID_MAX);
const money = z
  .number()
  .min(0)
  .max(999_999.99)
  .refine((value) => roundTypedDecimal(value, 2) === value, { message: "validation.money" });
const percent = z
  .number()
  .min(0)
  .max(100)
  .refine((value) => roundTypedDecimal(value, 2) === value, { message: "validation.money" });
const extras = z.record(z.string().max(60), z.union([z.string().max(500), z.number(), z.boolean()]));

// ---------------------------------------------------------------------------------------
// Warehouses and providers

const warehouseFields = {
  name: textField(120).min(1),
  location: textField(255).nullable(),
  description: textArea(2000).nullable(),
};
export const warehouseInputSchema = z.object({
  name: warehouseFields.name,
  location: warehouseFields.location.optional(),
  description: warehouseFields.description.optional(),
});
export const warehouseUpdateSchema = z.object(warehouseFields).partial();
export type WarehouseInput = z.infer<typeof warehouseInputSchema>;

export interface Warehouse {
  id: number;
  uuid: string;
  name: string;
  location: string | null;
  description: string | null;
}

/** "" or null clears an optional field on update (the entity lists it as clearable). */
function clearable<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" ? null : value), schema.nullable());
}

const providerFields = {
  name: textField(120).min(1),
  phone: clearable(phoneField),
  email: clearable(emailField),
  category: clearable(textField(80)),
  extras,
};
export const providerInputSchema = z.object({
  name: providerFields.name,
  phone: providerFields.phone.optional(),
  email: providerFields.email.optional(),
  category: providerFields.category.optional(),
  extras: providerFields.extras.default({}),
});
export const providerUpdateSchema = z.object(providerFields).partial();
export type ProviderInput = z.infer<typeof providerInputSchema>;

export interface Provider {
  id: number;
  uuid: string;
  name: string;
  phone: string | null;
  email: string | null;
  category: string | null;
  serial: string;
  extras: Record<string, unknown>;
}

/** The series a serial is counted in (spec §7 `POST serials {module}`). */
export const SERIAL_MODULES = ["providers", "purchases", "stock_orders"] as const;
export const serialModuleSchema = z.enum(SERIAL_MODULES);
export type SerialModule = z.infer<typeof serialModuleSchema>;
export const serialRequestSchema = z.object({ module: serialModuleSchema });

const SERIAL_PREFIX: Record<SerialModule, string> = { providers: "PRV", purchases: "C", stock_orders: "P" };

/** `PRV-0007`: the series' prefix and its number, four digits at least. */
export function formatSerial(module: SerialModule, number: number): string {
  return `${SERIAL_PREFIX[module]}-${String(number).padStart(4, "0")}`;
}

// ---------------------------------------------------------------------------------------
// Purchases and purchase orders

export const PURCHASE_STATUSES = ["pending", "bought", "paid"] as const;
export const purchaseStatusSchema = z.enum(PURCHASE_STATUSES);
export type PurchaseStatus = z.infer<typeof purchaseStatusSchema>;

export const PURCHASE_ORDER_STATUSES = ["pending", "converted"] as const;
export const purchaseOrderStatusSchema = z.enum(PURCHASE_ORDER_STATUSES);
export type PurchaseOrderStatus = z.infer<typeof purchaseOrderStatusSchema>;

/** Spec §4: a purchase goes pending → bought → paid, one step at a time. */
export const PURCHASE_TRANSITIONS: Record<PurchaseStatus, readonly PurchaseStatus[]> = {
  pending: ["bought"],
  bought: ["paid"],
  paid: [],
};

export function canChangePurchaseStatus(from: PurchaseStatus, to: PurchaseStatus): boolean {
  return PURCHASE_TRANSITIONS[from].includes(to);
}

/** Spec §5: purchase and order line quantities are rounded to 2 decimals. */
const lineQty = z
  .number()
  .max(1_000_000)
  .transform((value) => roundTypedDecimal(value, 2))
  .refine((value) => value > 0, { message: "validation.positive" });

export const purchaseLineSchema = z
  .object({
    ingredient: id.optional(),
    product: id.optional(),
    qty: lineQty,
    unit: measureSchema,
    /** Price of one `unit`, VAT not included, as a supplier's invoice shows it. */
    price: money,
    iva: percent.default(0),
  })
  .refine((line) => (line.ingredient === undefined) !== (line.product === undefined), {
    message: STOCK_MESSAGES.lineItem,
    path: ["ingredient"],
  });
export type PurchaseLineInput = z.input<typeof purchaseLineSchema>;
export type PurchaseLine = z.infer<typeof purchaseLineSchema>;

const lines = z.array(purchaseLineSchema).min(1).max(200);

const purchaseFields = {
  provider_uuid: z.uuid(),
  stock_uuid: z.uuid(),
  date: calendarDateField,
  payment_type: paymentTypeSchema,
  extras,
  products: lines,
};
export const purchaseInputSchema = z.object({
  ...purchaseFields,
  payment_type: purchaseFields.payment_type.optional(),
  extras: purchaseFields.extras.default({}),
});
export const purchaseUpdateSchema = z.object(purchaseFields).partial();
export type PurchaseInput = z.infer<typeof purchaseInputSchema>;

const purchaseOrderFields = {
  provider_uuid: z.uuid(),
  date: calendarDateField,
  extras,
  products: lines,
};
export const purchaseOrderInputSchema = z.object({
  ...purchaseOrderFields,
  extras: purchaseOrderFields.extras.default({}),
});
export const purchaseOrderUpdateSchema = z.object(purchaseOrderFields).partial();
export type PurchaseOrderInput = z.infer<typeof purchaseOrderInputSchema>;

export const purchaseStatusChangeSchema = z.object({ status: purchaseStatusSchema });
/** An order becomes a purchase received in `stock_uuid` (the default warehouse when left out). */
export const purchaseOrderStatusChangeSchema = z.object({
  status: z.literal("converted"),
  stock_uuid: z.uuid().optional(),
});

export interface PurchaseTotals {
  /** Each line's amount before VAT, in cents. */
  lines: number[];
  base_cents: number;
  iva_cents: number;
  total_cents: number;
}

/**
 * A line is qty × price rounded to the cent; VAT is rounded once per rate over the sum of its
 * lines (as an invoice shows it), so base + VAT is exact and the rates add up to the VAT.
 */
export function purchaseTotals(
  items: ReadonlyArray<Pick<PurchaseLine, "qty" | "price" | "iva">>,
): PurchaseTotals {
  const amounts = items.map((line) => roundDecimals(line.qty * line.price * 100, 0));
  const byRate = new Map<number, number>();
  for (const [index, line] of items.entries()) {
    byRate.set(line.iva, (byRate.get(line.iva) ?? 0) + (amounts[index] ?? 0));
  }
  let iva = 0;
  for (const [rate, base] of byRate) iva += roundDecimals((base * rate) / 100, 0);
  const base = amounts.reduce((sum, value) => sum + value, 0);
  return { lines: amounts, base_cents: base, iva_cents: iva, total_cents: base + iva };
}

export const INGREDIENT_TENDENCY_OF = (previous: number, next: number): "up" | "down" | "equal" =>
  next > previous ? "up" : next < previous ? "down" : "equal";

/**
 * What one unit of an item costs after receiving `qty` of `unit` at `price` each, in the
 * item's own measure, to the cent (ingredient prices are money columns).
 */
export function unitPriceIn(itemUnit: Measure, line: Pick<PurchaseLine, "qty" | "unit" | "price">): number {
  const converted = convertQuantity(line.qty, line.unit, itemUnit);
  if (converted === 0) return line.price;
  return roundDecimals((line.qty * line.price) / converted, 2);
}

// ---------------------------------------------------------------------------------------
// Levels, movements and counts

export const STOCK_ITEM_TYPES = ["ingredient", "product"] as const;
export type StockItemType = (typeof STOCK_ITEM_TYPES)[number];

export const MOVEMENT_REASONS = ["sale", "purchase", "count"] as const;
export type MovementReason = (typeof MOVEMENT_REASONS)[number];

/** Stock quantities keep up to 6 decimals (§9); sums of them are rounded back to 6. */
export const roundStock = (value: number) => roundDecimals(value, QUANTITY_DECIMALS);

const countedQty = z
  .number()
  .min(0)
  .max(1_000_000)
  .refine((value) => roundTypedDecimal(value, QUANTITY_DECIMALS) === value, {
    message: "validation.decimals",
  });

export const stockCountSchema = z.object({
  stock_uuid: z.uuid(),
  lines: z
    .array(
      z
        .object({ ingredient: id.optional(), product: id.optional(), qty: countedQty })
        .refine((line) => (line.ingredient === undefined) !== (line.product === undefined), {
          message: STOCK_MESSAGES.lineItem,
          path: ["ingredient"],
        }),
    )
    .min(1)
    .max(500),
  description: textArea(500).optional(),
});
export type StockCountInput = z.infer<typeof stockCountSchema>;

/** A recipe line as products and options store it: `qty` of `unit` of ingredient `id`. */
export interface ConsumedLine {
  id: number;
  qty: number;
  unit: Measure;
}

export interface SoldLine {
  qty: number;
  recipe: readonly ConsumedLine[];
  /** Each chosen option (nested ones included) with how many of it go into one unit of the line. */
  options: ReadonlyArray<{ qty: number; recipe: readonly ConsumedLine[] }>;
}

/**
 * What a set of sold lines takes out of stock, per ingredient in the ingredient's own measure
 * (6 decimals). A recipe line in a measure its ingredient cannot be converted to throws
 * `UnitConversionError` (the menu refuses to save one).
 */
export function consumptionOf(
  sold: readonly SoldLine[],
  unitOf: (ingredient: number) => Measure | undefined,
): Map<number, number> {
  const total = new Map<number, number>();
  const add = (times: number, recipe: readonly ConsumedLine[]) => {
    for (const line of recipe) {
      const unit = unitOf(line.id);
      if (unit === undefined) continue;
      const qty = convertQuantity(line.qty, line.unit, unit) * times;
      total.set(line.id, roundStock((total.get(line.id) ?? 0) + qty));
    }
  };
  for (const line of sold) {
    add(line.qty, line.recipe);
    for (const option of line.options) add(line.qty * option.qty, option.recipe);
  }
  return total;
}

/** The movements that bring `consumed` (already taken out) to `wanted`, per ingredient: negative takes out. */
export function consumptionDelta(
  wanted: ReadonlyMap<number, number>,
  consumed: ReadonlyMap<number, number>,
): Map<number, number> {
  const delta = new Map<number, number>();
  for (const key of new Set([...wanted.keys(), ...consumed.keys()])) {
    const change = roundStock((consumed.get(key) ?? 0) - (wanted.get(key) ?? 0));
    if (change !== 0) delta.set(key, change);
  }
  return delta;
}
