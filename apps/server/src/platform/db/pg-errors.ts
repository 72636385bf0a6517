import { AppError, errors } from "../errors/app-error";

interface PgErrorLike {
  code?: string;
  constraint?: string;
  column?: string;
  detail?: string;
}

export function pgErrorOf(error: unknown): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === "object"; depth++) {
    const candidate = current as PgErrorLike & { cause?: unknown };
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** Class 22 is "data exception": a value the database could not take (range, cast, encoding). */
export const isDataException = (error: unknown) => pgErrorOf(error)?.code?.startsWith("22") ?? false;

/** The field a constraint names, read from PostgreSQL's detail "Key (local_id, email)=(…)". */
function fieldFromDetail(detail: string | undefined, fallback: string): string {
  const columns = detail
    ?.match(/Key \(([^)]+)\)/)?.[1]
    ?.split(",")
    .map((c) => c.trim());
  return columns?.filter((c) => c !== "local_id").pop() ?? fallback;
}

/**
 * Integrity violations are the client's mistake (a duplicate, a missing reference),
 * so they become 400s naming the field; everything else stays unexpected.
 */
export function mapDatabaseError(error: unknown, fallbackField = "body"): unknown {
  if (error instanceof AppError) return error;
  const pgError = pgErrorOf(error);
  if (!pgError) return error;
  switch (pgError.code) {
    case "23505":
      return errors.conflict(fieldFromDetail(pgError.detail, fallbackField));
    case "23503":
      return errors.field(fieldFromDetail(pgError.detail, fallbackField), "globals.not_found");
    case "23502":
      return errors.field(pgError.column ?? fallbackField, "validation.required");
    case "22001":
    case "22003":
    case "22P02":
    case "22007":
    case "22008":
      return errors.field(fallbackField, "validation.invalid");
    default:
      return error;
  }
}
