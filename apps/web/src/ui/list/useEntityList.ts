import { type ListQuery, PAGE_SIZE_DEFAULT } from "@comanda/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api } from "../../lib/api-client";
import { listFilters, pageCount } from "./list-state";

export interface ListPage<Row> {
  results: Row[];
  total: number;
}

export interface EntityListOptions<Row> {
  /** The generic entity's collection: `/api/v1/<collection>`, and the first part of its query keys. */
  collection: string;
  /** Where the collection is served when not at `/api/v1/<collection>`, e.g. `/api/v2/tables`. */
  basePath?: string;
  /** The body `restore` needs: the entity's unique field, e.g. `{ email }`. */
  restoreBody: (row: Row) => Record<string, string | number>;
  /** Values of the list's filter slot. */
  filters?: ListQuery;
  pageSize?: number;
}

/**
 * State and calls of a generic entity list: search, filters, pages, the deleted view,
 * selection, batch delete and restore. Failed calls reach the app-wide error handling.
 */
export function useEntityList<Row extends { id: number }>(options: EntityListOptions<Row>) {
  const { collection, restoreBody, filters: slotFilters, pageSize = PAGE_SIZE_DEFAULT } = options;
  const basePath = options.basePath ?? `/api/v1/${collection}`;
  const queryClient = useQueryClient();
  /** What the search box settled on: it debounces typing itself (ui/list/SearchBox). */
  const [search, setSearch] = useState("");
  const [isDeletedView, setDeletedView] = useState(false);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const filters = listFilters({ search, isDeletedView, filters: slotFilters });
  const filtersKey = JSON.stringify(filters);

  // A new search, filter or view starts on its first page with nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the filters' content
  useEffect(() => {
    setPage(1);
    setSelected(new Set());
  }, [filtersKey]);

  const query = useQuery({
    queryKey: [collection, "list", filters, page, pageSize],
    queryFn: () => api<ListPage<Row>>(basePath, { filters, params: { page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });

  const pages = pageCount(query.data?.total ?? 0, pageSize);
  // After a delete the last page can be gone; show the new last one rather than an empty page.
  useEffect(() => {
    if (query.data && page > pages) setPage(pages);
  }, [query.data, page, pages]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: [collection] });

  const deleteSelected = useMutation({
    mutationFn: (ids: number[]) =>
      api<{ deleted: number }>(`${basePath}/delete_all`, { body: { pk__in: ids } }),
    onSuccess: async () => {
      setSelected(new Set());
      await refresh();
    },
  });

  const restore = useMutation({
    mutationFn: (row: Row) => api<Row>(`${basePath}/restore`, { body: restoreBody(row) }),
    onSuccess: refresh,
  });

  return {
    setSearch,
    isDeletedView,
    setDeletedView,
    page,
    setPage: (next: number) => {
      setPage(next);
      setSelected(new Set());
    },
    pages,
    selected,
    setSelected,
    query,
    deleteSelected,
    restore,
    /** The search the shown rows answer. */
    searchedFor: search.trim(),
  };
}

export type EntityList<Row extends { id: number }> = ReturnType<typeof useEntityList<Row>>;
