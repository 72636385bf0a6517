import { describe, expect, it, vi } from "vitest";
import { newDraftLine } from "./order-draft";
import { createOrderDraft } from "./order-draft-store";

const line = { ...newDraftLine({ id: 1, order: "no_group" }), key: "a" };

describe("createOrderDraft", () => {
  it("tells its readers about every change, with a new send key each time", () => {
    const draft = createOrderDraft();
    const listener = vi.fn();
    draft.subscribe(listener);
    const firstKey = draft.sendKey();
    draft.change([line]);
    expect(draft.lines()).toEqual([line]);
    expect(draft.sendKey()).not.toBe(firstKey);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("clears to an empty round with a key of its own", () => {
    const draft = createOrderDraft();
    draft.change([line]);
    const sentKey = draft.sendKey();
    draft.clear();
    expect(draft.lines()).toEqual([]);
    expect(draft.sendKey()).not.toBe(sentKey);
  });

  it("stops telling a reader that unsubscribed", () => {
    const draft = createOrderDraft();
    const listener = vi.fn();
    draft.subscribe(listener)();
    draft.change([line]);
    expect(listener).not.toHaveBeenCalled();
  });
});
