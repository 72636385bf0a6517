import { hasPermission } from "@comanda/domain";
import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Fragment, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePermissions } from "../../../app/permissions";
import { EditButton } from "../../../ui/list/EditButton";
import { type ListColumn, ListView } from "../../../ui/list/ListView";
import { useEntityList } from "../../../ui/list/useEntityList";

export interface StockListTabProps<Row extends { id: number }> {
  collection: string;
  columns: ListColumn<Row>[];
  rowName: (row: Row) => string;
  emptyTitle: string;
  newLabel: string;
  /** Whether a row may still be edited (a received purchase may not). */
  canEdit?: (row: Row) => boolean;
  /** Buttons of a row beyond "edit" (receive, pay, convert, e-mail). */
  actions?: (row: Row) => ReactNode;
  /** The create (no row) or edit dialog; it closes itself with `onClose`. */
  renderForm: (row: Row | undefined, onClose: () => void) => ReactNode;
  /** More buttons next to "new" (a download). */
  tools?: ReactNode;
}

/** A stock list (module `stk`): the list pattern with "new", an edit button per row and its dialog. */
export function StockListTab<Row extends { id: number }>({
  collection,
  columns,
  rowName,
  emptyTitle,
  newLabel,
  canEdit = () => true,
  actions,
  renderForm,
  tools,
}: StockListTabProps<Row>) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const granted_actions = permissions.data?.actions ?? [];
  const canUpdate = hasPermission(granted, granted_actions, "stk.update");
  // undefined: closed; null: a new one; a row: editing it.
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const list = useEntityList<Row>({ collection, restoreBody: (row) => ({ id: row.id }) });
  const shown: ListColumn<Row>[] =
    canUpdate && !list.isDeletedView
      ? [
          ...columns,
          {
            key: "edit",
            label: t("form.edit"),
            render: (row) => (
              <>
                {canEdit(row) && <EditButton name={rowName(row)} onClick={() => setEditing(row)} />}
                {actions?.(row)}
              </>
            ),
          },
        ]
      : columns;
  return (
    <>
      <ListView
        list={list}
        columns={shown}
        rowName={rowName}
        emptyTitle={emptyTitle}
        canDelete={hasPermission(granted, granted_actions, "stk.delete")}
        canRestore={canUpdate}
        filters={
          <>
            {hasPermission(granted, granted_actions, "stk.create") && (
              <Button
                size="lg"
                leftSection={<IconPlus aria-hidden size={18} />}
                onClick={() => setEditing(null)}
              >
                {newLabel}
              </Button>
            )}
            {tools}
          </>
        }
      />
      {editing !== undefined && (
        <Fragment key={editing?.id ?? "new"}>
          {renderForm(editing ?? undefined, () => setEditing(undefined))}
        </Fragment>
      )}
    </>
  );
}
