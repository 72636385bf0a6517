import { notifications } from "@mantine/notifications";
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";
import { handleApiError, type Navigate } from "./api-errors";
import { i18n } from "./i18n";
import { notify } from "./notify";

/** What a query or mutation may say about itself (`meta` of useQuery / useMutation). */
export interface CallMeta extends Record<string, unknown> {
  /**
   * The screen shows this call's failures itself (e.g. a form putting the server's messages
   * on its fields), so the app-wide toast or redirect is skipped.
   */
  handlesErrors?: boolean;
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/**
 * A read is tried a second time only when the failure may pass (no answer, a server error):
 * a refusal or a validation error would only come back, one second later.
 */
export function shouldRetryQuery(failures: number, error: unknown): boolean {
  return (
    failures < 1 &&
    error instanceof ApiError &&
    (error.kind === "NETWORK_ERROR" || error.kind === "SERVER_ERROR")
  );
}

/**
 * The app's query client: every failed query and mutation goes through handleApiError once,
 * unless its meta opts out, and a call lost to the network can be retried from the toast.
 */
export function createQueryClient(navigate: Navigate): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: { queries: { retry: shouldRetryQuery, refetchOnWindowFocus: false } },
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.handlesErrors) return;
        handleApiError(error, navigate, {
          retry: () => void client.refetchQueries({ queryKey: query.queryKey, exact: true }),
        });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, variables, _result, mutation) => {
        if (mutation.meta?.handlesErrors) return;
        handleApiError(error, navigate, {
          // A failure of the retry is handled here again, so its promise has nothing left to say.
          retry: () => void mutation.execute(variables).catch(() => undefined),
        });
      },
    }),
  });
  sayWhenPausedOffline(client);
  return client;
}

const OFFLINE_TOAST = "mutation-paused-offline";

/**
 * A change made with the network gone waits (TanStack's online mode) and is sent by itself once
 * the network returns. Meanwhile its button only spins: the toast says why, and that nothing has
 * to be done again; it goes when the change goes out.
 */
function sayWhenPausedOffline(client: QueryClient) {
  client.getMutationCache().subscribe((event) => {
    if (event.type !== "updated") return;
    if (event.action.type === "pause")
      notify(i18n.t("realtime.offlineQueued"), "info", { id: OFFLINE_TOAST, autoClose: false });
    else if (event.action.type === "continue") notifications.hide(OFFLINE_TOAST);
  });
}
