import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import type { ListPage } from "../../ui/list/useEntityList";

/** An employee the till offers as the one taking an order (`users/list_bar`): a name, nothing private. */
export interface OrderTaker {
  id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
}

/** The employees whose role takes orders, read while the till asks who takes one. */
export function useOrderTakers(enabled: boolean) {
  return useQuery({
    queryKey: ["users", "list_bar"],
    queryFn: () => api<ListPage<OrderTaker>>("/api/v1/users/list_bar"),
    enabled,
  });
}
