import { type Measure, PAGE_SIZE_MAX, type Product } from "@comanda/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import type { ListPage } from "../../ui/list/useEntityList";

/** The typed calls of the products screen. */

export interface NamedRow {
  id: number;
  name: string;
}

export interface AllergenRow extends NamedRow {
  name_en: string | null;
  name_ch: string | null;
}

export interface IngredientRow extends NamedRow {
  /** Decimal euros per 1 of `unit`. */
  price: number;
  unit: Measure;
}

/**
 * Every row of a small collection the form picks from (categories, zones, modifiers…), by
 * name. A local's menu stays well under the page maximum, so one page holds them all.
 */
function useChoices<Row>(collection: string) {
  return useQuery({
    queryKey: [collection, "choices"],
    queryFn: async () =>
      (
        await api<ListPage<Row>>(`/api/v1/${collection}`, {
          filters: { ordering: "name" },
          params: { page: 1, page_size: PAGE_SIZE_MAX },
        })
      ).results,
    staleTime: 30_000,
  });
}

export const useCategoryChoices = () => useChoices<NamedRow>("categories");
export const useZoneChoices = () => useChoices<NamedRow>("zones");
export const useModifierChoices = () => useChoices<NamedRow>("modifiers");
export const useAllergenChoices = () => useChoices<AllergenRow>("allergens");
export const useIngredientChoices = () => useChoices<IngredientRow>("ingredients");

/** Creates (no id) or updates a product from its form data; the lists refresh after it. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: FormData }) =>
      id === undefined
        ? api<Product>("/api/v1/products", { body })
        : api<Product>(`/api/v1/products/${id}`, { method: "PUT", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["products"] }),
  });
}

export function useMoveToCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { pk__in: number[]; category_id: number }) =>
      api<unknown>("/api/v1/products/update_categories_all", { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["products"] }),
  });
}
