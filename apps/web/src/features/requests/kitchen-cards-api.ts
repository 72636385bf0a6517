import type { ProcessStatus } from "@comanda/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import type { ListPage } from "../../ui/list/useEntityList";
import type { Order } from "./order-types";
import { REQUESTS } from "./orders-api";

/** The typed calls of the kitchen screens: a till's screens, the order cards and marking their lines. */

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
