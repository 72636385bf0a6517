import { hasPermission, PRINTER_COLUMNS } from "@comanda/domain";
import { Button, Group } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageFrame } from "../../../app/PageFrame";
import { usePermissions } from "../../../app/permissions";
import { EditButton } from "../../../ui/list/EditButton";
import { type ListColumn, ListView } from "../../../ui/list/ListView";
import { useEntityList } from "../../../ui/list/useEntityList";
import { useTpvs } from "../../auth/api";
import { PrinterCheckButton } from "../components/PrinterCheckButton";
import { PrinterForm } from "../components/PrinterForm";
import { PRINT_QUEUE_PATH } from "../components/PrintQueueAlert";
import { RoutingTable } from "../components/RoutingTable";
import type { Printer } from "../printing-api";
import { PAPER_MM } from "../printing-forms";

/** Printers: where each one is reached, its paper, what it prints, and a check that it answers. */
export default function PrintersPage() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const canUpdate = hasPermission(granted, actions, "printers.update");
  // The routing table reads the zones, the menu's categories and families.
  const seesRouting = (["zones.view", "categories.view", "families.view"] as const).every((key) =>
    hasPermission(granted, actions, key),
  );
  // undefined: closed; null: a new one; a printer: editing it.
  const [editing, setEditing] = useState<Printer | null | undefined>(undefined);
  const list = useEntityList<Printer>({
    collection: "printers",
    restoreBody: (printer) => ({ id: printer.id }),
  });
  const tpvs = useTpvs();
  const tpvNames = new Map((tpvs.data?.results ?? []).map((tpv) => [tpv.id, tpv.name]));

  const columns: ListColumn<Printer>[] = [
    { key: "name", label: t("printing.printers.name"), render: (printer) => printer.name },
    {
      key: "connection",
      label: t("printing.printers.connection"),
      render: (printer) =>
        printer.connection === "virtual"
          ? t("printing.printers.connections.virtual")
          : `${printer.host ?? ""}:${printer.port}`,
    },
    {
      key: "width",
      label: t("printing.printers.width"),
      render: (printer) =>
        t("printing.printers.widthOption", {
          mm: PAPER_MM[printer.printer_width],
          columns: PRINTER_COLUMNS[printer.printer_width],
        }),
    },
    {
      key: "main_tpv",
      label: t("printing.printers.mainTpv"),
      render: (printer) =>
        printer.main_tpv === null
          ? t("printing.none")
          : (tpvNames.get(printer.main_tpv) ?? t("printing.none")),
    },
  ];
  if (!list.isDeletedView) {
    columns.push({
      key: "actions",
      label: t("printing.actions"),
      render: (printer) => (
        <Group gap="xs" wrap="nowrap">
          {/* A virtual printer is not reached over the network: there is nothing to check. */}
          {printer.connection === "network" && <PrinterCheckButton printer={printer} />}
          {canUpdate && <EditButton name={printer.name} onClick={() => setEditing(printer)} />}
        </Group>
      ),
    });
  }

  return (
    <PageFrame
      section="printers"
      actions={
        <Group gap="sm">
          <Button component={Link} to={PRINT_QUEUE_PATH} size="lg" variant="default">
            {t("printing.queue.open")}
          </Button>
          {hasPermission(granted, actions, "printers.create") && (
            <Button
              size="lg"
              leftSection={<IconPlus aria-hidden size={18} />}
              onClick={() => setEditing(null)}
            >
              {t("printing.printers.new")}
            </Button>
          )}
        </Group>
      }
    >
      <ListView
        list={list}
        columns={columns}
        rowName={(printer) => printer.name}
        emptyTitle={t("printing.printers.empty")}
        canDelete={hasPermission(granted, actions, "printers.delete")}
        canRestore={canUpdate}
      />
      {seesRouting && !list.isDeletedView && <RoutingTable />}
      {editing !== undefined && (
        <PrinterForm
          key={editing?.id ?? "new"}
          printer={editing ?? undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
    </PageFrame>
  );
}
