import { hasPermission, type TableStatus } from "@comanda/domain";
import { Badge, Button, Group, Select } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePermissions } from "../../../../app/permissions";
import { EditButton } from "../../../../ui/list/EditButton";
import { type ListColumn, ListView } from "../../../../ui/list/ListView";
import { useEntityList } from "../../../../ui/list/useEntityList";
import { TABLES_PATH, type TableRow, useZoneRows } from "../../floor-api";
import { NewQrButton } from "./NewQrButton";
import { TableForm } from "./TableForm";

/** The dot's colour; the text stays dark, which a light badge's coloured text is not enough for. */
const STATUS_COLOR: Record<TableStatus, string> = {
  available: "green",
  busy: "red",
  pendingPay: "orange",
  blocked: "gray",
};

/** The tables of the local, by zone: each one's seats, shape and live status, and its QR code. */
export function TablesTab() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const canUpdate = hasPermission(granted, actions, "tables.update");
  const zones = useZoneRows();
  const [zone, setZone] = useState<string | null>(null);
  // undefined: closed; null: a new one; a table: editing it.
  const [editing, setEditing] = useState<TableRow | null | undefined>(undefined);
  const list = useEntityList<TableRow>({
    collection: "tables",
    basePath: TABLES_PATH,
    restoreBody: (table) => ({ id: table.id }),
    filters: zone ? { zone_id: Number(zone) } : {},
  });
  const zoneNames = new Map((zones.data ?? []).map((row) => [row.id, row.name]));

  const columns: ListColumn<TableRow>[] = [
    { key: "name", label: t("floor.tables.name"), render: (table) => table.name },
    { key: "zone", label: t("floor.tables.zone"), render: (table) => zoneNames.get(table.zone_id) ?? "" },
    { key: "seats", label: t("floor.tables.seats"), render: (table) => table.style.seats },
    {
      key: "shape",
      label: t("floor.tables.shape"),
      render: (table) => t(`floor.shapes.${table.style.shape}`),
    },
    {
      key: "status",
      label: t("floor.tables.status"),
      render: (table) => (
        <Badge size="lg" variant="dot" color={STATUS_COLOR[table.status]} tt="none">
          {t(`floor.statuses.${table.status}`)}
        </Badge>
      ),
    },
  ];
  if (canUpdate && !list.isDeletedView) {
    columns.push({
      key: "actions",
      label: t("floor.actions"),
      render: (table) => (
        <Group gap="xs" wrap="nowrap">
          <NewQrButton table={table} />
          <EditButton name={table.name} onClick={() => setEditing(table)} />
        </Group>
      ),
    });
  }

  const zoneData = zones.data;
  const canCreate = hasPermission(granted, actions, "tables.create");
  // Memoized so a new page of rows does not repaint the filters (the list's toolbar is memoized).
  const filterSlot = useMemo(
    () => (
      <>
        <Select
          size="lg"
          clearable
          label={t("floor.tables.zoneFilter")}
          placeholder={t("floor.tables.allZones")}
          data={(zoneData ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
          value={zone}
          onChange={setZone}
          style={{ flex: "1 1 200px" }}
        />
        {canCreate && (
          <Button size="lg" leftSection={<IconPlus aria-hidden size={18} />} onClick={() => setEditing(null)}>
            {t("floor.tables.new")}
          </Button>
        )}
      </>
    ),
    [t, zoneData, zone, canCreate],
  );

  return (
    <>
      <ListView
        list={list}
        columns={columns}
        rowName={(table) => table.name}
        emptyTitle={t("floor.tables.empty")}
        emptyText={zoneData?.length === 0 ? t("floor.tables.noZones") : undefined}
        filters={filterSlot}
        canDelete={hasPermission(granted, actions, "tables.delete")}
        canRestore={canUpdate}
      />
      {editing !== undefined && (
        <TableForm
          key={editing?.id ?? "new"}
          table={editing ?? undefined}
          zoneId={zone ? Number(zone) : undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
