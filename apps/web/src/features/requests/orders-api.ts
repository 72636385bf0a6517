import type {
  DiscountType,
  FlatModifier,
  InvoiceRecipient,
  ModifierSelection,
  OrderInsert,
  OrderKind,
  OrderStatus,
  OrderUpdate,
  ProcessStatus,
  ProductOrderGroup,
} from "@comanda/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import type { CallMeta } from "../../lib/query-client";
import type { ListPage } from "../../ui/list/useEntityList";

/** The typed calls of the POS screens (tables, order entry). Amounts are decimal euros, as the API speaks. */

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

const REQUESTS = "requests";

/** After an order changes, what shows orders or tables is read again (as a realtime message would). */
export function refreshOrders(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [REQUESTS] }),
    queryClient.invalidateQueries({ queryKey: ["tables"] }),
  ]);
}

/** The tables' open commands: what the table map shows under each busy table. */
export function useOpenCommands() {
  return useQuery({
    queryKey: [REQUESTS, "open-commands"],
    queryFn: () =>
      api<ListPage<Order>>("/api/v1/requests", { params: { kind: "local", open: "true", page_size: 200 } }),
  });
}

export function useCommand(id: number | undefined) {
  return useQuery({
    queryKey: [REQUESTS, "command", id],
    queryFn: () => api<Order>(`/api/v1/commands/${id}`),
    enabled: id !== undefined,
  });
}

/** Any open order by id (bar, pickup, delivery); kept under the same key as a command's. */
export function useOrder(id: number | undefined) {
  return useQuery({
    queryKey: [REQUESTS, "command", id],
    queryFn: () => api<Order>(`/api/v1/requests/${id}`),
    enabled: id !== undefined,
  });
}

/** The open bar orders, which the bar charges when they are served. */
export function useOpenBarOrders() {
  return useQuery({
    queryKey: [REQUESTS, "open-bar"],
    queryFn: () =>
      api<ListPage<Order>>("/api/v1/requests", { params: { kind: "barra", open: "true", page_size: 200 } }),
  });
}

export function useBarMenu() {
  return useQuery({
    queryKey: ["products", "list_bar"],
    queryFn: () => api<BarMenu>("/api/v1/products/list_bar"),
  });
}

export function useBarCategories() {
  return useQuery({
    queryKey: ["categories", "list_bar"],
    queryFn: () => api<ListPage<BarCategory>>("/api/v1/categories/list_bar"),
  });
}

/** What the server is sent for new lines: product, quantity, choices and note, never a price. */
export function lineBodies(lines: readonly DraftLine[]) {
  return lines.map((line) => ({
    id: line.product,
    qty: line.qty,
    ...(line.modifiers.length > 0 ? { modifiers: line.modifiers } : {}),
    ...(line.details.trim() ? { details: line.details.trim() } : {}),
    order: line.order,
    ...(line.discount > 0 ? { discount: line.discount } : {}),
  }));
}

export interface SendCommand {
  /** The open command the lines join; a new one is opened on `table` without it. */
  commandId?: number;
  table: number;
  guests: number;
  lines: readonly DraftLine[];
  /** The same for every attempt of one send, so a retry never adds the lines twice. */
  idempotencyKey: string;
  /** The employee who takes a new command (setting select_employee_before_order); the caller without it. */
  worker?: number;
}

/** Opens a table's command or adds a round to it; the lines go to the kitchen. */
export function useSendCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commandId, table, guests, lines, idempotencyKey, worker }: SendCommand) =>
      commandId === undefined
        ? // `joined`: another waiter had just opened the table; the lines are a round of that command.
          api<Order & { joined?: boolean }>("/api/v1/commands", {
            body: { table, command_guests: guests, products: lineBodies(lines), worker },
            idempotencyKey,
          })
        : api<Order>(`/api/v1/commands/${commandId}`, {
            method: "PUT",
            body: { products: lineBodies(lines) },
            idempotencyKey,
          }),
    onSuccess: () => refreshOrders(queryClient),
  });
}

export interface CreateOrder {
  kind: Exclude<OrderKind, "local">;
  lines: readonly DraftLine[];
  /** Who it is for and when (pickup and delivery), how a bar order is paid, who took it. */
  fields: Partial<Omit<OrderInsert, "products">>;
  idempotencyKey: string;
}

/** A new bar, pickup or delivery order with its lines: they go to the kitchen at once. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, lines, fields, idempotencyKey }: CreateOrder) =>
      api<Order>(`/api/v1/requests/${kind}`, {
        body: { ...fields, products: lineBodies(lines) },
        idempotencyKey,
      }),
    onSuccess: () => refreshOrders(queryClient),
  });
}

/**
 * Changes an open command: a sent line's quantity, note, course or discount, lines taken off,
 * the order's discount or its guests. The answer is shown at once.
 */
