/** Error kinds shared by server and web (spec §8, architecture "API contract"). */
export const ERROR_KINDS = [
  "NETWORK_ERROR",
  "SERVER_ERROR",
  "AUTHORIZATION_ERROR",
  "AUTHENTICATION_ERROR",
  "VALIDATION_ERROR",
  "NOT_FOUND_ERROR",
  "UNPROCESSABLE_ENTITY_ERROR",
  "MAINTENANCE_ERROR",
  "RATE_LIMIT_ERROR",
  "PAYLOAD_TOO_LARGE_ERROR",
  /** An outside service we called for the user (Holded) did not answer, or not properly. */
  "UPSTREAM_ERROR",
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export const ERROR_KIND_BY_STATUS: Record<number, ErrorKind> = {
  400: "VALIDATION_ERROR",
  401: "AUTHENTICATION_ERROR",
  403: "AUTHORIZATION_ERROR",
  404: "NOT_FOUND_ERROR",
  413: "PAYLOAD_TOO_LARGE_ERROR",
  422: "UNPROCESSABLE_ENTITY_ERROR",
  429: "RATE_LIMIT_ERROR",
  500: "SERVER_ERROR",
  502: "UPSTREAM_ERROR",
  503: "MAINTENANCE_ERROR",
};

/**
 * Stable error codes. The web maps some of them to pages: `locals.not_found` →
 * subdomain-not-found, `modules.not_contracted` → /not-bought.
 */
export const ERROR_CODES = {
  validation: "validation.failed",
  badQuery: "validation.bad_query",
  payloadTooLarge: "validation.payload_too_large",
  unauthenticated: "auth.unauthenticated",
  invalidCredentials: "auth.invalid_credentials",
  tooManyAttempts: "auth.too_many_attempts",
  tooManyAttemptsSeconds: "auth.too_many_attempts_seconds",
  userNotFound: "auth.user_not_found",
  resetInvalid: "auth.reset_invalid",
  forbidden: "auth.forbidden",
  moduleNotContracted: "modules.not_contracted",
  notFound: "globals.not_found",
  routeNotFound: "globals.route_not_found",
  localNotFound: "locals.not_found",
  localDisabled: "locals.disabled",
  maintenance: "locals.maintenance",
  conflict: "globals.conflict",
  server: "globals.server_error",
  imageTooLarge: "files.too_large",
  imageType: "files.bad_type",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export interface ErrorEnvelope {
  complete: false;
  code: string;
  kind: ErrorKind;
  message: string;
  errors?: Record<string, string[]>;
  /** With `auth.forbidden`: the permission the caller lacks, which a manager may lend (spec §6). */
  permission?: string;
}

export interface OkEnvelope<T> {
  complete: true;
  data: T;
  message: string;
}

export interface ListResult<T> {
  results: T[];
  total: number;
}
