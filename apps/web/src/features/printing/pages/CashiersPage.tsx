import { hasPermission } from "@comanda/domain";
import { Button, Group } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../app/PageFrame";
import { holdsAction, usePermissions } from "../../../app/permissions";
import { EditButton } from "../../../ui/list/EditButton";
import { type ListColumn, ListView } from "../../../ui/list/ListView";
import { useEntityList } from "../../../ui/list/useEntityList";
import { CashierForm } from "../components/CashierForm";
import { OpenDrawerButton } from "../components/OpenDrawerButton";
import { type Cashier, usePrinterChoices } from "../printing-api";

/** Cash drawers: the printer each one hangs from, its pulse and connector, and "open drawer". */
export default function CashiersPage() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const canUpdate = hasPermission(granted, actions, "cashiers.update");
  const canOpen = holdsAction(permissions.data, "cashiers.open_drawer");
  // undefined: closed; null: a new one; a drawer: editing it.
  const [editing, setEditing] = useState<Cashier | null | undefined>(undefined);
  const list = useEntityList<Cashier>({
    collection: "cashiers",
    restoreBody: (cashier) => ({ id: cashier.id }),
  });
  const printers = usePrinterChoices();
  const printerNames = new Map((printers.data ?? []).map((printer) => [printer.id, printer.name]));

  const columns: ListColumn<Cashier>[] = [
    { key: "name", label: t("printing.cashiers.name"), render: (cashier) => cashier.name },
    {
      key: "printer",
      label: t("printing.cashiers.printer"),
      render: (cashier) => printerNames.get(cashier.printer) ?? "",
    },
    {
      key: "pulse",
      label: t("printing.cashiers.pulse"),
      render: (cashier) => t("printing.cashiers.pulseValue", { ms: cashier.pulse }),
    },
    {
      key: "port",
      label: t("printing.cashiers.port"),
      render: (cashier) => t(`printing.cashiers.ports.${cashier.port}`),
    },
  ];
  if (!list.isDeletedView && (canOpen || canUpdate)) {
    columns.push({
      key: "actions",
      label: t("printing.actions"),
      render: (cashier) => (
        <Group gap="xs" wrap="nowrap">
          {canOpen && <OpenDrawerButton cashier={cashier} />}
          {canUpdate && <EditButton name={cashier.name} onClick={() => setEditing(cashier)} />}
        </Group>
      ),
    });
  }

  return (
    <PageFrame
      section="cashiers"
      actions={
        hasPermission(granted, actions, "cashiers.create") && (
          <Button size="lg" leftSection={<IconPlus aria-hidden size={18} />} onClick={() => setEditing(null)}>
            {t("printing.cashiers.new")}
          </Button>
        )
      }
    >
      <ListView
        list={list}
        columns={columns}
        rowName={(cashier) => cashier.name}
        emptyTitle={t("printing.cashiers.empty")}
        canDelete={hasPermission(granted, actions, "cashiers.delete")}
        canRestore={canUpdate}
      />
      {editing !== undefined && (
        <CashierForm
          key={editing?.id ?? "new"}
          cashier={editing ?? undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
    </PageFrame>
  );
}
