import type {
  DateRange,
  FiscalConfigInput,
  FiscalConfigView,
  FullInvoiceBody,
  InvoiceRecordView,
} from "@comanda/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiBlob } from "../../lib/api-client";
import { FISCAL_QUERY_KEY, setFiscalOff } from "../../lib/fiscal-status";
import { saveFile } from "../../lib/save-file";
import { type ExportFormat, exportFileName, type InvoiceFilters, invoiceListParams } from "./invoice-filters";

/**
 * The calls of the Fiscal tab and the invoices screen. A realtime "fiscal.changed" or
 * fiskalyError marks every query under FISCAL_QUERY_KEY stale.
 */

const CONFIG_PATH = "/api/v1/settings/fiscal";
const CONFIG = [...FISCAL_QUERY_KEY, "config"] as const;
const INVOICES = [...FISCAL_QUERY_KEY, "invoices"] as const;

/** The terminal's fiscal flag follows what the server says once issuing was ever switched on. */
function followServer(view: FiscalConfigView): FiscalConfigView {
  if (view.activated_at !== null) setFiscalOff(!view.active);
  return view;
}

export function useFiscalConfig() {
  return useQuery({
    queryKey: CONFIG,
    queryFn: async () => followServer(await api<FiscalConfigView>(CONFIG_PATH)),
  });
}

/** Whether the local issues invoices; every till may ask, unlike the config. */
export function useFiscalActive(enabled = true): boolean {
  const status = useQuery({
    queryKey: [...FISCAL_QUERY_KEY, "status"],
    queryFn: () => api<{ active: boolean }>(`${CONFIG_PATH}/status`),
    enabled,
  });
  return status.data?.active === true;
}

/** A save of the config or its certificate: the tab shows what the server answers. */
function useConfigChange<Body>(send: (body: Body) => Promise<FiscalConfigView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => queryClient.setQueryData(CONFIG, followServer(saved)),
  });
}

export const useSaveFiscalConfig = () =>
  useConfigChange((body: FiscalConfigInput) => api<FiscalConfigView>(CONFIG_PATH, { method: "PUT", body }));

export interface CertificateUpload {
  file: File;
  password: string;
}

export const useUploadCertificate = () =>
  useConfigChange(({ file, password }: CertificateUpload) => {
    const form = new FormData();
    form.append("password", password);
    form.append("certificate", file);
    return api<FiscalConfigView>(`${CONFIG_PATH}/certificate`, { method: "PUT", body: form });
  });

/** Activates issuing, or resumes it after a suspension; the invoices may move right after. */
export function useActivateFiscal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<FiscalConfigView>(`${CONFIG_PATH}/activate`, { body: {} }),
    onSuccess: (saved) => {
      queryClient.setQueryData(CONFIG, followServer(saved));
      return queryClient.invalidateQueries({ queryKey: INVOICES });
    },
  });
}

export function useInvoices(filters: InvoiceFilters, page: number) {
  return useQuery({
    queryKey: [...INVOICES, "list", filters, page],
    queryFn: () =>
      api<{ results: InvoiceRecordView[]; total: number }>("/api/v1/invoices", {
        params: invoiceListParams(filters, page),
      }),
    // The table stays while the next page or filter loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useInvoice(id: number) {
  return useQuery({
    queryKey: [...INVOICES, "detail", id],
    queryFn: () => api<InvoiceRecordView & { xml: string }>(`/api/v1/invoices/${id}`),
  });
}

/** A call that moves records: every invoice query reads again after it. */
function useInvoiceAction<Body, Answer>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<Answer>(path, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVOICES }),
  });
}

/** Asks the queue to send what is pending now, instead of at its next turn. */
export const useSendNow = () =>
  useInvoiceAction<Record<string, never>, { sent: number; pending: number }>("/api/v1/invoices/send_now");

/** Asks the receiver for one record's status now. */
export const useRefreshInvoiceStatus = () =>
  useInvoiceAction<{ id: number }, InvoiceRecordView>("/api/v1/payments/fiskaly/payment_update_status");

/** Sends a rejected record again, corrected (Subsanación); answers the new record. */
export const useRemedyInvoice = () =>
  useInvoiceAction<{ id: number }, InvoiceRecordView>("/api/v1/payments/fiskaly/remedy");

/** Replaces a paid ticket's simplified invoice with a full one (F3); answers the new record. */
export const useFullInvoice = () =>
  useInvoiceAction<FullInvoiceBody, InvoiceRecordView>("/api/v1/invoices/full_invoice");

/** Cancels an invoice issued by mistake (a registro de anulación); answers the new record. */
export const useCancelInvoice = () =>
  useInvoiceAction<{ id: number }, InvoiceRecordView>("/api/v1/invoices/cancel");

/** Downloads a period's records, for an inspector or a tool that verifies the chain. */
export function useExportInvoices() {
  return useMutation({
    mutationFn: async ({ range, format }: { range: DateRange; format: ExportFormat }) => {
      const blob = await apiBlob("/api/v1/invoices/export", { params: { ...range, format } });
      saveFile(blob, exportFileName(range, format));
    },
  });
}
