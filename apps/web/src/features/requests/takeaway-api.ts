import type { Client, ClientBarRow, TimeSlot } from "@comanda/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import type { ListPage } from "../../ui/list/useEntityList";
import { CLIENTS } from "../people/clients-api";
import type { TakeawayKind } from "./takeaway-details";

/**
 * The calls of the pickup/delivery panel. Creating a client, or adding an address to one, is
 * the clients entity's own save (`useSaveEntity(CLIENTS)`), which refreshes these reads.
 */

/** The shortest text searched: one letter or digit would list half the clients. */
export const CLIENT_SEARCH_MIN_LENGTH = 2;

/** Clients whose name, phone or e-mail words start with the text (`GET clients/search`, up to 20). */
export function useClientSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: [CLIENTS, "search", q],
    queryFn: () => api<ListPage<ClientBarRow>>(`/api/v1/${CLIENTS}/search`, { params: { q } }),
    enabled: q.length >= CLIENT_SEARCH_MIN_LENGTH,
    // The previous answer stays on screen while the next letter's is on its way.
    placeholderData: keepPreviousData,
  });
}

/** A client with all its live addresses, the principal first (the generic get). */
export function useClientWithAddresses(id: number | undefined) {
  return useQuery({
    queryKey: [CLIENTS, "detail", id],
    queryFn: () => api<Client>(`/api/v1/${CLIENTS}/${id}`),
    enabled: id !== undefined,
  });
}

/** A slot of `shifts_times`, with the id of its shift. */
export type ShiftTimeSlot = TimeSlot & { shift: number };

/** Slots pass their minimal anticipation as the minutes go by, and other tills fill them. */
const SLOTS_REFRESH_MS = 60_000;

/**
 * The slots a pickup or delivery order can still take on a day (`GET settings/shifts_times`):
 * the server leaves out the ones too close to now and the full ones.
 */
export function useShiftTimes(kind: TakeawayKind, date: string) {
  return useQuery({
    queryKey: ["settings", "shifts_times", kind, date],
    queryFn: () => api<ListPage<ShiftTimeSlot>>("/api/v1/settings/shifts_times", { params: { kind, date } }),
    refetchInterval: SLOTS_REFRESH_MS,
  });
}
