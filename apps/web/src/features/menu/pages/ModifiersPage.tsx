import { hasPermission } from "@comanda/domain";
import { Button, Group } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../app/PageFrame";
import { usePermissions } from "../../../app/permissions";
import { EditButton } from "../../../ui/list/EditButton";
import { type ListColumn, ListView } from "../../../ui/list/ListView";
import { useEntityList } from "../../../ui/list/useEntityList";
import { limitsText } from "../components/modifiers/limits-text";
import { ModifierEditorDialog } from "../components/modifiers/ModifierEditorDialog";
import { TryModifierDialog } from "../components/modifiers/TryModifierDialog";
import type { Modifier } from "../modifiers-api";

/** The editor's state: closed, creating (no modifier) or editing one. */
type Editing = { modifier?: Modifier } | undefined;

/** /modifiers/list: modifiers with their options, edited together; "Probar" shows them as the POS asks. */
export default function ModifiersPage() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const canCreate = hasPermission(granted, actions, "products.create");
  const canUpdate = hasPermission(granted, actions, "products.update");
  const [editing, setEditing] = useState<Editing>();
  const [trying, setTrying] = useState<Modifier>();
  const list = useEntityList<Modifier>({
    collection: "modifiers",
    restoreBody: (modifier) => ({ id: modifier.id }),
  });

  const columns: ListColumn<Modifier>[] = [
    { key: "name", label: t("menu.modifiers.name"), render: (modifier) => modifier.name },
    {
      key: "limits",
      label: t("menu.modifiers.limits"),
      render: (modifier) => limitsText(t, modifier.min_value, modifier.max_value),
    },
    { key: "options", label: t("menu.modifiers.optionCount"), render: (modifier) => modifier.options.length },
    {
      key: "enabled",
      label: t("menu.modifiers.enabled"),
      render: (modifier) => (modifier.enabled ? t("menu.modifiers.yes") : t("menu.modifiers.no")),
    },
  ];
  if (!list.isDeletedView) {
    columns.push({
      key: "actions",
      label: t("menu.modifiers.actions"),
      render: (modifier) => (
        <Group gap="xs" wrap="nowrap">
          {canUpdate && <EditButton name={modifier.name} onClick={() => setEditing({ modifier })} />}
          <Button
            size="lg"
            variant="default"
            aria-label={t("menu.modifiers.tryRow", { name: modifier.name })}
            onClick={() => setTrying(modifier)}
          >
            {t("menu.modifiers.try.button")}
          </Button>
        </Group>
      ),
    });
  }

  return (
    <PageFrame
      section="modifiers"
      actions={
        canCreate && (
          <Button size="lg" leftSection={<IconPlus aria-hidden size={20} />} onClick={() => setEditing({})}>
            {t("menu.modifiers.new")}
          </Button>
        )
      }
    >
      <ListView
        list={list}
        columns={columns}
        rowName={(modifier) => modifier.name}
        emptyTitle={t("menu.modifiers.empty")}
        canDelete={hasPermission(granted, actions, "products.delete")}
        canRestore={canUpdate}
      />
      <ModifierEditorDialog
        opened={editing !== undefined}
        modifier={editing?.modifier}
        onClose={() => setEditing(undefined)}
      />
      <TryModifierDialog modifier={trying} onClose={() => setTrying(undefined)} />
    </PageFrame>
  );
}
