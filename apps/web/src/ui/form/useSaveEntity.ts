import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

export interface SaveEntityInput<Body> {
  /** With an id the row is updated (partial PUT), without one it is created. */
  id?: number;
  body: Body;
}

/**
 * Creates or updates a row of a generic entity and refreshes its lists. The app-wide handling
 * still toasts a refusal; the form also puts the server's messages on its fields.
 */
export function useSaveEntity<Row, Body>(collection: string, basePath = `/api/v1/${collection}`) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveEntityInput<Body>) =>
      id === undefined
        ? api<Row>(basePath, { body })
        : api<Row>(`${basePath}/${id}`, { method: "PUT", body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [collection] });
    },
  });
}
