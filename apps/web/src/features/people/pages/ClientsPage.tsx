import { type Client, hasPermission, personName } from "@comanda/domain";
import { ActionIcon, Button, Group } from "@mantine/core";
import { IconDownload, IconGift, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../app/PageFrame";
import { usePermissions } from "../../../app/permissions";
import { EditButton } from "../../../ui/list/EditButton";
import { type ListColumn, ListView } from "../../../ui/list/ListView";
import { useEntityList } from "../../../ui/list/useEntityList";
import { ClientLoyaltyDialog } from "../../loyalty/components/ClientLoyaltyDialog";
import { principalAddressText } from "../client-form";
import { CLIENTS, useClientsDownload } from "../clients-api";
import { ClientForm } from "../components/ClientForm";

/** The form's state: closed, creating, or editing a listed client. */
type Editing = { client?: Client } | null;

/** The local's clients: search, create and edit with their addresses, delete, restore, download. */
export default function ClientsPage() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const canCreate = hasPermission(granted, actions, "clients.create");
  const canUpdate = hasPermission(granted, actions, "clients.update");
  const [editing, setEditing] = useState<Editing>(null);
  const [pointsOf, setPointsOf] = useState<number | null>(null);
  const download = useClientsDownload();
  const list = useEntityList<Client>({
    collection: CLIENTS,
    restoreBody: (client) => ({ id: client.id }),
  });

  const columns: ListColumn<Client>[] = [
    { key: "name", label: t("clients.columns.name"), render: personName },
    { key: "phone", label: t("clients.columns.phone"), render: (client) => client.phone ?? "" },
    { key: "email", label: t("clients.columns.email"), render: (client) => client.email ?? "" },
    { key: "address", label: t("clients.columns.address"), render: principalAddressText },
  ];
  if (!list.isDeletedView) {
    columns.push({
      key: "actions",
      label: t("clients.columns.actions"),
      render: (client) => (
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            size="xl"
            variant="light"
            aria-label={t("loyalty.client.open", { name: personName(client) })}
            onClick={() => setPointsOf(client.id)}
          >
            <IconGift aria-hidden size={22} />
          </ActionIcon>
          {canUpdate && <EditButton name={personName(client)} onClick={() => setEditing({ client })} />}
        </Group>
      ),
    });
  }

  return (
    <PageFrame
      section="clients"
      actions={
        <Group gap="sm">
          <Button
            size="lg"
            variant="light"
            leftSection={<IconDownload aria-hidden size={18} />}
            loading={download.isPending}
            onClick={() => download.mutate(t("clients.downloadFileName"))}
          >
            {t("clients.download")}
          </Button>
          {canCreate && (
            <Button size="lg" leftSection={<IconPlus aria-hidden size={18} />} onClick={() => setEditing({})}>
              {t("clients.new")}
            </Button>
          )}
        </Group>
      }
    >
      <ListView
        list={list}
        columns={columns}
        rowName={personName}
        emptyTitle={t("clients.empty")}
        emptyText={canCreate ? t("clients.emptyText") : undefined}
        canDelete={hasPermission(granted, actions, "clients.delete")}
        canRestore={canUpdate}
      />
      {editing && <ClientForm client={editing.client} onClose={() => setEditing(null)} />}
      {pointsOf !== null && <ClientLoyaltyDialog clientId={pointsOf} onClose={() => setPointsOf(null)} />}
    </PageFrame>
  );
}
