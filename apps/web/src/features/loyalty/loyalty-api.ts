import type { ClientLoyalty, Offer } from "@comanda/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiBlob } from "../../lib/api-client";
import { saveFile } from "../../lib/save-file";
import type { Order } from "../requests/order-types";
import { refreshOrders } from "../requests/orders-api";

/** The generic entity's collection: `/api/v1/offers`, and the first part of its query keys. */
export const OFFERS = "offers";
/** The generic entity's collection of awards: `/api/v1/awards`. */
export const AWARDS = "awards";
const LOYALTY = "loyalty";

/** Downloads an offer's printable card: its QR, code, discount and days (a PDF). */
export function useOfferQr() {
  return useMutation({
    mutationFn: async ({ offer, fileName }: { offer: Pick<Offer, "id">; fileName: string }) => {
      saveFile(await apiBlob(`/api/v1/${OFFERS}/${offer.id}/qr`), fileName);
    },
  });
}

/** A client's points balance, ledger and offers used; nothing is asked without a client. */
export function useClientLoyalty(clientId: number | null | undefined) {
  return useQuery({
    queryKey: [LOYALTY, "client", clientId],
    queryFn: () => api<ClientLoyalty>(`/api/v1/loyalty/clients/${clientId}`),
    enabled: clientId !== null && clientId !== undefined,
    // Points change with every paid or invalidated order: read again whenever a panel opens.
    staleTime: 0,
  });
}

/** A calendar day (`YYYY-MM-DD`) written the short way of the screen's language. */
export function calendarDayText(date: string, language: string): string {
  const format = new Intl.DateTimeFormat(language === "ch" ? "zh-CN" : language, {
    dateStyle: "short",
    timeZone: "UTC",
  });
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** Redeems an award on an open order: the points are spent and the gift lands on the ticket. */
export function useRedeemAward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, award }: { order: Pick<Order, "id">; award: number }) =>
      api<Order>("/api/v1/awards/redeem", { body: { request: order.id, award } }),
    onSuccess: (order) => {
      queryClient.setQueryData(["requests", "command", order.id], order);
      return Promise.all([
        refreshOrders(queryClient),
        queryClient.invalidateQueries({ queryKey: [LOYALTY, "client", order.client] }),
      ]);
    },
  });
}
