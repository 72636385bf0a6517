import { formatAmount, hasPermission } from "@comanda/domain";
import { Select } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../app/PageFrame";
import { usePermissions } from "../../../app/permissions";
import { EditButton } from "../../../ui/list/EditButton";
import { type ListColumn, ListView } from "../../../ui/list/ListView";
import { useEntityList } from "../../../ui/list/useEntityList";
import { useMoneyOptions } from "../../settings/use-local-money";
import { OptionEditorDialog } from "../components/modifiers/OptionEditorDialog";
import { type ModifierOption, useAllModifiers } from "../modifiers-api";

/** /options/list: every option of every modifier, filtered by modifier, edited one at a time. */
export default function OptionsPage() {
  const { t } = useTranslation();
  const moneyOptions = useMoneyOptions();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const canUpdate = hasPermission(granted, actions, "products.update");
  const [modifierFilter, setModifierFilter] = useState<string | null>(null);
  const [editing, setEditing] = useState<ModifierOption>();
  const allModifiers = useAllModifiers();
  const modifiers = allModifiers.data?.results ?? [];
  const modifierName = (id: number) => modifiers.find((modifier) => modifier.id === id)?.name ?? "";
  const list = useEntityList<ModifierOption>({
    collection: "options",
    restoreBody: (option) => ({ id: option.id }),
    filters: modifierFilter ? { modifier_id: Number(modifierFilter) } : undefined,
  });

  const columns: ListColumn<ModifierOption>[] = [
    { key: "name", label: t("menu.modifiers.optionName"), render: (option) => option.name },
    {
      key: "modifier",
      label: t("menu.modifiers.modifier"),
      render: (option) => modifierName(option.modifier_id),
    },
    {
      key: "price",
      label: t("menu.modifiers.price"),
      render: (option) => formatAmount(option.price, moneyOptions),
    },
    { key: "max", label: t("menu.modifiers.max"), render: (option) => option.max_value },
  ];
  if (canUpdate && !list.isDeletedView) {
    columns.push({
      key: "actions",
      label: t("menu.modifiers.actions"),
      render: (option) => <EditButton name={option.name} onClick={() => setEditing(option)} />,
    });
  }

  return (
    <PageFrame section="options">
      <ListView
        list={list}
        columns={columns}
        rowName={(option) => option.name}
        emptyTitle={t("menu.modifiers.emptyOptions")}
        filters={
          <Select
            size="lg"
            label={t("menu.modifiers.modifierFilter")}
            placeholder={t("menu.modifiers.allModifiers")}
            data={modifiers.map((modifier) => ({ value: String(modifier.id), label: modifier.name }))}
            value={modifierFilter}
            onChange={setModifierFilter}
            searchable
            clearable
            nothingFoundMessage={t("menu.modifiers.nothingFound")}
            style={{ flex: "1 1 220px" }}
          />
        }
        canDelete={hasPermission(granted, actions, "products.delete")}
        canRestore={canUpdate}
      />
      <OptionEditorDialog option={editing} onClose={() => setEditing(undefined)} />
    </PageFrame>
  );
}
