/** The order this phone follows, so a reload or a second look at the menu keeps its status. */
const STORAGE_KEY = "comanda.carta.order";

/** The followed order's token; a kiosk follows none across guests. */
export function followedOrder(kiosk: boolean): string | undefined {
  if (kiosk) return undefined;
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function followOrder(token: string | undefined, kiosk: boolean) {
  if (kiosk) return;
  try {
    if (token) sessionStorage.setItem(STORAGE_KEY, token);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private browsing): the order is followed until the page is closed.
  }
}
