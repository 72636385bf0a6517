import type { Category } from "@comanda/domain";

export interface CategoryNode {
  category: Category;
  children: Category[];
}

function byOrder(a: Category, b: Category): number {
  return a.order - b.order || a.id - b.id;
}

/** The two-level tree: top-level categories with their subcategories, each level by `order`. */
export function buildTree(categories: readonly Category[]): CategoryNode[] {
  const sorted = [...categories].sort(byOrder);
  const ids = new Set(sorted.map((category) => category.id));
  // A subcategory whose parent is not in the list (deleted meanwhile) still shows, at the top.
  return sorted
    .filter((category) => category.parent === null || !ids.has(category.parent))
    .map((category) => ({
      category,
      children: sorted.filter((child) => child.parent === category.id),
    }));
}

/** Lower case without accents, so "bebida" finds "Bebidas" and "cafe" finds "Café". */
export function searchable(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function matches(category: Category, needle: string): boolean {
  return [category.name, category.name_es, category.name_en].some(
    (name) => name !== null && searchable(name).includes(needle),
  );
}

/**
 * The tree narrowed to a search: a matching category keeps all its subcategories; otherwise it
 * stays only as the parent of the subcategories that match.
 */
export function filterTree(tree: CategoryNode[], search: string): CategoryNode[] {
  const needle = searchable(search.trim());
  if (!needle) return tree;
  return tree.flatMap((node) => {
    if (matches(node.category, needle)) return [node];
    const children = node.children.filter((child) => matches(child, needle));
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** The ids of one level after moving `id` one place up (-1) or down (+1); undefined at an end. */
export function moveWithin(ids: readonly number[], id: number, step: -1 | 1): number[] | undefined {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return undefined;
  const next = [...ids];
  [next[from], next[to]] = [next[to] as number, next[from] as number];
  return next;
}

/** The ids of one level after dropping `id` where `target` is (drag and drop). */
export function moveTo(ids: readonly number[], id: number, target: number): number[] | undefined {
  const from = ids.indexOf(id);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0 || from === to) return undefined;
  const next = ids.filter((other) => other !== id);
  next.splice(to, 0, id);
  return next;
}
