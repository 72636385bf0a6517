import type { DevicePaymentView, UnresolvedDevicePayment } from "@comanda/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

const UNRESOLVED = ["device-payments", "unresolved"] as const;

/**
 * The charges no payment row holds (issue 32); read again every few seconds while a refund is
 * on the terminal, so the screen sees it end.
 */
export function useUnresolvedCharges(enabled: boolean) {
  return useQuery({
    queryKey: UNRESOLVED,
    queryFn: () =>
      api<{ results: UnresolvedDevicePayment[]; total: number }>("/api/v1/payments/devices/unresolved"),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.results.some((charge) => charge.status === "refunding") ? 2000 : false,
  });
}

function useResolve(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<DevicePaymentView>(path, { body: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: UNRESOLVED }),
  });
}

/** Gives the charge back to the card on the terminal it was taken on. */
export const useRefundCharge = () => useResolve("/api/v1/payments/dojo/refund");

/** Attaches the charge to its order as a payment. */
export const useAttachCharge = () => useResolve("/api/v1/payments/devices/attach");
