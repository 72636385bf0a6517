import { hasPermission, staffName } from "@comanda/domain";
import { Button, Group, Tabs } from "@mantine/core";
import { IconMail, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../app/PageFrame";
import { usePermissions } from "../../../app/permissions";
import { notify } from "../../../lib/notify";
import { EditButton } from "../../../ui/list/EditButton";
import { type ListColumn, ListView } from "../../../ui/list/ListView";
import { useEntityList } from "../../../ui/list/useEntityList";
import { EmployeeForm } from "../components/EmployeeForm";
import { RolesPanel } from "../components/RolesPanel";
import { type Employee, USERS, usePasswordResetMail, useRoleChoices } from "../people-api";

/** The staff: hire, edit, let go and take back employees; roles and permissions in their own tab. */
export default function EmployeesPage() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const canCreate = hasPermission(granted, actions, "auth_system.create");
  const canUpdate = hasPermission(granted, actions, "auth_system.update");
  const canSeeRoles = hasPermission(granted, actions, "users.view");
  const [editing, setEditing] = useState<{ employee?: Employee } | null>(null);
  const reset = usePasswordResetMail();
  const roles = useRoleChoices();
  const list = useEntityList<Employee>({
    collection: USERS,
    // Employees are restored by e-mail, the entity's unique field.
    restoreBody: (employee) => ({ email: employee.email }),
  });
  const roleName = (employee: Employee) =>
    roles.data?.find((role) => role.id === employee.role_id)?.name ?? "";
  const columns: ListColumn<Employee>[] = [
    { key: "name", label: t("sections.employees.name"), render: staffName },
    { key: "username", label: t("sections.employees.username"), render: (employee) => employee.username },
    { key: "email", label: t("sections.employees.email"), render: (employee) => employee.email },
    { key: "phone", label: t("sections.employees.phone"), render: (employee) => employee.phone ?? "" },
    { key: "role", label: t("people.employees.role"), render: roleName },
  ];
  if (canUpdate && !list.isDeletedView) {
    columns.push({
      key: "actions",
      label: "",
      render: (employee) => (
        <Group gap="xs" wrap="nowrap">
          <EditButton name={staffName(employee)} onClick={() => setEditing({ employee })} />
          <Button
            size="lg"
            variant="subtle"
            leftSection={<IconMail aria-hidden size={18} />}
            aria-label={t("people.employees.resetPasswordOf", { name: staffName(employee) })}
            loading={reset.isPending && reset.variables === employee.email}
            onClick={() =>
              reset.mutate(employee.email, {
                onSuccess: () =>
                  notify(t("people.employees.resetSent", { email: employee.email }), "success"),
              })
            }
          >
            {t("people.employees.resetPassword")}
          </Button>
        </Group>
      ),
    });
  }
  const employees = (
    <>
      <ListView
        list={list}
        columns={columns}
        rowName={staffName}
        emptyTitle={t("sections.employees.empty")}
        canDelete={hasPermission(granted, actions, "auth_system.delete")}
        canRestore={canUpdate}
      />
      {editing && <EmployeeForm employee={editing.employee} onClose={() => setEditing(null)} />}
    </>
  );
  return (
    <PageFrame
      section="employees"
      actions={
        canCreate && (
          <Button size="lg" leftSection={<IconPlus aria-hidden size={18} />} onClick={() => setEditing({})}>
            {t("people.employees.new")}
          </Button>
        )
      }
    >
      {canSeeRoles ? (
        <Tabs defaultValue="employees" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="employees">{t("people.tabs.employees")}</Tabs.Tab>
            <Tabs.Tab value="roles">{t("people.tabs.roles")}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="employees">{employees}</Tabs.Panel>
          <Tabs.Panel value="roles">
            <RolesPanel />
          </Tabs.Panel>
        </Tabs>
      ) : (
        employees
      )}
    </PageFrame>
  );
}
