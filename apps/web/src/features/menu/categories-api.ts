import {
  type Category,
  type CategoryLink,
  type CategoryReorder,
  type ListQuery,
  PAGE_SIZE_MAX,
} from "@comanda/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { bodyWithImage } from "../../lib/form-body";
import type { ListPage } from "../../ui/list/useEntityList";

const CATEGORIES = "categories";
/** The key of the whole tree; the generic list's keys start with the same collection name. */
export const categoryTreeKey = [CATEGORIES, "tree"] as const;

/** Every page of a generic list: the tree and the move-products step need all rows, not one page. */
async function fetchAll<Row>(collection: string, filters: ListQuery): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api<ListPage<Row>>(`/api/v1/${collection}`, {
      filters,
      params: { page, page_size: PAGE_SIZE_MAX },
    });
    rows.push(...answer.results);
    if (answer.results.length === 0 || rows.length >= answer.total) return rows;
  }
}

/** All live categories, in the menu's order (the tree is built from them on screen). */
export function useCategoryTree() {
  return useQuery({
    queryKey: categoryTreeKey,
    queryFn: () => fetchAll<Category>(CATEGORIES, { ordering: "order" }),
  });
}

/** What the form sends besides the image: the category's own fields. */
export interface CategoryPayload {
  name: string;
  name_es: string;
  name_en: string;
  parent: number | null;
  is_active: boolean;
  is_available: boolean;
  customer_active: boolean;
  is_offer: boolean;
  has_companion: boolean;
  has_aggregate: boolean;
  max_aggregates: number;
  app_text: string;
  links: CategoryLink[];
}

export interface SaveCategory {
  id?: number;
  payload: CategoryPayload;
  /** A new image to upload; when set the save goes as form data. */
  imageFile: File | null;
  /** The stored image was removed in the form. */
  isImageCleared: boolean;
}

function useRefreshCategories() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [CATEGORIES] });
}

export function useSaveCategory() {
  const refresh = useRefreshCategories();
  return useMutation({
    mutationFn: (save: SaveCategory) =>
      api<Category>(save.id === undefined ? `/api/v1/${CATEGORIES}` : `/api/v1/${CATEGORIES}/${save.id}`, {
        method: save.id === undefined ? "POST" : "PUT",
        body: bodyWithImage({ ...save.payload }, { file: save.imageFile, isCleared: save.isImageCleared }),
      }),
    onSuccess: refresh,
  });
}

export function useReorderCategories() {
  const queryClient = useQueryClient();
  const refresh = useRefreshCategories();
  return useMutation({
    mutationFn: (reorder: CategoryReorder) =>
      api<CategoryReorder>(`/api/v1/${CATEGORIES}/reorder`, { body: reorder }),
    // Shown at once so a finger can press "move up" again without waiting for the server.
    onMutate: ({ ids }) => {
      queryClient.setQueryData<Category[]>(categoryTreeKey, (rows) =>
        rows?.map((row) => (ids.includes(row.id) ? { ...row, order: ids.indexOf(row.id) } : row)),
      );
    },
    onSettled: refresh,
  });
}

export function useDeleteCategory() {
  const refresh = useRefreshCategories();
  return useMutation({
    mutationFn: (id: number) => api<unknown>(`/api/v1/${CATEGORIES}/${id}`, { method: "DELETE" }),
    // A category that still has products opens the move-products step instead of a toast.
    meta: { handlesErrors: true },
    onSuccess: refresh,
  });
}

/** How many live products a category holds (the list's total, one row fetched). */
export function useProductCount(categoryId: number | null) {
  return useQuery({
    queryKey: ["products", "count", categoryId],
    queryFn: () =>
      api<ListPage<{ id: number }>>("/api/v1/products", {
        filters: { category: categoryId ?? 0 },
        params: { page: 1, page_size: 1 },
      }).then((page) => page.total),
    enabled: categoryId !== null,
  });
}

/** Largest batch `update_categories_all` takes (moveToCategorySchema). */
const MOVE_BATCH = 5000;

/** Moves every product of one category to another, then the category can be deleted. */
export function useMoveProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ from, to }: { from: number; to: number }) => {
      const products = await fetchAll<{ id: number }>("products", { category: from });
      const ids = products.map((product) => product.id);
      for (let start = 0; start < ids.length; start += MOVE_BATCH) {
        await api<{ updated: number }>("/api/v1/products/update_categories_all", {
          body: { pk__in: ids.slice(start, start + MOVE_BATCH), category_id: to },
        });
      }
      return ids.length;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["products"] }),
  });
}
