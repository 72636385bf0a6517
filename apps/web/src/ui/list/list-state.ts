import type { ListQuery } from "@comanda/domain";

/** The `q` filters of a list: the filter slot's values, the search text and the deleted view. */
export function listFilters(input: {
  search: string;
  isDeletedView: boolean;
  filters?: ListQuery;
}): ListQuery {
  const filters: ListQuery = { ...input.filters };
  const search = input.search.trim();
  if (search) filters.search = search;
  if (input.isDeletedView) filters.deleted = true;
  return filters;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Adds the id when absent, removes it when present. */
export function toggleId(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The page's "select all": selects every row of the page, or clears them when all were selected. */
export function toggleAll(selected: ReadonlySet<number>, pageIds: readonly number[]): Set<number> {
  const isAllSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  return isAllSelected ? new Set() : new Set(pageIds);
}
