import { ERROR_CODES } from "@comanda/domain";

/** A field message: a catalogue key plus the values its text needs. */
export interface FieldMessage {
  key: string;
  params?: Record<string, unknown>;
}
export type FieldErrors = Record<string, FieldMessage[]>;

/**
 * The one error type. `code` is stable (tests assert it); the text is produced from
 * the code and params in the caller's language when the error is sent.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly params: Record<string, unknown> = {},
    readonly fieldErrors?: FieldErrors,
  ) {
    super(code);
    this.name = "AppError";
  }
}

export function fieldError(field: string, key: string, params?: Record<string, unknown>): FieldErrors {
  return { [field]: [{ key, params }] };
}

export const errors = {
  validation: (fieldErrors: FieldErrors) => new AppError(400, ERROR_CODES.validation, {}, fieldErrors),
  field: (field: string, key: string, params?: Record<string, unknown>) =>
    new AppError(400, ERROR_CODES.validation, {}, fieldError(field, key, params)),
  badQuery: (reason: string) => new AppError(400, ERROR_CODES.badQuery, { reason }),
  unauthenticated: () => new AppError(401, ERROR_CODES.unauthenticated),
  forbidden: (permission?: string) => new AppError(403, ERROR_CODES.forbidden, { permission }),
  moduleNotContracted: (module: string) => new AppError(403, ERROR_CODES.moduleNotContracted, { module }),
  notFound: () => new AppError(404, ERROR_CODES.notFound),
  conflict: (field: string) =>
    new AppError(400, ERROR_CODES.conflict, {}, fieldError(field, ERROR_CODES.conflict)),
};
