import { hasPermission } from "@comanda/domain";
import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Fragment, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePermissions } from "../../../../app/permissions";
import { EditButton } from "../../../../ui/list/EditButton";
import { type ListColumn, ListView } from "../../../../ui/list/ListView";
import { useEntityList } from "../../../../ui/list/useEntityList";

interface CatalogueRow {
  id: number;
  name: string;
}

export interface CatalogueListTabProps<Row extends CatalogueRow> {
  collection: string;
  columns: ListColumn<Row>[];
  emptyTitle: string;
  newLabel: string;
  /** The create (no row) or edit dialog; it closes itself with `onClose`. */
  renderForm: (row: Row | undefined, onClose: () => void) => ReactNode;
}

/**
 * A tab of the menu's small catalogues (ingredients, units, allergens), all under the
 * `products` module: the list pattern with a "new" button, an edit button per row, and the
 * entity's dialog.
 */
export function CatalogueListTab<Row extends CatalogueRow>({
  collection,
  columns,
  emptyTitle,
  newLabel,
  renderForm,
}: CatalogueListTabProps<Row>) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const canUpdate = hasPermission(granted, actions, "products.update");
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
            render: (row) => <EditButton name={row.name} onClick={() => setEditing(row)} />,
          },
        ]
      : columns;
  return (
    <>
      <ListView
        list={list}
        columns={shown}
        rowName={(row) => row.name}
        emptyTitle={emptyTitle}
        canDelete={hasPermission(granted, actions, "products.delete")}
        canRestore={canUpdate}
        filters={
          hasPermission(granted, actions, "products.create") && (
            <Button
              size="lg"
              leftSection={<IconPlus aria-hidden size={18} />}
              onClick={() => setEditing(null)}
            >
              {newLabel}
            </Button>
          )
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
