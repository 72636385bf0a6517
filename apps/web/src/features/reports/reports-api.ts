import type {
  DownloadFormat,
  InformationDimension,
  Measure,
  MenuQuadrant,
  OrderHistoryFilters,
  OrderKind,
  OrderStatus,
  StockReport,
} from "@comanda/domain";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api, apiBlob } from "../../lib/api-client";
import { saveFile } from "../../lib/save-file";

/** The typed report calls (spec §7 Reports). Amounts are decimals, as the API speaks. */

export interface Range {
  date_from: string;
  date_to: string;
}

export interface SalesTotals {
  sales: number;
  orders: number;
  covers: number;
  average_ticket: number;
  tips: number;
  discounts: number;
  invitations: number;
}

export interface DashboardSales {
  compared: { date_from: string; date_to: string };
  current: SalesTotals;
  previous: SalesTotals;
  by_channel: Array<{ kind: OrderKind; total: number; orders: number }>;
  by_payment_method: Array<{ method: string; total: number; payments: number }>;
}

export interface HourlyBilling {
  by_hour: Array<{ hour: number; total: number; orders: number }>;
  by_weekday: Array<{ weekday: number; total: number; orders: number }>;
}

export interface ProductFigure {
  product_id: number | null;
  name: string;
  qty: number;
  total: number;
}

export interface Widgets {
  top_products: ProductFigure[];
  bottom_products: ProductFigure[];
  open_tables: number;
  open_orders: number;
  open_total: number;
}

export interface ProductsReport {
  results: Array<{
    product_id: number | null;
    name: string;
    category: string | null;
    frequency: number;
    orders: number;
    price: number;
  }>;
  total: number;
  sum: number;
}

export interface OrderRow {
  id: number;
  serial: string | null;
  kind: OrderKind;
  status: OrderStatus;
  table: number | null;
  table_name: string | null;
  worker_name: string | null;
  client_name: string | null;
  created_at: string;
  closed_at: string | null;
  total: number;
  paid: number;
  tip: number;
}

export interface OrderHistory extends OrderRow {
  lines: Array<{ id: number; name: string; qty: number; importe: number; deleted_at: string | null }>;
  payments: Array<{
    id: number;
    amount: number;
    method: string;
    created_at: string;
    restored_at: string | null;
  }>;
  events: Array<{ id: number; action: string; user_name: string | null; created_at: string }>;
}

export interface RedFlagRow {
  user: number;
  name: string;
  voids: number;
  voids_total: number;
  lines_removed: number;
  lines_removed_total: number;
  discounts: number;
  discounts_total: number;
  invitations: number;
  invitations_total: number;
  no_sale: number;
}

export interface ExpensesReport {
  results: Array<{
    id: number;
    serial: string;
    importe: number;
    payed_with: string;
    description: string;
    status: string;
    user_name: string | null;
    created_at: string;
  }>;
  sum: number;
  sum_payed: number;
  sum_pending: number;
}

export interface SubscriptionsReport {
  results: Array<{
    id: number;
    serial: string;
    amount: number;
    payment: string;
    description: string;
    created_at: string;
  }>;
  sum: number;
}

/**
 * Where the stock module is bought, `source` is "stock" and each of `products` is an ingredient
 * the sales took out of stock (in its `unit`, `total` at cost); elsewhere it is "sales" and they
 * are the products sold.
 */
export interface ConsumptionsReport {
  source: "stock" | "sales";
  products: Array<{
    product_id?: number | null;
    ingredient_id?: number;
    name: string;
    category: string | null;
    unit?: Measure;
    qty: number;
    total: number;
  }>;
  categories: Array<{ category_id: number | null; name: string | null; qty: number; total: number }>;
  sum: number;
}

export interface DashboardExpenses {
  expenses: number;
  expenses_payed: number;
  expenses_pending: number;
  subscriptions: number;
}

export interface InformationReport {
  results: Array<{ key: string; name: string; count: number; qty: number | null; total: number }>;
  total: number;
  sum: number;
}

export interface HistoryFilters {
  kind?: OrderKind;
  status?: OrderStatus;
  product?: number;
  table?: number;
  worker?: number;
  client?: number;
  page: number;
}

