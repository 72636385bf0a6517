import { PAGE_SIZE_MAX } from "@comanda/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/** A family as the generic `families` list returns it: a named group of categories. */
export interface Family {
  id: number;
  name: string;
  categories: number[];
}

/** What a family's category picker needs of a category. */
export interface CategoryChoice {
  id: number;
  name: string;
  parent: number | null;
}

/**
 * Every category of the local, for the picker and to name a family's categories. A menu has
 * tens of categories, not hundreds, so one page of the largest size holds them all.
 */
export function useCategoryChoices() {
  return useQuery({
    queryKey: ["categories", "choices"],
    queryFn: () =>
      api<{ results: CategoryChoice[]; total: number }>("/api/v1/categories", {
        filters: { ordering: "name" },
        params: { page: 1, page_size: PAGE_SIZE_MAX },
      }),
    select: (page) => page.results,
  });
}

/** A category's name as a person reads it: a subcategory under its parent, "Bebidas › Refrescos". */
export function categoryLabel(category: CategoryChoice, byId: ReadonlyMap<number, CategoryChoice>): string {
  const parent = category.parent === null ? undefined : byId.get(category.parent);
  return parent ? `${parent.name} › ${category.name}` : category.name;
}
