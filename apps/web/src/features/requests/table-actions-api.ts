import { hasPermission, NAMED_ACTIONS, type PermissionKey } from "@comanda/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { usePermissions } from "../../app/permissions";
import { ApiError, api } from "../../lib/api-client";
import { translateMessage } from "../../lib/api-errors";
import type { DistributionTable } from "../floor/map-api";
import { useCommandChange } from "./orders-api";

/**
 * The calls of a table's actions: moving its command, fusing two, invalidating one, blocking a
 * table. The dialogs show a refusal next to what was asked, so those calls skip the app's toast.
 */
const SHOWN_IN_DIALOG = { handlesErrors: true };

/** change_table: the command moves to a free table with its lines and what was paid. */
export const useChangeTable = () =>
  useCommandChange<{ id: number; new_table: number }>("/api/v1/commands/change_table", SHOWN_IN_DIALOG);

/**
 * fuse: `command`'s lines join `id`'s. Without `confirm` the server only answers its warning
 * (`orders.fuse_loses_payments`); with it, it fuses.
 */
export const useFuseTables = () =>
  useCommandChange<{ id: number; command: number; confirm: boolean }>(
    "/api/v1/commands/fuse",
    SHOWN_IN_DIALOG,
  );

export const FUSE_WARNING_CODE = "orders.fuse_loses_payments";

export const useInvalidateCommand = () =>
  useCommandChange<{ id: number; reason: string }>("/api/v1/commands/invalidate", SHOWN_IN_DIALOG);

/** Blocks a free table or frees a blocked one; every till's map reads the tables again. */
export function useBlockTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, blocked }: { id: number; blocked: boolean }) =>
      api<DistributionTable>(`/api/v2/tables/${id}/block`, { body: { blocked } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["tables"] }),
  });
}

/** Whether the session holds a permission; undefined while it is being read. SuperAdmin holds every action. */
export function useCan(key: PermissionKey): boolean | undefined {
  const permissions = usePermissions();
  if (!permissions.data) return undefined;
  return hasPermission(permissions.data.permissions, permissions.data.actions ?? NAMED_ACTIONS, key);
}

/**
 * What a dialog shows in place of a refused call, in the user's words: the fields' messages
 * or the refusal's. Undefined for failures that are not about what was asked (network,
 * session, server), which the app's handler takes.
 */
export function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const isRefusal =
    error.kind === "VALIDATION_ERROR" ||
    error.kind === "RATE_LIMIT_ERROR" ||
    // A missing permission a manager may lend goes to the app's override dialog instead.
    (error.kind === "AUTHORIZATION_ERROR" &&
      error.code !== "modules.not_contracted" &&
      error.permission === undefined);
  if (!isRefusal) return undefined;
  const fields = Object.values(error.errors).flat();
  return (fields.length > 0 ? fields : [error.message]).map(translateMessage).join("\n");
}
