import { hasPermission } from "@comanda/domain";
import { Button, Code } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePermissions } from "../../../app/permissions";
import { EditButton } from "../../../ui/list/EditButton";
import { type ListColumn, ListView } from "../../../ui/list/ListView";
import { useEntityList } from "../../../ui/list/useEntityList";
import type { Tpv } from "../../auth/api";
import { DeviceCredentials } from "../../payment-devices/DeviceCredentialsForm";
import { TillWarehouses } from "../../stock/components/TillWarehouses";
import { TillTerminals } from "./TillTerminals";
import { TpvForm } from "./TpvForm";

/**
 * The local's tills (TPV): the spec gives them no route, so they are managed here, under settings,
 * with what each till uses: its card terminal and, where the local bought stock, the warehouse
 * its sales take from (the same list /stock's settings show).
 */
export function TpvsTab({ hasStock }: { hasStock: boolean }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const canUpdate = hasPermission(granted, actions, "settings.update");
  // undefined: closed; null: a new one; a till: editing it.
  const [editing, setEditing] = useState<Tpv | null | undefined>(undefined);
  const list = useEntityList<Tpv>({ collection: "tpv", restoreBody: (tpv) => ({ key: tpv.key }) });
  const columns: ListColumn<Tpv>[] = [
    { key: "name", label: t("settings.tpvs.name"), render: (tpv) => tpv.name },
    { key: "key", label: t("settings.tpvs.key"), render: (tpv) => <Code fz="md">{tpv.key}</Code> },
  ];
  if (canUpdate && !list.isDeletedView) {
    columns.push({
      key: "edit",
      label: t("settings.actions"),
      render: (tpv) => <EditButton name={tpv.name} onClick={() => setEditing(tpv)} />,
    });
  }
  return (
    <>
      <ListView
        list={list}
        columns={columns}
        rowName={(tpv) => tpv.name}
        emptyTitle={t("settings.tpvs.empty")}
        canDelete={hasPermission(granted, actions, "settings.delete")}
        canRestore={canUpdate}
        filters={
          hasPermission(granted, actions, "settings.create") && (
            <Button
              size="lg"
              leftSection={<IconPlus aria-hidden size={18} />}
              onClick={() => setEditing(null)}
            >
              {t("settings.tpvs.new")}
            </Button>
          )
        }
      />
      {/* The local's terminal account and cash machine, and the card terminal of each till (issue 32). */}
      {hasPermission(granted, actions, "settings.view") && <DeviceCredentials canUpdate={canUpdate} />}
      {hasPermission(granted, actions, "settings.view") && <TillTerminals canUpdate={canUpdate} />}
      {hasStock && <TillWarehouses />}
      {editing !== undefined && (
        <TpvForm
          key={editing?.id ?? "new"}
          tpv={editing ?? undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
