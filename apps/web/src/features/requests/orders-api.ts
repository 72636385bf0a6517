import type {
  FlatModifier,
  ModifierSelection,
  OrderKind,
  OrderStatus,
  ProcessStatus,
  ProductOrderGroup,
} from "@comanda/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
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
}

/** A line of an order as every order call answers it. */
export interface OrderLine {
  id: number;
  product: number | null;
  name: string;
  qty: number;
  price: number;
  importe: number;
  items: OrderLineOption[];
  details: string | null;
  order: ProductOrderGroup;
  process_status: ProcessStatus;
  paid_qty: number;
  round: number | null;
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
  price: number;
  total: number;
  paid: number;
  pending: number;
}

/** A product as the POS lists it (`products/list_bar`). */
export interface BarProduct {
  id: number;
  name: string;
  price: number;
  category: number;
  allergens: number[];
  modifiers: number[];
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
}

/** Opens a table's command or adds a round to it; the lines go to the kitchen. */
export function useSendCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commandId, table, guests, lines, idempotencyKey }: SendCommand) =>
      commandId === undefined
        ? api<Order>("/api/v1/commands", {
            body: { table, command_guests: guests, products: lineBodies(lines) },
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

/** The command's order as a payment or the bill left it, shown at once and read again. */
export function useCommandChange<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<Order>(path, { body }),
    onSuccess: (order) => {
      queryClient.setQueryData([REQUESTS, "command", order.id], order);
      return refreshOrders(queryClient);
    },
  });
}

/** The bill (pre-bill): the table waits to pay and the bill is printed. */
export const useCheckCommand = () => useCommandChange<{ id: number }>("/api/v1/commands/check_command");

export const usePayByPrice = () =>
  useCommandChange<{ command: number; price: number; total_price: number; credit_card: boolean }>(
    "/api/v1/payments/by_price",
  );

export const usePayByProducts = () =>
  useCommandChange<{
    command: number;
    products: Array<{ request_item: number; qty: number }>;
    credit_card: boolean;
  }>("/api/v1/payments/by_products");

/** Closes the command: the rest paid (cash or card) with the tip, its serial taken, the table freed. */
export const useCloseCommand = () =>
  useCommandChange<{ id: number; tip_amount?: number; tip_option?: string; credit_card: boolean }>(
    "/api/v1/commands/close_command",
  );
