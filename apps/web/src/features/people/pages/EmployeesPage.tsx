import { hasPermission, staffName } from "@comanda/domain";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../app/PageFrame";
import { usePermissions } from "../../../app/permissions";
import { type ListColumn, ListView } from "../../../ui/list/ListView";
import { useEntityList } from "../../../ui/list/useEntityList";

/** An employee as the generic `users` list returns it (the password hash never leaves the server). */
interface Employee {
  id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
}

export default function EmployeesPage() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const list = useEntityList<Employee>({
    collection: "users",
    // Employees are restored by e-mail, the entity's unique field.
    restoreBody: (employee) => ({ email: employee.email }),
  });
  const columns: ListColumn<Employee>[] = [
    { key: "name", label: t("sections.employees.name"), render: staffName },
    { key: "username", label: t("sections.employees.username"), render: (employee) => employee.username },
    { key: "email", label: t("sections.employees.email"), render: (employee) => employee.email },
    { key: "phone", label: t("sections.employees.phone"), render: (employee) => employee.phone ?? "" },
  ];
  return (
    <PageFrame section="employees">
      <ListView
        list={list}
        columns={columns}
        rowName={staffName}
        emptyTitle={t("sections.employees.empty")}
        canDelete={hasPermission(granted, actions, "auth_system.delete")}
        canRestore={hasPermission(granted, actions, "auth_system.update")}
      />
    </PageFrame>
  );
}
