import type {
  DiscountType,
  FlatModifier,
  ModifierSelection,
  OrderKind,
  OrderStatus,
  ProcessStatus,
  ProductOrderGroup,
} from "@comanda/domain";
import type { ListPage } from "../../ui/list/useEntityList";

/** The shapes the POS's order calls answer and send. Amounts are decimal euros, as the API speaks. */

/** A chosen option of a line, as the server stored it. */
export interface OrderLineOption {
  id: number;
  option_id: number;
  modifier_id: number;
  parent: number | null;
  name: string;
  qty: number;
  price: number;
  /** The option's row on the line, which markOption names. */
  rim_id: number;
  /** Where the kitchen is with this choice (a side made apart from its dish). */
  process_status: ProcessStatus;
}

/** The order's discount as the API speaks it: `value` is a percent or euros. */
export interface OrderDiscount {
  type: DiscountType;
  value: number;
}

/** A line of an order as every order call answers it. */
export interface OrderLine {
  id: number;
  product: number | null;
  name: string;
  qty: number;
  price: number;
  /** The product's price with its options', per unit, before any discount. */
  unit_price: number;
  /** The line's own discount in money (its percent or an offer's fixed price), before the order's. */
  line_discount?: number;
  /** The unit price an offer's fixed_price code set on this line (issue 28); null when none. */
  fixed_price?: number | null;
  importe: number;
  items: OrderLineOption[];
  details: string | null;
  order: ProductOrderGroup;
  process_status: ProcessStatus;
  paid_qty: number;
  round: number | null;
  /** The line's own discount, a percent. */
  discount: number;
}

/** An order (a table's command, a bar, pickup or delivery order) with its lines and money. */
export interface Order {
  id: number;
  kind: OrderKind;
  status: OrderStatus;
  process_status: ProcessStatus;
  table: number | null;
  table_name: string | null;
  zone: number | null;
  command_guests: number;
  elapse_time: number;
  created_at: string;
  products: OrderLine[];
  /** The order's discount: a percent, or euros off. */
  discount: OrderDiscount | null;
  /** With it the order's discount is spread over every line (a global discount); else only marked lines take it. */
  all_discounted: boolean;
  /** Before any discount. */
  subtotal: number;
  /** Every discount, the lines' and the order's. */
  discount_amount: number;
  /** Courses the waiter has called for: the kitchen starts them. */
  marched: ProductOrderGroup[];
  price: number;
  total: number;
  paid: number;
  pending: number;
  /** Who a pickup or delivery order is for, where it goes and when (null on the other kinds). */
  client: number | null;
  address: number | null;
  soon_as_possible: boolean;
  /** The slot's start instant. */
  shift_time: string | null;
  /** The slot's day (YYYY-MM-DD). */
  delivery_date: string | null;
  /** The offer whose code the order uses, and that code (issue 28). */
  promotion?: number | null;
  promotion_code?: string | null;
}

/** A product as the POS lists it (`products/list_bar`). */
export interface BarProduct {
  id: number;
  name: string;
  price: number;
  category: number;
  allergens: number[];
  modifiers: number[];
  /** The address of the product's image; absent when it has none. */
  image?: string;
  order: ProductOrderGroup;
  zones: Array<{ zone: number; price: number }>;
}

export interface BarMenu extends ListPage<BarProduct> {
  /** Every enabled modifier the products name, flat (options name nested modifiers by id). */
  modifiers: FlatModifier[];
}

/** A category of the POS's bar, with its subcategories. */
export interface BarCategory {
  id: number;
  name: string;
  subcategories: Array<{ id: number; name: string }>;
}

/** A line the waiter is adding, not sent yet. */
export interface DraftLine {
  product: number;
  qty: number;
  modifiers: ModifierSelection[];
  details: string;
  /** The course it is served in; the product's own by default. */
  order: ProductOrderGroup;
  /** The line's own discount, a percent (0: none). */
  discount: number;
}
