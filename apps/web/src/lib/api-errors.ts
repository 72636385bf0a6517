import { ApiError } from "./api-client";
import { i18n } from "./i18n";
import { notify } from "./notify";
import { lendablePermission, overrides } from "./override/override-store";
import { MAINTENANCE_PATH } from "./realtime/wanted";
import { encodeRouteError } from "./route-error";
import { clearSession, readSession } from "./session";

/** Where a failed call may send the user: a router's navigate, from a component or from outside one. */
export type Navigate = (to: string, options: { replace: boolean }) => void;

export interface HandleApiErrorOptions {
  /** Runs the failed call again; with it, "server unreachable" offers a retry button. */
  retry?: () => void;
}

/** A message that is a key of the web's catalogue (e.g. "globals.notUTF8Encoded") is shown translated. */
export function translateMessage(message: string): string {
  return /^\w+(\.\w+)+$/.test(message) && i18n.exists(message) ? i18n.t(message) : message;
}

/** The field messages of a failed call, or its message when the server named no field. */
export function messagesOf(error: ApiError): string[] {
  const fields = Object.values(error.errors).flat();
  return (fields.length > 0 ? fields : [error.message]).map(translateMessage);
}

/**
 * Calls lost while the "server unreachable" toast is up. One toast stands for all of them and
 * its retry button runs them all: with the network down every screen's calls fail at once.
 */
const lostCalls = new Set<() => void>();
const UNREACHABLE_TOAST = "network-unreachable";

function notifyUnreachable(retry: (() => void) | undefined) {
  if (retry) lostCalls.add(retry);
  notify(i18n.t("errors.network"), "error", {
    id: UNREACHABLE_TOAST,
    // It stays until the user acts: a toast gone in 2 s could not be retried.
    autoClose: false,
    onClose: () => lostCalls.clear(),
    action: retry && {
      label: i18n.t("errors.retry"),
      onClick: () => {
        const calls = [...lostCalls];
        lostCalls.clear();
        for (const call of calls) call();
      },
    },
  });
}

/** A refused action of a signed-in user goes to the manager-override dialog, which runs it again once authorised. */
function askForManager(error: ApiError, retry: (() => void) | undefined): boolean {
  const permission = lendablePermission(error);
  return !!permission && !!readSession() && overrides.ask(permission, translateMessage(error.message), retry);
}

/**
 * What the app does with a failed call (spec §8 "Handling"), in one place so every screen
 * reacts the same way: a toast, or a page that explains why the app cannot go on.
 */
export function handleApiError(
  error: unknown,
  navigate: Navigate,
  options: HandleApiErrorOptions = {},
): void {
  // Anything that is not an answer of the API is a bug on our side; the user sees the server error.
  if (!(error instanceof ApiError)) {
    notify(i18n.t("errors.server"));
    return;
  }
  switch (error.kind) {
    case "SERVER_ERROR":
      notify(i18n.t("errors.server"));
      return;
    case "NETWORK_ERROR":
      notifyUnreachable(options.retry);
      return;
    case "VALIDATION_ERROR":
      notify(messagesOf(error).join("\n"));
      return;
    case "AUTHORIZATION_ERROR":
      if (error.code === "modules.not_contracted") {
        navigate("/not-bought", { replace: true });
        return;
      }
      if (askForManager(error, options.retry)) return;
      for (const message of messagesOf(error)) notify(message);
      return;
    case "AUTHENTICATION_ERROR":
      // The token is no longer valid: keeping it would send every later call to the same end.
      clearSession();
      navigate(`/login?e=${encodeRouteError({ message: error.message })}`, { replace: true });
      return;
    case "NOT_FOUND_ERROR":
      // Only an unknown subdomain leaves the screen; a missing record is the screen's own business.
      if (error.code === "locals.not_found") navigate("/subdomain-not-found", { replace: true });
      return;
    case "UNPROCESSABLE_ENTITY_ERROR":
      navigate("/local-disabled", { replace: true });
      return;
    case "MAINTENANCE_ERROR":
      // The server's message is the generic one; the page says it in the user's own language.
      // Already there (the realtime notice came first and brought the local's text): stay.
      if (globalThis.location?.pathname !== MAINTENANCE_PATH) navigate(MAINTENANCE_PATH, { replace: true });
      return;
    case "RATE_LIMIT_ERROR":
    case "PAYLOAD_TOO_LARGE_ERROR":
    case "UPSTREAM_ERROR":
      notify(translateMessage(error.message));
      return;
  }
}
