import type { TableStatus } from "@comanda/domain";

/** What a tap on the picker's map is for: moving the command there, or bringing that table's into it. */
export type TableAction = "change" | "fuse";

/** Why a tapped table cannot take the action; the keys are `requests.tableActions.errors.*`. */
export interface TableChoiceError {
  key: "same_table" | "not_free" | "no_command";
  table: string;
}

export interface PickableTable {
  id: number;
  name: string;
  status: TableStatus;
}

/**
 * The server's own refusals, told at the tap rather than after a call: a command moves only
 * to another free table (spec §5 "cannot pick the same table for a table change"), and joins
 * only another table's open command.
 */
export function tableChoiceError(
  action: TableAction,
  currentTableId: number | null,
  table: PickableTable,
  hasCommand: boolean,
): TableChoiceError | undefined {
  if (table.id === currentTableId) return { key: "same_table", table: table.name };
  if (action === "change" && table.status !== "available") return { key: "not_free", table: table.name };
  if (action === "fuse" && !hasCommand) return { key: "no_command", table: table.name };
  return undefined;
}
