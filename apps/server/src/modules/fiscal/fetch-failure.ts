/**
 * Why a `fetch` to an outside service (fiskaly, Holded) got no answer: it ran out of time, or the
 * connection failed (refused, reset, no route, DNS), told by the cause's code when there is one.
 */
export interface FetchFailure {
  reason: "timeout" | "network";
  detail: string;
}

export function fetchFailureOf(error: unknown, timeoutMs: number): FetchFailure {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return { reason: "timeout", detail: `no answer within ${timeoutMs} ms` };
  }
  if (!(error instanceof Error)) return { reason: "network", detail: String(error) };
  const cause = (error as Error & { cause?: unknown }).cause;
  const code = cause instanceof Error ? (cause as Error & { code?: string }).code : undefined;
  return { reason: "network", detail: code ?? (cause instanceof Error ? cause.message : error.message) };
}
