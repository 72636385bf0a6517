import { describe, expect, it } from "vitest";
import { listFilters, pageCount, toggleAll, toggleId } from "./list-state";

describe("listFilters", () => {
  it("sends the trimmed search, the deleted flag and the filter slot's values", () => {
    expect(listFilters({ search: "  ana ", isDeletedView: true, filters: { role_id: 3 } })).toEqual({
      role_id: 3,
      search: "ana",
      deleted: true,
    });
  });

  it("leaves out an empty search and the active view", () => {
    expect(listFilters({ search: "   ", isDeletedView: false })).toEqual({});
  });
});

describe("pageCount", () => {
  it("rounds up and never answers less than one page", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

describe("selection", () => {
  it("toggles one id", () => {
    expect([...toggleId(new Set([1, 2]), 2)]).toEqual([1]);
    expect([...toggleId(new Set([1]), 3)]).toEqual([1, 3]);
  });

  it("selects the whole page, or clears it when all of it was selected", () => {
    expect([...toggleAll(new Set([1]), [1, 2, 3])]).toEqual([1, 2, 3]);
    expect(toggleAll(new Set([1, 2, 3]), [1, 2, 3]).size).toBe(0);
    expect(toggleAll(new Set(), []).size).toBe(0);
  });
});
