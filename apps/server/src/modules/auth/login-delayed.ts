import { ERROR_CODES } from "@comanda/domain";
import type { FastifyReply } from "fastify";
import { AppError } from "../../platform/errors/app-error";

/** Under two minutes the wait is said in seconds, so no message reads "1 minutes". */
const SECONDS_UNTIL = 120;

/** The 429 of a running login delay; the route turns `retryAfterSeconds` into Retry-After. */
export class LoginDelayedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      retryAfterSeconds < SECONDS_UNTIL ? ERROR_CODES.tooManyAttemptsSeconds : ERROR_CODES.tooManyAttempts,
      { seconds: retryAfterSeconds, minutes: Math.ceil(retryAfterSeconds / 60) },
    );
  }
}

/** Runs a call that checks credentials, adding Retry-After to the reply when it is delayed. */
export async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof LoginDelayedError) reply.header("retry-after", String(error.retryAfterSeconds));
    throw error;
  }
}
