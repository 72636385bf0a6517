import {
  type CostMarginRow,
  type Measure,
  PAGE_SIZE_MAX,
  type Provider,
  type PurchaseLineInput,
  type PurchaseStatus,
  type StockCountInput,
  type StockItemType,
  type Warehouse,
} from "@comanda/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

export type { Provider, Warehouse };

/** A purchase or a purchase order as the generic list returns it. */
export interface PurchaseRow {
  id: number;
  uuid: string;
  serial: string;
  status: string;
  date: string;
  provider_uuid: string;
  stock_uuid?: string;
  iva: number;
  total_price: number;
  payment_type?: string | null;
  products: Array<PurchaseLineInput & { qty: number; iva: number }>;
  purchase_id?: number | null;
  emailed_at?: string | null;
}

export interface StockLevel {
  item_type: StockItemType;
  id: number;
  name: string;
  unit: Measure;
  qty: number;
  min_stock: number;
  price: number;
  below_min: boolean;
  value: number;
}

export interface StockMovement {
  id: number;
  created_at: string;
  reason: "sale" | "purchase" | "count";
  item_type: StockItemType;
  item_id: number;
  name: string;
  unit: Measure;
  qty: number;
  cost: number;
  request_id: number | null;
  purchase_id: number | null;
  count_id: number | null;
  warehouse: string;
}

export interface VarianceRow {
  id: number;
  name: string;
  unit: Measure;
  theoretical: number;
  actual: number;
  variance: number;
  theoretical_cost: number;
  actual_cost: number;
  variance_cost: number;
}

interface Page<Row> {
  results: Row[];
  total: number;
}

const all = { page: 1, page_size: PAGE_SIZE_MAX };

/** Every warehouse of the local (a handful), for pickers and the settings tab. */
export function useWarehouses() {
  return useQuery({
    queryKey: ["warehouses", "choices"],
    queryFn: () => api<Page<Warehouse>>("/api/v1/warehouses", { filters: { ordering: "name" }, params: all }),
    select: (page) => page.results,
  });
}

export function useProviders() {
  return useQuery({
    queryKey: ["providers", "choices"],
    queryFn: () => api<Page<Provider>>("/api/v1/providers", { filters: { ordering: "name" }, params: all }),
    select: (page) => page.results,
  });
}

/** Ingredients or products a purchase line or a count can name. */
export function useStockItems(type: StockItemType) {
  return useQuery({
    queryKey: [type === "ingredient" ? "ingredients" : "products", "stock-choices"],
    queryFn: () =>
      api<Page<{ id: number; name: string; unit: Measure }>>(
        type === "ingredient" ? "/api/v1/ingredients" : "/api/v1/products",
        { filters: { ordering: "name" }, params: all },
      ),
    select: (page) => page.results,
  });
}

export function useStockLevels(
  type: StockItemType,
  filter: { warehouse_uuid?: string; search?: string; below_min?: boolean },
) {
  const filters = Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== ""),
  );
  return useQuery({
    queryKey: ["stock", "levels", type, filters],
    queryFn: () =>
      api<Page<StockLevel>>(
        type === "ingredient" ? "/api/v1/stock/filter_q" : "/api/v1/stock_product/filter_q",
        {
          filters,
          params: all,
        },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useStockMovements(filter: { warehouse_uuid?: string; reason?: string }, page: number) {
  const filters = Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== ""),
  );
  return useQuery({
    queryKey: ["stock", "movements", filters, page],
    queryFn: () =>
      api<Page<StockMovement>>("/api/v1/stock_movements", { filters, params: { page, page_size: 50 } }),
    placeholderData: keepPreviousData,
  });
}

export function useVariance(range: { from: string; to: string; warehouse_uuid?: string } | undefined) {
  return useQuery({
    queryKey: ["stock", "variance", range],
    queryFn: () =>
      api<Page<VarianceRow>>("/api/v1/stock/variance", {
        params: { from: range!.from, to: range!.to, warehouse_uuid: range!.warehouse_uuid },
      }),
    enabled: range !== undefined,
  });
}

/** After anything that moves stock, every stock figure on screen is read again. */
function useStockRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ["stock"] }),
      queryClient.invalidateQueries({ queryKey: ["purchases"] }),
      queryClient.invalidateQueries({ queryKey: ["purchase_orders"] }),
      queryClient.invalidateQueries({ queryKey: ["ingredients"] }),
    ]);
  };
}

export function useChangePurchaseStatus() {
  const refresh = useStockRefresh();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: PurchaseStatus }) =>
      api<PurchaseRow>(`/api/v1/purchases/${id}`, { method: "PATCH", body: { status } }),
    onSuccess: refresh,
  });
}

export function useConvertPurchaseOrder() {
  const refresh = useStockRefresh();
  return useMutation({
    mutationFn: ({ id, stock_uuid }: { id: number; stock_uuid?: string }) =>
      api<{ purchase: PurchaseRow }>(`/api/v1/purchase_orders/${id}`, {
        method: "PATCH",
        body: { status: "converted", ...(stock_uuid ? { stock_uuid } : {}) },
      }),
    onSuccess: refresh,
  });
}

export function useEmailPurchaseOrder() {
  const refresh = useStockRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ to: string }>("/api/v1/bars_stocks/stock_purchase_orders_email", { body: { id } }),
    meta: { handlesErrors: false },
    onSuccess: refresh,
  });
}

export function useCountStock() {
  const refresh = useStockRefresh();
  return useMutation({
    mutationFn: (body: StockCountInput) => api<{ id: number }>("/api/v1/stock_counts", { body }),
    meta: { handlesErrors: true },
    onSuccess: refresh,
  });
}

export function useSuggestPurchaseOrders() {
  const refresh = useStockRefresh();
  return useMutation({
    mutationFn: () =>
      api<{ created: PurchaseRow[]; without_provider: string[] }>("/api/v1/purchase_orders/suggest", {
        body: {},
      }),
    onSuccess: refresh,
  });
}

/** The cost margins report: each product's recipe cost at today's prices against its price. */
export function useCostMargins(filter: { search?: string; below?: boolean }) {
  const params = {
    ...(filter.search ? { search: filter.search } : {}),
    ...(filter.below ? { below: "true" } : {}),
  };
  return useQuery({
    queryKey: ["stock", "cost_margins", params],
    queryFn: () => api<{ results: CostMarginRow[]; total: number }>("/api/v1/stock/cost_margins", { params }),
    placeholderData: keepPreviousData,
  });
}

/** A till and the warehouse its sales take from; null takes from the stock settings' one. */
export interface TillWarehouse {
  tpv: number;
  name: string;
  warehouse_uuid: string | null;
}

const TILL_WAREHOUSES = ["stock", "till_warehouses"];

export function useTillWarehouses(enabled = true) {
  return useQuery({
    queryKey: TILL_WAREHOUSES,
    queryFn: () => api<{ results: TillWarehouse[] }>("/api/v1/stock/till_warehouses"),
    enabled,
  });
}

export function useSetTillWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tpv, warehouse_uuid }: Pick<TillWarehouse, "tpv" | "warehouse_uuid">) =>
      api<Pick<TillWarehouse, "tpv" | "warehouse_uuid">>(`/api/v1/stock/till_warehouses/${tpv}`, {
        method: "PUT",
        body: { warehouse_uuid },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TILL_WAREHOUSES }),
  });
}
