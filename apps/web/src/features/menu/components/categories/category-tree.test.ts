import type { Category } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { buildTree, filterTree, moveTo, moveWithin } from "./category-tree";

function category(id: number, name: string, order: number, parent: number | null = null): Category {
  return {
    id,
    name,
    name_es: null,
    name_en: null,
    app_text: null,
    app_text_es: null,
    app_text_en: null,
    image: null,
    order,
    parent,
    has_companion: false,
    has_aggregate: false,
    is_offer: false,
    is_available: true,
    is_active: true,
    customer_active: true,
    max_aggregates: 0,
    links: [],
    has_children: false,
    is_subcategory: parent !== null,
    subcategories: [],
  };
}

const rows = [
  category(1, "Bebidas", 2),
  category(2, "Entrantes", 1),
  category(3, "Refrescos", 1, 1),
  category(4, "Cafés", 0, 1),
];

describe("buildTree", () => {
  it("nests subcategories under their parent, each level by order", () => {
    const tree = buildTree(rows);
    expect(tree.map((node) => node.category.name)).toEqual(["Entrantes", "Bebidas"]);
    expect(tree[1]?.children.map((child) => child.name)).toEqual(["Cafés", "Refrescos"]);
  });
});

describe("filterTree", () => {
  it("keeps a parent for its matching subcategories and ignores accents", () => {
    const tree = filterTree(buildTree(rows), "cafe");
    expect(tree.map((node) => node.category.name)).toEqual(["Bebidas"]);
    expect(tree[0]?.children.map((child) => child.name)).toEqual(["Cafés"]);
  });

  it("keeps every subcategory of a matching parent", () => {
    expect(filterTree(buildTree(rows), "bebi")[0]?.children).toHaveLength(2);
  });
});

describe("moving within a level", () => {
  it("swaps with the neighbour and refuses to leave the level", () => {
    expect(moveWithin([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveWithin([1, 2, 3], 3, 1)).toBeUndefined();
  });

  it("drops a dragged row where the target was", () => {
    expect(moveTo([1, 2, 3], 3, 1)).toEqual([3, 1, 2]);
    expect(moveTo([1, 2, 3], 1, 3)).toEqual([2, 3, 1]);
  });
});
