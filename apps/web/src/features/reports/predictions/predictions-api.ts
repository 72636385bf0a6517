import type {
  AprioriReport,
  ForecastGranularity,
  ForecastReport,
  Holiday,
  HolidayBody,
  ProbabilityReport,
  ProductsForecastReport,
} from "@comanda/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Range } from "../reports-api";

/** predictions/*, apriori, probability (spec §7): the typed calls of the Predictions view. */
const KEY = ["reports", "predictions"] as const;

export interface Thresholds {
  min_support: number;
  min_confidence: number;
}

export function useForecast(target: "sales" | "orders", horizon: number, granularity: ForecastGranularity) {
  return useQuery({
    queryKey: [...KEY, target, horizon, granularity],
    queryFn: () =>
      api<ForecastReport>(`/api/v1/reports/predictions/${target}`, { body: { horizon, granularity } }),
    placeholderData: keepPreviousData,
  });
}

export function useProductsForecast(horizon: number) {
  return useQuery({
    queryKey: [...KEY, "products", horizon],
    queryFn: () => api<ProductsForecastReport>("/api/v1/reports/predictions/products", { body: { horizon } }),
    placeholderData: keepPreviousData,
  });
}

export function useApriori(range: Range, thresholds: Thresholds) {
  return useQuery({
    queryKey: [...KEY, "apriori", range, thresholds],
    queryFn: () => api<AprioriReport>("/api/v1/reports/apriori", { body: { ...range, ...thresholds } }),
    placeholderData: keepPreviousData,
  });
}

export function useProbability(range: Range, product: number | null) {
  return useQuery({
    queryKey: [...KEY, "probability", range, product],
    queryFn: () => api<ProbabilityReport>("/api/v1/reports/probability", { body: { ...range, product } }),
    enabled: product !== null,
  });
}

const HOLIDAYS = [...KEY, "holidays"] as const;

export function useHolidays() {
  return useQuery({
    queryKey: HOLIDAYS,
    queryFn: () => api<Holiday[]>("/api/v1/reports/predictions/holidays"),
  });
}

/** A holiday changes every forecast: they are all asked again. */
export function useHolidayChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  return {
    add: useMutation({
      mutationFn: (body: HolidayBody) =>
        api<Holiday>("/api/v1/reports/predictions/holidays", { body: { ...body } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        api<unknown>(`/api/v1/reports/predictions/holidays/${id}`, { method: "DELETE" }),
      onSuccess: refresh,
    }),
  };
}
