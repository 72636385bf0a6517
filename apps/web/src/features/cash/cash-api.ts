import type {
  BoxListBody,
  CashMethod,
  CloseType,
  EconomicSubscriptionInput,
  ExpenseInput,
  LoyaltyFigures,
  OrderKind,
  PrintBoxReportBody,
} from "@comanda/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiBlob } from "../../lib/api-client";
import { saveFile } from "../../lib/save-file";

/** The typed calls of cash closing. Amounts are decimals, as the API speaks. */

export interface VoidedEntry {
  request_id: number;
  serial: string | null;
  kind: OrderKind;
  name?: string;
  qty?: number;
  total: number;
  at: string;
  /** Why a whole order was voided, when a reason was given. */
  reason?: string;
  /** Not a void: an order handed over with `total` still to charge, on a manager's override. */
  handed_over_unpaid?: true;
}

/** A period's figures: the open one (running totals) or a closed report. */
export interface BoxPeriod extends Record<`total_${OrderKind}` | `total_${OrderKind}_credit_card`, number> {
  /** Offers used, discount given by codes and points of the period (issue 28); null in the list. */
  loyalty?: LoyaltyFigures | null;
  period_start: string | null;
  period_end: string;
  orders_count: number;
  total_general: number;
  total_cash: number;
  total_credit_card: number;
  total_transfer: number;
  total_discounted: number;
  total_general_tips: number;
  total_tips_cash: number;
  total_tips_credit_card: number;
  iva: Array<{ iva: number; base_imp: number; total_imp: number; total: number }>;
  base_imp: number;
  total_imp: number;
  total_expenses: number;
  total_expenses_cash: number;
  total_subscriptions: number;
  total_subscriptions_cash: number;
  total_subscriptions_credit_card: number;
  initial_import: number;
  expected_cash: number;
  card_bank: number;
  no_sale_openings: number | null;
  voided: VoidedEntry[];
}

export interface OpenOrder {
  id: number;
  kind: OrderKind;
  table: number | null;
  price: number;
  created_at: string;
}

export interface CurrentBox extends BoxPeriod {
  open_orders: OpenOrder[];
}

export interface BoxReport extends BoxPeriod {
  id: number;
  serial: string;
  close_type: CloseType;
  user: number | null;
  tpv: number | null;
  cash_register: number | null;
  unbalance: number | null;
  created_at: string;
  updated_at: string;
}

export interface BoxReportList {
  results: BoxReport[];
  last: BoxReport | null;
  total: number;
  sum_cash: number;
  sum_credit_card: number;
  sum: number;
  sum_base_imp: number;
  sum_total_imp: number;
}

/** Where a print went: the queued delivery and its printer. */
export interface PrintedOn {
  id: number;
  printer: number;
  printer_name: string;
}

/** A closing answers its report and where it printed itself (null: no printer at the till). */
export type CloseBoxAnswer =
  | { confirm_required: true; open_orders: OpenOrder[] }
  | (BoxReport & { printed: PrintedOn | null });

const BOX = ["box_reports"] as const;

/** The open period as a closing now would count it; the float typed so far changes the expected cash. */
export function useCurrentBox(initialImport: number | undefined) {
  return useQuery({
    queryKey: [...BOX, "current", initialImport],
    queryFn: () =>
      api<CurrentBox>("/api/v1/box_reports/current", { params: { initial_import: initialImport } }),
  });
}

export function useBoxReports(filters: BoxListBody) {
  return useQuery({
    queryKey: [...BOX, "list", filters],
    queryFn: () => api<BoxReportList>("/api/v1/box_reports/list", { body: filters }),
  });
}

export function useBoxReport(id: number | undefined) {
  return useQuery({
    queryKey: [...BOX, "one", id],
    queryFn: () => api<BoxReport>(`/api/v1/box_reports/${id}`),
    enabled: id !== undefined,
  });
}

function useBoxChange<B, T>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api<T>(path, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: BOX }),
  });
}

export interface CloseBoxRequest {
  close_type: CloseType;
  initial_import?: number;
  cash_register?: number;
  confirm?: boolean;
}

/** close box / change shift; open orders come back first and need `confirm`. */
export const useCloseBox = () =>
  useBoxChange<CloseBoxRequest, CloseBoxAnswer>("/api/v1/box_reports/close_box");

export const useUpdateCashRegister = () =>
  useBoxChange<{ id: number; cash_register: number | null }, BoxReport>(
    "/api/v1/box_reports/update_cash_register",
  );

export function useDownloadBoxReport() {
  return useMutation({
    mutationFn: async ({ report, format }: { report: BoxReport; format: "pdf" | "xlsx" }) => {
      saveFile(
        await apiBlob(`/api/v1/box_reports/${report.id}/download`, { params: { format } }),
        `box-report-${report.serial}.${format}`,
      );
    },
  });
}

/** Queues the report on the till's printer, or on the one chosen; answers where it went. */
export function usePrintBoxReport() {
  return useMutation({
    mutationFn: (body: PrintBoxReportBody) => api<PrintedOn>("/api/v1/box_reports/print", { body }),
  });
}

export interface CashMovement {
  kind: "expense" | "subscription";
  amount: number;
  method: CashMethod;
  description: string;
}

/** An expense or another taking entered at the till; the open period counts it at once. */
export function useCreateCashMovement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, amount, method, description }: CashMovement) =>
      kind === "expense"
        ? api<unknown>("/api/v1/expenses", {
            body: { importe: amount, payed_with: method, description } satisfies ExpenseInput,
          })
        : api<unknown>("/api/v1/economic_subscriptions", {
            body: { amount, payment: method, description } satisfies EconomicSubscriptionInput,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: BOX }),
  });
}
