import { hasPermission } from "@comanda/domain";
import { Button, Group } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePermissions } from "../../../app/permissions";
import { EditButton } from "../../../ui/list/EditButton";
import { type ListColumn, ListView } from "../../../ui/list/ListView";
import { useEntityList } from "../../../ui/list/useEntityList";
import { ROLES, type Role } from "../people-api";
import { RoleForm } from "./RoleForm";

/** The roles tab of employees: roles under the `users` module, which the manager role lacks. */
export function RolesPanel() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const contracted = (permissions.data?.modules ?? "").split(",");
  const canCreate = hasPermission(granted, actions, "users.create");
  const canUpdate = hasPermission(granted, actions, "users.update");
  const [editing, setEditing] = useState<{ role?: Role } | null>(null);
  const list = useEntityList<Role>({ collection: ROLES, restoreBody: (role) => ({ id: role.id }) });
  const columns: ListColumn<Role>[] = [
    { key: "name", label: t("people.roles.name"), render: (role) => role.name },
    { key: "description", label: t("people.roles.description"), render: (role) => role.description ?? "" },
  ];
  if (canUpdate && !list.isDeletedView) {
    columns.push({
      key: "actions",
      label: "",
      render: (role) => <EditButton name={role.name} onClick={() => setEditing({ role })} />,
    });
  }
  return (
    <>
      {canCreate && (
        <Group justify="flex-end" mb="sm">
          <Button size="lg" leftSection={<IconPlus aria-hidden size={18} />} onClick={() => setEditing({})}>
            {t("people.roles.new")}
          </Button>
        </Group>
      )}
      <ListView
        list={list}
        columns={columns}
        rowName={(role) => role.name}
        emptyTitle={t("people.roles.empty")}
        canDelete={hasPermission(granted, actions, "users.delete")}
        canRestore={canUpdate}
      />
      {editing && <RoleForm role={editing.role} contracted={contracted} onClose={() => setEditing(null)} />}
    </>
  );
}