export function useEditCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      order,
      change,
      idempotencyKey,
    }: {
      order: Pick<Order, "id" | "kind">;
      change: OrderUpdate;
      /** Given when the change adds a round, so a retry never adds it twice. */
      idempotencyKey?: string;
    }) =>
      api<Order>(
        order.kind === "local"
          ? `/api/v1/commands/${order.id}`
          : `/api/v1/requests/${order.kind}/${order.id}`,
        { method: "PUT", body: change, idempotencyKey },
      ),
    onSuccess: (order) => {
      queryClient.setQueryData([REQUESTS, "command", order.id], order);
      return refreshOrders(queryClient);
    },
  });
}

/** A kitchen (or bar, or expo) screen: which categories and till its cards show. */
export interface KitchenScreen {
  id: number;
  name: string;
}

/** The screens of this till, for a user who may see them. */
export function useTillScreens(tpvKey: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ["screens", "by_tpv", tpvKey],
    queryFn: () => api<ListPage<KitchenScreen>>(`/api/v1/screens/by_tpv/${encodeURIComponent(tpvKey ?? "")}`),
    enabled: enabled && tpvKey !== undefined,
  });
}

/** Cards move on by themselves too: the clocks tick and a missed message is caught up. */
const CARDS_REFRESH_MS = 30_000;

/**
 * The open orders as cards: a screen's (its categories and till, lines not yet served), or
 * every open order's when no screen is chosen.
 */
export function useOrderCards(screenId: number | undefined) {
  return useQuery({
    queryKey: [REQUESTS, "cards", screenId ?? "all"],
    queryFn: async () => {
      if (screenId !== undefined)
        return (
          await api<ListPage<Order>>("/api/v1/requests/get_by_screen", { params: { screen: screenId } })
        ).results;
      const open = await api<ListPage<Order>>("/api/v1/requests", {
        params: { status: "solicitado", page_size: 200 },
      });
      return open.results
        .map((order) => ({
          ...order,
          products: order.products.filter((line) => line.process_status !== "received"),
        }))
        .filter((order) => order.products.length > 0)
        .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
    },
    refetchInterval: CARDS_REFRESH_MS,
  });
}

/** Moves lines of a card to a process status, one call per line, in order. */
export function useMarkLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lines, status }: { lines: readonly number[]; status: ProcessStatus }) => {
      for (const id of lines)
        await api<unknown>("/api/v1/requests/mark", { body: { id, process_status: status } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [REQUESTS] }),
  });
}

/** A chosen option of a line, as markOption names it. */
export interface MarkedOption {
  request_item_id: number;
  option_id: number;
  rim_id: number;
}

/** Moves chosen options of lines to a process status, all in one call. */
export function useMarkOptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ options, status }: { options: readonly MarkedOption[]; status: ProcessStatus }) =>
      api<unknown>("/api/v1/requests/markOption", {
        body: { list_options: options, process_status: status },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [REQUESTS] }),
  });
}

/**
 * The command's order as a payment or the bill left it, shown at once and read again. `meta`
 * lets a dialog that shows the refusals itself skip the app-wide toast.
 */
export function useCommandChange<Body>(path: string, meta?: CallMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (body: Body) => api<Order>(path, { body }),
    onSuccess: (order) => {
      queryClient.setQueryData([REQUESTS, "command", order.id], order);
      return refreshOrders(queryClient);
    },
  });
}

/** "March" a course: the kitchen is told to start its waiting lines now. */
export const useMarchCourse = () =>
  useCommandChange<{ id: number; order: ProductOrderGroup }>("/api/v1/commands/march");

/** The bill (pre-bill): a table waits to pay, and the bill is printed. */
export const useCheckCommand = (kind: OrderKind = "local") =>
  useCommandChange<{ id: number }>(
    kind === "local" ? "/api/v1/commands/check_command" : "/api/v1/requests/check",
  );

export const usePayByPrice = () =>
  useCommandChange<{
    command: number;
    price: number;
    total_price: number;
    credit_card: boolean;
    /** Cash handed over, when more than the price. */
    tendered?: number;
  }>("/api/v1/payments/by_price");

export const usePayByProducts = () =>
  useCommandChange<{
    command: number;
    products: Array<{ request_item: number; qty: number }>;
    credit_card: boolean;
    /** Cash handed over, when more than what the products come to. */
    tendered?: number;
  }>("/api/v1/payments/by_products");

/** Closes the command: the rest paid (cash or card) with the tip, its serial taken, the table freed. */
export const useCloseCommand = (kind: OrderKind = "local") =>
  useCommandChange<{
    id: number;
    tip_amount?: number;
    tip_option?: string;
    credit_card: boolean;
    payment_type?: "credit_card" | "cash" | "transfer";
    /** Cash handed over, when more than the rest of the bill and the tip. */
    tendered?: number;
    /** The client's tax data: the closing issues a full invoice (F1). */
    invoice_recipient?: InvoiceRecipient;
  }>(kind === "local" ? "/api/v1/commands/close_command" : "/api/v1/requests/close");
