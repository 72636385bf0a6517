import { hasPermission, type NamedAction, type PermissionMap } from "@comanda/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../lib/api-client";
import { PERMISSIONS_QUERY_KEY } from "../lib/permissions-key";
import { readSession } from "../lib/session";

/** What GET /api/v2/auth/get_permission answers: the local's modules and the session's flags. */
export interface SessionPermissions {
  modules: string;
  permissions: PermissionMap;
  /** Named actions; absent for SuperAdmin, who holds them all. */
  actions?: string[];
}

/**
 * The session's permissions, asked once per token and read again when realtime says a role
 * changed (`roles.changed`), so the till redraws its menu without a new login.
 */
export function usePermissions() {
  const token = readSession()?.token;
  return useQuery({
    queryKey: [...PERMISSIONS_QUERY_KEY, token],
    queryFn: () => api<SessionPermissions>("/api/v2/auth/get_permission"),
    enabled: token !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Whether the session holds a named action; SuperAdmin's answer carries no actions list: it holds them all. */
export function holdsAction(session: SessionPermissions | undefined, action: NamedAction): boolean {
  return (
    session !== undefined &&
    (session.actions === undefined || hasPermission(session.permissions, session.actions, action))
  );
}
