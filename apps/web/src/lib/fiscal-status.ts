import { useSyncExternalStore } from "react";

const KEY = "comanda.fiscal_off";

/** The root of every fiscal query (the config, the invoices): a realtime change marks them all stale. */
export const FISCAL_QUERY_KEY = ["fiscal"] as const;
const listeners = new Set<() => void>();

/**
 * Whether fiscal reporting was turned off on this terminal by a fiskalyError (spec §7
 * "Answer handling"). Kept in storage so a reload does not forget it; whatever turns fiscal
 * back on (the fiscal settings, a "fiscal.changed" message) calls setFiscalOff(false).
 */
export function isFiscalOff(): boolean {
  return localStorage.getItem(KEY) === "true";
}

export function setFiscalOff(off: boolean) {
  if (off) localStorage.setItem(KEY, "true");
  else localStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For screens that change with it (e.g. hide fiscal actions while it is off). */
export function useFiscalOff(): boolean {
  return useSyncExternalStore(subscribe, isFiscalOff);
}
