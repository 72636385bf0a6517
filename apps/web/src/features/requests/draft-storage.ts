import { PRODUCT_ORDER_GROUPS } from "@comanda/domain";
import { readSession } from "../../lib/session";
import type { KeyedDraftLine } from "./order-draft";

/**
 * Unsent lines kept on the device, so going back to the tables, a reload or a crash of the
 * browser loses nothing. Per local (two locals on one device never mix) and per order: a
 * table's (`table:<id>`, the same whether it is being opened or already has a command), a
 * bar, pickup or delivery order's (`order:<id>`), and the new order of each kind
 * (`new:barra`, `new:recoger`, `new:domicilio`).
 */
const PREFIX = "comanda.draft.";
/** A draft left this long belongs to a past service: it is dropped rather than offered to new guests. */
export const DRAFT_MAX_AGE_MS = 12 * 60 * 60 * 1000;

export interface StoredDraft {
  lines: KeyedDraftLine[];
  /** Kept with the lines: a send whose answer was lost is recognised when retried after a reload. */
  sendKey: string;
  savedAt: number;
}

export const tableDraftScope = (tableId: number) => `table:${tableId}`;
export const orderDraftScope = (orderId: number) => `order:${orderId}`;
export const newOrderDraftScope = (kind: "barra" | "recoger" | "domicilio") => `new:${kind}`;

function storageKey(scope: string, localId = readSession()?.local_id): string | undefined {
  return localId === undefined ? undefined : `${PREFIX}${localId}.${scope}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function isDraftLine(value: unknown): value is KeyedDraftLine {
  return (
    isRecord(value) &&
    typeof value.key === "string" &&
    typeof value.product === "number" &&
    typeof value.qty === "number" &&
    value.qty > 0 &&
    typeof value.details === "string" &&
    typeof value.discount === "number" &&
    Array.isArray(value.modifiers) &&
    (PRODUCT_ORDER_GROUPS as readonly unknown[]).includes(value.order)
  );
}

/** A stored draft as written by `saveDraft`, or nothing for junk, an empty or a stale one. */
export function parseStoredDraft(raw: string | null, now: number): StoredDraft | undefined {
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || typeof value.sendKey !== "string" || typeof value.savedAt !== "number")
    return undefined;
  if (now - value.savedAt > DRAFT_MAX_AGE_MS || !Array.isArray(value.lines)) return undefined;
  const lines = value.lines.filter(isDraftLine);
  return lines.length > 0 ? { lines, sendKey: value.sendKey, savedAt: value.savedAt } : undefined;
}

export function loadDraft(scope: string): StoredDraft | undefined {
  const key = storageKey(scope);
  if (!key) return undefined;
  try {
    return parseStoredDraft(localStorage.getItem(key), Date.now());
  } catch {
    return undefined;
  }
}

/** Writes the draft, or forgets it once empty (sent or emptied by hand). */
export function saveDraft(scope: string, lines: readonly KeyedDraftLine[], sendKey: string) {
  const key = storageKey(scope);
  if (!key) return;
  try {
    if (lines.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify({ lines, sendKey, savedAt: Date.now() }));
  } catch {
    // A full or blocked storage keeps the draft on screen only, as before.
  }
}

/** The tables of this local with unsent lines on this device, for the tables screen to mark. */
export function tablesWithDraft(now = Date.now()): Set<number> {
  const prefix = storageKey("table:");
  const tables = new Set<number>();
  if (!prefix) return tables;
  try {
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index);
      if (!key?.startsWith(prefix)) continue;
      const id = Number(key.slice(prefix.length));
      if (Number.isInteger(id) && parseStoredDraft(localStorage.getItem(key), now)) tables.add(id);
    }
  } catch {
    // No storage: no marks.
  }
  return tables;
}
