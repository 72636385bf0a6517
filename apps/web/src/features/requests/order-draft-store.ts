import { useState, useSyncExternalStore } from "react";
import { loadDraft, saveDraft } from "./draft-storage";
import type { KeyedDraftLine } from "./order-draft";

export const newDraftKey = () => crypto.randomUUID();

/**
 * The lines being taken on a till and the key of their send, kept outside React's state so
 * that a tap draws again only what reads the lines (the ticket), not the page and its menu.
 * One key per round: a retry after a failure is recognised by the server and the round is
 * never added twice, while any change of the round makes it a new request.
 */
export function createOrderDraft(scope?: string) {
  const stored = scope === undefined ? undefined : loadDraft(scope);
  let lines: readonly KeyedDraftLine[] = stored?.lines ?? [];
  let sendKey = stored?.sendKey ?? newDraftKey();
  const listeners = new Set<() => void>();
  const change = (next: readonly KeyedDraftLine[]) => {
    lines = next;
    sendKey = newDraftKey();
    if (scope !== undefined) saveDraft(scope, lines, sendKey);
    for (const listener of listeners) listener();
  };
  return {
    lines: () => lines,
    sendKey: () => sendKey,
    change,
    /** After a send: an empty ticket for the next round. */
    clear: () => change([]),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type OrderDraft = ReturnType<typeof createOrderDraft>;

/**
 * A till's draft of one order (`scope`, see draft-storage.ts), kept on the device until it is
 * sent or emptied; without a scope (not known yet) it lives only while the screen is open.
 */
export function useOrderDraft(scope?: string): OrderDraft {
  const [current, setCurrent] = useState(() => ({ scope, draft: createOrderDraft(scope) }));
  if (current.scope === scope) return current.draft;
  // The order became known (or changed): its own stored draft replaces the screen's.
  const next = { scope, draft: createOrderDraft(scope) };
  setCurrent(next);
  return next.draft;
}

/** The draft's lines, drawing the caller again whenever they change. */
export function useDraftLines(draft: OrderDraft): readonly KeyedDraftLine[] {
  return useSyncExternalStore(draft.subscribe, draft.lines);
}

/** Whether anything is being taken, drawing the caller again only when that flips. */
export function useHasDraft(draft: OrderDraft): boolean {
  return useSyncExternalStore(draft.subscribe, () => draft.lines().length > 0);
}

/** One line of the draft by its key, drawing the caller again only when that line changes. */
export function useDraftLine(draft: OrderDraft, key: string | undefined): KeyedDraftLine | undefined {
  return useSyncExternalStore(draft.subscribe, () =>
    key === undefined ? undefined : draft.lines().find((line) => line.key === key),
  );
}
