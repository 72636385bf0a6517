import type { ProcessStatus } from "@comanda/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import type { ListPage } from "../../ui/list/useEntityList";
import type { Order } from "./order-types";
import { refreshOrders } from "./orders-api";

/** The typed calls of the pickup and delivery board. Amounts are decimal euros, as the API speaks. */

/** Who a pickup or delivery order is for, as the board reads it with the order. */
export interface DeliveryClient {
  id: number;
  first_name: string;
  last_name: string | null;
  phone: string | null;
  email: string | null;
}

/** Where a delivery order goes. */
export interface DeliveryAddress {
  id: number;
  address: string;
  city: string | null;
  town: string | null;
  postal_code: string | null;
  reference: string | null;
}

/** A pickup or delivery order on the board (`GET requests/delivery`): the order, its client and address. */
export interface DeliveryOrder extends Order {
  kind: "recoger" | "domicilio";
  dealer: number | null;
  details: string | null;
  credit_card: boolean;
  from_client: boolean;
  is_accepted: boolean | null;
  /** Minutes later than the customer asked, chosen when the order was accepted. */
  order_time_delay: number | null;
  client_data: DeliveryClient | null;
  address_data: DeliveryAddress | null;
}

/** An employee who can take a delivery (any employee of the local: the server accepts any). */
export interface Dealer {
  id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
}

const BOARD_KEY = ["requests", "delivery"] as const;
/** The board moves on by itself too: a message lost while reconnecting is caught up. */
const BOARD_REFRESH_MS = 30_000;

/** Open pickup and delivery orders (web orders waiting to be accepted included), by promised time. */
export function useDeliveryBoard() {
  return useQuery({
    queryKey: BOARD_KEY,
    queryFn: async () => (await api<ListPage<DeliveryOrder>>("/api/v1/requests/delivery")).results,
    refetchInterval: BOARD_REFRESH_MS,
  });
}

/** The local's employees, for choosing who takes a delivery (`users/list_dealers`: names only). */
export function useDealers() {
  return useQuery({
    queryKey: ["users", "list_dealers"],
    queryFn: async () => (await api<ListPage<Dealer>>("/api/v1/users/list_dealers")).results,
  });
}

/** One call on one order of the board; the board (and every screen of orders) is read again after it. */
function useBoardCall<Body, Answer = DeliveryOrder>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<Answer>(path, { body }),
    onSettled: () => refreshOrders(queryClient),
  });
}

/** Accepts a web order (maybe some minutes later than asked) or refuses it; the server mails a refused client. */
export const useAcceptOrder = () =>
  useBoardCall<{ id: number; is_accepted: boolean; order_time_delay?: number }>(
    "/api/v1/requests/accept_invalidate",
  );

/** Moves an order one step of its kind's chain. */
export const useChangeProcessStatus = () =>
  useBoardCall<{ id: number; process_status: ProcessStatus }>("/api/v1/requests/change_process_status");

/**
 * Hands a pickup or delivery order over: charged in the same call (the order is closed with
 * that payment), or unpaid with the reason a manager's override allows.
 */
export const useHandOver = () =>
  useBoardCall<{
    id: number;
    process_status: "received";
    payment_type?: "credit_card" | "cash" | "transfer";
    tip_amount?: number;
    tip_option?: string;
    tendered?: number;
    reason?: string;
  }>("/api/v1/requests/change_process_status");

/** Gives a delivery order to a rider, or takes it off (null). */
export const useAssignDealer = () =>
  useBoardCall<{ id: number; dealer: number | null }>("/api/v1/requests/assign_dealer");

/** Closes every open pickup and delivery order as paid, each by its own payment method. */
export const useCloseAllDeliveries = () =>
  useBoardCall<Record<string, never>, ListPage<DeliveryOrder>>("/api/v1/requests/close_all_domicile_pickup");
