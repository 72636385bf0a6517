import { staffName } from "@comanda/domain";
import { SimpleGrid } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify";
import { ChoiceSelect } from "../../../ui/form/ChoiceSelect";
import { FormModal } from "../../../ui/form/FormModal";
import { PasswordField } from "../../../ui/form/PasswordField";
import { TextField } from "../../../ui/form/TextField";
import { useForm } from "../../../ui/form/useForm";
import { useSaveEntity } from "../../../ui/form/useSaveEntity";
import { type Employee, USERS, useRoleChoices } from "../people-api";

export interface EmployeeFormProps {
  /** The employee to edit, or undefined to hire one. */
  employee?: Employee;
  onClose: () => void;
}

interface EmployeeValues {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  role_id: string | null;
  password: string;
  confirmPassword: string;
}

const TEXT_FIELDS = ["username", "first_name", "last_name", "email", "phone", "address"] as const;

/** Hire or edit an employee: a new one needs a password typed twice; an edit changes it only when typed. */
export function EmployeeForm({ employee, onClose }: EmployeeFormProps) {
  const { t } = useTranslation();
  const roles = useRoleChoices(employee?.role_id);
  const save = useSaveEntity<Employee, Record<string, unknown>>(USERS);
  const [initialValues] = useState<EmployeeValues>(() => ({
    username: employee?.username ?? "",
    first_name: employee?.first_name ?? "",
    last_name: employee?.last_name ?? "",
    email: employee?.email ?? "",
    phone: employee?.phone ?? "",
    address: employee?.address ?? "",
    role_id: employee ? String(employee.role_id) : null,
    password: "",
    confirmPassword: "",
  }));
  const form = useForm<EmployeeValues>({
    initialValues,
    validate: (values) => {
      const found: Partial<Record<keyof EmployeeValues, string>> = {};
      if (!values.username.trim()) found.username = "form.required";
      if (!values.email.trim()) found.email = "form.required";
      if (!values.role_id) found.role_id = "form.required";
      if (!employee && !values.password) found.password = "form.required";
      if (values.password !== values.confirmPassword)
        found.confirmPassword = "people.employees.passwordsMismatch";
      return found;
    },
  });

  async function handleSave(values: EmployeeValues) {
    const { role_id, password, confirmPassword, ...texts } = values;
    const body: Record<string, unknown> = { ...texts, role_id: Number(role_id) };
    if (password) Object.assign(body, { password, confirmPassword });
    try {
      const saved = await save.mutateAsync({ id: employee?.id, body });
      notify(t(employee ? "form.saved" : "form.created", { name: staffName(saved) }), "success");
      onClose();
    } catch (error) {
      form.showApiErrors(error);
    }
  }

  return (
    <FormModal
      opened
      title={
        employee
          ? t("people.employees.editTitle", { name: staffName(employee) })
          : t("people.employees.newTitle")
      }
      onClose={onClose}
      onSubmit={form.onSubmit(handleSave)}
      isPending={save.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {TEXT_FIELDS.map((name) => (
          <TextField
            key={name}
            label={t(`people.employees.fields.${name}`)}
            required={name === "username" || name === "email"}
            type={name === "email" ? "email" : name === "phone" ? "tel" : "text"}
            autoComplete="off"
            maxLength={name === "address" ? 255 : 80}
            {...form.field(name)}
          />
        ))}
        <ChoiceSelect
          label={t("people.employees.fields.role_id")}
          required
          rows={roles.data}
          {...form.field("role_id")}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PasswordField
          label={t("people.employees.fields.password")}
          description={employee ? t("people.employees.fields.passwordHint") : undefined}
          required={!employee}
          autoComplete="new-password"
          {...form.field("password")}
        />
        <PasswordField
          label={t("people.employees.fields.confirmPassword")}
          required={!employee}
          autoComplete="new-password"
          {...form.field("confirmPassword")}
        />
      </SimpleGrid>
    </FormModal>
  );
}
