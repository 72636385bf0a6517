/**
 * Errors travel to the login screen in the `e` route parameter as an encoded object
 * (spec §2 "Login screen"). `message` is an i18n key or a message from the server.
 */
export interface RouteError {
  message: string;
}

export function encodeRouteError(error: RouteError): string {
  return encodeURIComponent(JSON.stringify(error));
}

export function decodeRouteError(value: string | null): RouteError | undefined {
  if (!value) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === "object" && parsed !== null && typeof (parsed as RouteError).message === "string") {
      return parsed as RouteError;
    }
  } catch {
    return undefined;
  }
  return undefined;
}
