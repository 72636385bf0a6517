import {
  CRUD_ACTIONS,
  type CrudAction,
  MODULES,
  type Module,
  NAMED_ACTION_MODULE,
  NAMED_ACTIONS,
  type NamedAction,
  NO_PERMISSION,
  type PermissionMap,
} from "@comanda/domain";
import { Checkbox, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify";
import { FormModal } from "../../../ui/form/FormModal";
import { TextField } from "../../../ui/form/TextField";
import { useForm } from "../../../ui/form/useForm";
import { useSaveEntity } from "../../../ui/form/useSaveEntity";
import { ROLES, type Role } from "../people-api";

export interface RoleFormProps {
  role?: Role;
  /** The local's contracted modules: only they can be granted. */
  contracted: readonly string[];
  onClose: () => void;
}

interface RoleValues {
  name: string;
  description: string;
  permissions: PermissionMap;
  actions: NamedAction[];
}

/**
 * A role with its grants: per contracted module, view and each action the server checks, and
 * the named actions of those modules — the same table the server enforces (packages/domain).
 */
export function RoleForm({ role, contracted, onClose }: RoleFormProps) {
  const { t } = useTranslation();
  const save = useSaveEntity<Role, RoleValues>(ROLES);
  const modules = MODULES.filter((module) => contracted.includes(module));
  const actions = NAMED_ACTIONS.filter((action) => {
    const module = NAMED_ACTION_MODULE[action];
    return module !== undefined && contracted.includes(module);
  });
  const [initialValues] = useState<RoleValues>(() => ({
    name: role?.name ?? "",
    description: role?.description ?? "",
    // Only what can be granted is sent: grants on modules no longer contracted are dropped.
    permissions: Object.fromEntries(
      modules.map((module) => [module, role?.permissions[module] ?? NO_PERMISSION]),
    ),
    actions: (role?.actions ?? []).filter((action) => actions.includes(action)),
  }));
  const form = useForm<RoleValues>({
    initialValues,
    validate: (values) => (values.name.trim() ? {} : { name: "form.required" }),
  });
  const { values } = form;

  function toggle(module: Module, action: CrudAction, checked: boolean) {
    const current = values.permissions[module] ?? NO_PERMISSION;
    form.setValue("permissions", { ...values.permissions, [module]: { ...current, [action]: checked } });
  }

  async function handleSave(submitted: RoleValues) {
    try {
      const saved = await save.mutateAsync({ id: role?.id, body: submitted });
      notify(t(role ? "form.saved" : "form.created", { name: saved.name }), "success");
      onClose();
    } catch (error) {
      form.showApiErrors(error);
    }
  }

  return (
    <FormModal
      opened
      title={role ? t("people.roles.editTitle", { name: role.name }) : t("people.roles.newTitle")}
      onClose={onClose}
      onSubmit={form.onSubmit(handleSave)}
      isPending={save.isPending}
    >
      <TextField
        label={t("people.roles.name")}
        required
        maxLength={80}
        data-autofocus
        {...form.field("name")}
      />
      <TextField label={t("people.roles.description")} maxLength={255} {...form.field("description")} />
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t("people.roles.permissions")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("people.roles.onlyContracted")}
        </Text>
        {form.errorOf("permissions") && (
          <Text c="red" size="sm" role="alert">
            {form.errorOf("permissions")}
          </Text>
        )}
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("people.roles.module")}</Table.Th>
              {CRUD_ACTIONS.map((action) => (
                <Table.Th key={action}>{t(`people.roles.${action}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {modules.map((module) => (
              <Table.Tr key={module}>
                <Table.Td>{t(`override.modules.${module}`)}</Table.Td>
                {CRUD_ACTIONS.map((action) => (
                  <Table.Td key={action}>
                    <Checkbox
                      size="md"
                      aria-label={t("people.roles.grant", {
                        action: t(`people.roles.${action}`),
                        module: t(`override.modules.${module}`),
                      })}
                      checked={values.permissions[module]?.[action] === true}
                      onChange={(event) => toggle(module, action, event.currentTarget.checked)}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t("people.roles.actions")}
        </Title>
        <Group gap="lg">
          {actions.map((action) => (
            <Checkbox
              key={action}
              size="md"
              label={t(`people.roles.named.${action}`)}
              checked={values.actions.includes(action)}
              onChange={(event) =>
                form.setValue(
                  "actions",
                  event.currentTarget.checked
                    ? [...values.actions, action]
                    : values.actions.filter((held) => held !== action),
                )
              }
            />
          ))}
        </Group>
      </Stack>
    </FormModal>
  );
}
