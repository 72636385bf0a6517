import type { PrintDelivery, PrintDeliveryStatus, PrinterStatus } from "@comanda/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/** The print queue's calls. Realtime "print_queue.changed" marks every query under this key stale. */
const QUEUE = ["print_queue"] as const;

export interface PrintQueueFilters {
  status?: PrintDeliveryStatus;
  printer?: number;
}

/** Recent first; read again every few seconds while shown, as tickets come and go all the time. */
export function usePrintQueue(filters: PrintQueueFilters) {
  return useQuery({
    queryKey: [...QUEUE, "list", filters],
    queryFn: () =>
      api<{ results: PrintDelivery[]; total: number }>("/api/v1/print_queue", {
        params: { status: filters.status, printer: filters.printer, page_size: 100 },
      }),
    refetchInterval: 5_000,
  });
}

export function usePrinterStatuses({
  refetchInterval,
  enabled = true,
}: {
  refetchInterval: number;
  enabled?: boolean;
}) {
  return useQuery({
    enabled,
    queryKey: [...QUEUE, "printers"],
    queryFn: () => api<{ results: PrinterStatus[]; total: number }>("/api/v1/print_queue/printers"),
    refetchInterval,
  });
}

export function useDeliveryPreview(id: number | undefined) {
  return useQuery({
    queryKey: [...QUEUE, "preview", id],
    queryFn: () => api<PrintDelivery & { html: string }>(`/api/v1/print_queue/${id}`),
    enabled: id !== undefined,
  });
}

function useQueueAction<B>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api<PrintDelivery>(path, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: QUEUE }),
  });
}

export const useReprintDelivery = () => useQueueAction<{ id: number }>("/api/v1/print_queue/reprint");
export const useMoveDelivery = () =>
  useQueueAction<{ id: number; printer: number }>("/api/v1/print_queue/move");
