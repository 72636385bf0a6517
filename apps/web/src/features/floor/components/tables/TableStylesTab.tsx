import { hasPermission } from "@comanda/domain";
import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePermissions } from "../../../../app/permissions";
import { EditButton } from "../../../../ui/list/EditButton";
import { type ListColumn, ListView } from "../../../../ui/list/ListView";
import { useEntityList } from "../../../../ui/list/useEntityList";
import { TABLE_STYLES, type TableStylePreset } from "../../floor-api";
import { TableStyleForm } from "./TableStyleForm";

/** The presets a new table's drawing starts from, here and on the map. */
export function TableStylesTab() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const canUpdate = hasPermission(granted, actions, "tables.update");
  // undefined: closed; null: a new one; a preset: editing it.
  const [editing, setEditing] = useState<TableStylePreset | null | undefined>(undefined);
  const list = useEntityList<TableStylePreset>({
    ...TABLE_STYLES,
    restoreBody: (preset) => ({ id: preset.id }),
  });
  const columns: ListColumn<TableStylePreset>[] = [
    { key: "name", label: t("floor.styles.name"), render: (preset) => preset.name },
    { key: "shape", label: t("floor.tables.shape"), render: (preset) => t(`floor.shapes.${preset.shape}`) },
    {
      key: "size",
      label: t("floor.styles.size"),
      render: (preset) => t("floor.styles.sizeValue", { width: preset.width, height: preset.height }),
    },
    { key: "seats", label: t("floor.tables.seats"), render: (preset) => preset.seats },
  ];
  if (canUpdate && !list.isDeletedView) {
    columns.push({
      key: "edit",
      label: t("floor.actions"),
      render: (preset) => <EditButton name={preset.name} onClick={() => setEditing(preset)} />,
    });
  }
  return (
    <>
      <ListView
        list={list}
        columns={columns}
        rowName={(preset) => preset.name}
        emptyTitle={t("floor.styles.empty")}
        emptyText={t("floor.styles.emptyText")}
        canDelete={hasPermission(granted, actions, "tables.delete")}
        canRestore={canUpdate}
        filters={
          hasPermission(granted, actions, "tables.create") && (
            <Button
              size="lg"
              leftSection={<IconPlus aria-hidden size={18} />}
              onClick={() => setEditing(null)}
            >
              {t("floor.styles.new")}
            </Button>
          )
        }
      />
      {editing !== undefined && (
        <TableStyleForm
          key={editing?.id ?? "new"}
          preset={editing ?? undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
