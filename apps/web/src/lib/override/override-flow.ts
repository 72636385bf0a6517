import type { QueryClient } from "@tanstack/react-query";
import { api } from "../api-client";
import type { OverrideRequest, OverrideStore } from "./override-store";

/**
 * Resolves once no query is being read and no mutation is running. A refused call is run again
 * through the screen's own retry, which answers nothing: what it started is in these caches.
 */
export function callsSettled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe: Array<() => void> = [];
    const check = () => {
      if (client.isFetching() > 0 || client.isMutating() > 0) return;
      for (const stop of unsubscribe.splice(0)) stop();
      // A screen's follow-up of a settled call (`.then` of mutateAsync) runs in a microtask: a
      // refusal it reports reaches the store before the store is asked what to take back.
      setTimeout(resolve, 0);
    };
    unsubscribe.push(client.getQueryCache().subscribe(check), client.getMutationCache().subscribe(check));
    check();
  });
}

/** Ends this session's loan of each permission at once instead of at the server's 2 minutes. */
export function takeBack(permissions: readonly string[]): Promise<unknown> {
  return Promise.all(
    permissions.map((action) =>
      // Lost to the network, the loan still ends by itself shortly: not worth a message.
      api<null>("/api/v1/auth/remove_user_auth", { body: { action } }).catch(() => undefined),
    ),
  );
}

export interface OverrideFlow {
  store: OverrideStore;
  settled: () => Promise<void>;
  takeBack: (permissions: readonly string[]) => Promise<unknown>;
}

/**
 * The manager lent the permission: the refused call runs again, and once what it started has
 * settled the loan is taken back, so it covers that one action and not the next one.
 */
export async function runAuthorised({ store, settled, takeBack }: OverrideFlow): Promise<void> {
  const request = store.granted();
  if (!request) return;
  request.retry();
  await settled();
  await takeBack(store.settled());
}

/** Nobody authorises: what was lent goes back and the refusal is reported as without the dialog. */
export function cancelOverride(
  { store, takeBack }: Pick<OverrideFlow, "store" | "takeBack">,
  report: (request: OverrideRequest) => void,
): Promise<unknown> {
  const { request, toRemove } = store.cancelled();
  if (request) report(request);
  return takeBack(toRemove);
}
