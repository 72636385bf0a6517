import type { OrderInsert, OrderKind, OrderUpdate, ProductOrderGroup } from "@comanda/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import type { CallMeta } from "../../lib/query-client";
import type { ListPage } from "../../ui/list/useEntityList";
import type { BarCategory, BarMenu, DraftLine, Order } from "./order-types";

/**
 * The typed calls of the POS screens (tables, order entry). Amounts are decimal euros, as the API
 * speaks. The shapes are in order-types.ts, the kitchen cards' calls in kitchen-cards-api.ts.
 */

export const REQUESTS = "requests";

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
