import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "../../../lib/api-client";
import { ErrorState, LoadingState } from "../../../ui/states";

/** A report's answer, its loading, or its error: a range too long says so in the spec's words. */
export function ReportQuery<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.error) {
    const error = query.error;
    const message =
      error instanceof ApiError ? (Object.values(error.errors)[0]?.[0] ?? error.message) : error.message;
    return <ErrorState message={message} onRetry={() => void query.refetch()} />;
  }
  return <LoadingState />;
}