export interface MenuEngineeringRow {
  product_id: number;
  name: string;
  units: number;
  share: number;
  price_net: number;
  cost: number;
  margin: number;
  total_margin: number;
  markup: number | null;
  below_recommended: boolean;
  has_recipe: boolean;
  quadrant: MenuQuadrant | null;
}

export interface MenuEngineeringReport {
  results: MenuEngineeringRow[];
  units: number;
  popularity_threshold: number | null;
  margin_threshold: number | null;
  total_margin: number;
}

const KEY = ["reports"] as const;

function usePost<T>(path: string, body: object, enabled = true) {
  return useQuery({
    queryKey: [...KEY, path, body],
    queryFn: () => api<T>(`/api/v1/reports/${path}`, { body }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const useDashboardSales = (range: Range, compareTo: "previous_period" | "previous_week") =>
  usePost<DashboardSales>("dashboard/sales", { ...range, compare_to: compareTo });
export const useHourlyBilling = (range: Range) => usePost<HourlyBilling>("hourly_billing", range);
export const useWidgets = (range: Range) => usePost<Widgets>("widgets", range);
export const useDashboardExpenses = (range: Range) => usePost<DashboardExpenses>("expenses", range);
export const useProductsReport = (range: Range) =>
  usePost<ProductsReport>("sales/products_report", { ...range, page_size: 500 });
export const useRedFlags = (range: Range) => usePost<{ results: RedFlagRow[] }>("sales/red_flags", range);
export const useRequestsHistories = (range: Range, filters: HistoryFilters) =>
  usePost<{ results: OrderRow[]; total: number; sum: number }>("sales/requests_histories", {
    ...range,
    ...filters,
    page_size: 50,
  });
export const useExpensesReport = (range: Range) => usePost<ExpensesReport>("expenses_report", range);
export const useSubscriptionsReport = (range: Range) =>
  usePost<SubscriptionsReport>("economic_subscriptions_report", range);
export const useConsumptionsReport = (range: Range) =>
  usePost<ConsumptionsReport>("consumptions_report", range);
/** The stock report (reports.view, behind the stock module): what moved in the warehouses. */
export const useStockReport = (range: Range, warehouse: string | undefined) =>
  usePost<StockReport>("stock", { ...range, warehouse_uuid: warehouse });
export const useMenuEngineering = (range: Range, category: number | undefined) =>
  usePost<MenuEngineeringReport>("menu_engineering", { ...range, category });

export function useOrderHistory(id: number | null) {
  return useQuery({
    queryKey: [...KEY, "history", id],
    queryFn: () => api<OrderHistory>(`/api/v1/reports/sales/requests_histories/${id}`),
    enabled: id !== null,
  });
}

export function useInformation(dimension: InformationDimension, range: Range) {
  return useQuery({
    queryKey: [...KEY, "informations", dimension, range],
    queryFn: () =>
      api<InformationReport>(`/api/v1/reports/informations/${dimension}`, { params: { ...range } }),
    placeholderData: keepPreviousData,
  });
}

/** How far a download has gone: the server still writing the file, or its bytes arriving. */
export type DownloadProgress =
  | { phase: "preparing" }
  | { phase: "receiving"; received: number; total: number | null };

export interface DownloadRequest {
  /** Under /api/v1/reports, e.g. `download_sales/products_report` or `download_dashboard`. */
  path: string;
  /** The saved file's name before its dates and extension. */
  name: string;
  /** The range, and what else the report's file takes (the order list's filters, a category…). */
  params: Range & OrderHistoryFilters & { compare_to?: string; category?: number };
  format: DownloadFormat;
}

/** download_sales/*, download_expenses/*, download_informations/* and the others: the file, saved by the browser. */
export function useDownload() {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ path, name, params, format }: DownloadRequest) => {
      setProgress({ phase: "preparing" });
      try {
        const blob = await apiBlob(
          `/api/v1/reports/${path}`,
          { params: { ...params, format } },
          (received, total) => setProgress({ phase: "receiving", received, total }),
        );
        saveFile(blob, `${name}-${params.date_from}-${params.date_to}.${format}`);
      } finally {
        setProgress(null);
      }
    },
  });
  return { ...mutation, progress };
}

/** Reprints an order's ticket on the till's printer. */
export function useReprintTicket() {
  return useMutation({
    mutationFn: (id: number) => api<unknown>("/api/v1/requests/print", { body: { id, kind: "ticket" } }),
  });
}
