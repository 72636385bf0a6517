import { ERROR_CODES } from "@comanda/domain";
import type { ApiError } from "../api-client";

/** A call refused for a permission the user lacks, waiting for a manager's e-mail and password. */
export interface OverrideRequest {
  /** The permission a manager is asked to lend, e.g. "orders.invalidate". */
  permission: string;
  /** The refusal's own text, shown as before if nobody authorises. */
  message: string;
  /** Runs the refused call again once the permission is lent. */
  retry: () => void;
}

/**
 * The permission of a refusal that a manager may lend, if any. Reading is never lent: a
 * screen's lists load by themselves, and a dialog popping up while a page loads would be
 * answered without knowing what for. Actions are what a manager authorises.
 */
export function lendablePermission(error: ApiError): string | undefined {
  if (error.kind !== "AUTHORIZATION_ERROR" || error.code !== ERROR_CODES.forbidden) return undefined;
  const { permission } = error;
  return permission && !permission.endsWith(".view") ? permission : undefined;
}

/**
 * The manager-override requests of the app: at most one asked at a time, and the permissions
 * lent to answer it, to be taken back once the refused call has run again.
 */
export function createOverrideStore() {
  let pending: OverrideRequest | undefined;
  // Lent while one action is being authorised; an action may need a second permission after
  // the first (a discount on an order the waiter may not change), so they go back together.
  const lent = new Set<string>();
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const takeLent = () => {
    const permissions = [...lent];
    lent.clear();
    return permissions;
  };

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    current: (): OverrideRequest | undefined => pending,

    /**
     * Asks for a manager unless another permission is being asked for already (that refusal
     * is then reported as before). One refusal arrives twice, from the query client and then
     * from its screen: the screen's retry is kept, since it also runs what the screen does
     * after success (a message, going back to the tables).
     */
    ask(permission: string, message: string, retry: (() => void) | undefined): boolean {
      if (pending && pending.permission !== permission) return false;
      const again = retry ?? pending?.retry;
      if (!again) return false;
      pending = { permission, message, retry: again };
      changed();
      return true;
    },

    /** The manager lent the permission: the request is answered; its call is to run again. */
    granted(): OverrideRequest | undefined {
      const answered = pending;
      if (answered) lent.add(answered.permission);
      pending = undefined;
      changed();
      return answered;
    },

    /** Nobody authorises: the refusal stands, and whatever was lent for it is taken back. */
    cancelled(): { request: OverrideRequest | undefined; toRemove: string[] } {
      const request = pending;
      pending = undefined;
      changed();
      return { request, toRemove: takeLent() };
    },

    /**
     * The calls run again have settled: what was lent goes back, unless one of them was refused
     * for another permission and a manager is being asked for it (then both go back after it).
     */
    settled(): string[] {
      return pending ? [] : takeLent();
    },
  };
}
export type OverrideStore = ReturnType<typeof createOverrideStore>;

/** The app's one store: handleApiError asks through it and the dialog mounted in the shell answers. */
export const overrides = createOverrideStore();
