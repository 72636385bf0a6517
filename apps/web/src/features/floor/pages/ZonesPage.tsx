import { hasPermission, type Zone } from "@comanda/domain";
import { Button, Group } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../app/PageFrame";
import { usePermissions } from "../../../app/permissions";
import { EditButton } from "../../../ui/list/EditButton";
import { type ListColumn, ListView } from "../../../ui/list/ListView";
import { useEntityList } from "../../../ui/list/useEntityList";
import { useTpvs } from "../../auth/api";
import { usePrinterChoices } from "../../printing/printing-api";
import { QrSheetButton } from "../components/zones/QrSheetButton";
import { ZoneForm } from "../components/zones/ZoneForm";

/**
 * Zones of the room: the till that serves each one, its printers, its plan's size and the
 * sheet of table QR codes to print. A zone that still has tables is not deleted (the server
 * says so); its tables are moved or deleted first.
 */
export default function ZonesPage() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const canUpdate = hasPermission(granted, actions, "zones.update");
  // undefined: closed; null: a new one; a zone: editing it.
  const [editing, setEditing] = useState<Zone | null | undefined>(undefined);
  const list = useEntityList<Zone>({ collection: "zones", restoreBody: (zone) => ({ id: zone.id }) });
  const tpvs = useTpvs();
  const printers = usePrinterChoices();
  const tpvNames = new Map((tpvs.data?.results ?? []).map((tpv) => [tpv.id, tpv.name]));
  const printerNames = new Map((printers.data ?? []).map((printer) => [printer.id, printer.name]));
  const none = t("floor.none");

  const columns: ListColumn<Zone>[] = [
    { key: "name", label: t("floor.zones.name"), render: (zone) => zone.name },
    { key: "tables", label: t("floor.zones.tables"), render: (zone) => zone.tables.length },
    {
      key: "tpv",
      label: t("floor.zones.tpv"),
      render: (zone) => (zone.tpv === null ? none : (tpvNames.get(zone.tpv) ?? none)),
    },
    {
      key: "main_printer",
      label: t("floor.zones.mainPrinter"),
      render: (zone) => (zone.main_printer === null ? none : (printerNames.get(zone.main_printer) ?? none)),
    },
  ];
  if (!list.isDeletedView) {
    columns.push({
      key: "actions",
      label: t("floor.actions"),
      render: (zone) => (
        <Group gap="xs" wrap="nowrap">
          <QrSheetButton zone={zone} />
          {canUpdate && <EditButton name={zone.name} onClick={() => setEditing(zone)} />}
        </Group>
      ),
    });
  }

  return (
    <PageFrame
      section="zones"
      actions={
        hasPermission(granted, actions, "zones.create") && (
          <Button size="lg" leftSection={<IconPlus aria-hidden size={18} />} onClick={() => setEditing(null)}>
            {t("floor.zones.new")}
          </Button>
        )
      }
    >
      <ListView
        list={list}
        columns={columns}
        rowName={(zone) => zone.name}
        emptyTitle={t("floor.zones.empty")}
        canDelete={hasPermission(granted, actions, "zones.delete")}
        canRestore={canUpdate}
      />
      {editing !== undefined && (
        <ZoneForm
          key={editing?.id ?? "new"}
          zone={editing ?? undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
    </PageFrame>
  );
}
