import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  DRAFT_MAX_AGE_MS,
  loadDraft,
  parseStoredDraft,
  saveDraft,
  tableDraftScope,
  tablesWithDraft,
} from "./draft-storage";
import { newDraftLine } from "./order-draft";
import { createOrderDraft } from "./order-draft-store";

const session = vi.hoisted(() => ({ local_id: 7 as number | undefined }));
vi.mock("../../lib/session", () => ({
  readSession: () => (session.local_id === undefined ? undefined : { local_id: session.local_id }),
}));

/** The browser's storage, as far as the drafts use it. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

const line = { ...newDraftLine({ id: 3, order: "first_plate" }), key: "a" };

beforeEach(() => {
  session.local_id = 7;
  vi.stubGlobal("localStorage", memoryStorage());
});

describe("a draft kept on the device", () => {
  it("comes back with its lines and its send key, so a retry after a reload is the same request", () => {
    const draft = createOrderDraft(tableDraftScope(4));
    draft.change([line]);
    const again = createOrderDraft(tableDraftScope(4));
    expect(again.lines()).toEqual([line]);
    expect(again.sendKey()).toBe(draft.sendKey());
  });

  it("is forgotten once sent (cleared), and another table's or local's draft is not this one", () => {
    const draft = createOrderDraft(tableDraftScope(4));
    draft.change([line]);
    expect(createOrderDraft(tableDraftScope(5)).lines()).toEqual([]);
    session.local_id = 8;
    expect(createOrderDraft(tableDraftScope(4)).lines()).toEqual([]);
    session.local_id = 7;
    draft.clear();
    expect(loadDraft(tableDraftScope(4))).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it("lists the tables with unsent lines of this local only", () => {
    saveDraft(tableDraftScope(4), [line], "k1");
    saveDraft(tableDraftScope(9), [line], "k2");
    saveDraft("order:12", [line], "k3");
    session.local_id = 8;
    saveDraft(tableDraftScope(5), [line], "k4");
    session.local_id = 7;
    expect([...tablesWithDraft()].sort()).toEqual([4, 9]);
  });

  it("is not kept without a session or without a scope", () => {
    session.local_id = undefined;
    createOrderDraft(tableDraftScope(4)).change([line]);
    createOrderDraft().change([line]);
    expect(localStorage.length).toBe(0);
  });
});

describe("parseStoredDraft", () => {
  const now = 1_000_000_000;
  const stored = (value: unknown) => JSON.stringify(value);

  it("reads what was saved", () => {
    expect(parseStoredDraft(stored({ lines: [line], sendKey: "k", savedAt: now - 1000 }), now)).toEqual({
      lines: [line],
      sendKey: "k",
      savedAt: now - 1000,
    });
  });

  it("drops a draft of a past service", () => {
    expect(
      parseStoredDraft(stored({ lines: [line], sendKey: "k", savedAt: now - DRAFT_MAX_AGE_MS - 1 }), now),
    ).toBeUndefined();
  });

  it.each([
    ["not JSON", "{"],
    ["no send key", stored({ lines: [line], savedAt: now })],
    ["lines not a list", stored({ lines: {}, sendKey: "k", savedAt: now })],
    [
      "only broken lines",
      stored({
        lines: [
          { ...line, qty: 0 },
          { ...line, order: "x" },
        ],
        sendKey: "k",
        savedAt: now,
      }),
    ],
  ])("refuses junk: %s", (_, raw) => {
    expect(parseStoredDraft(raw, now)).toBeUndefined();
  });
});
