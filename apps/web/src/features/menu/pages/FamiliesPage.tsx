import { hasPermission } from "@comanda/domain";
import { Badge, Button, Group, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../app/PageFrame";
import { usePermissions } from "../../../app/permissions";
import { EditButton } from "../../../ui/list/EditButton";
import { type ListColumn, ListView } from "../../../ui/list/ListView";
import { useEntityList } from "../../../ui/list/useEntityList";
import { type CategoryChoice, categoryLabel, type Family, useCategoryChoices } from "../catalogue-api";
import { FamilyForm } from "../components/catalogue/FamilyForm";

/** Families: named groups of categories, which printers route kitchen tickets by. */
export default function FamiliesPage() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const canUpdate = hasPermission(granted, actions, "families.update");
  // undefined: closed; null: a new one; a family: editing it.
  const [editing, setEditing] = useState<Family | null | undefined>(undefined);
  const list = useEntityList<Family>({
    collection: "families",
    restoreBody: (family) => ({ id: family.id }),
  });
  const categories = useCategoryChoices();
  const byId = new Map<number, CategoryChoice>(
    (categories.data ?? []).map((category) => [category.id, category]),
  );

  const columns: ListColumn<Family>[] = [
    { key: "name", label: t("menu.catalogue.families.name"), render: (row) => row.name },
    {
      key: "categories",
      label: t("menu.catalogue.families.categories"),
      render: (row) => {
        const names = row.categories.flatMap((id) => {
          const category = byId.get(id);
          return category ? [categoryLabel(category, byId)] : [];
        });
        if (names.length === 0) return <Text c="dimmed">{t("menu.catalogue.families.noCategories")}</Text>;
        return (
          <Group gap={6}>
            {names.map((name) => (
              <Badge key={name} size="lg" variant="light" color="gray" tt="none">
                {name}
              </Badge>
            ))}
          </Group>
        );
      },
    },
  ];
  if (canUpdate && !list.isDeletedView) {
    columns.push({
      key: "edit",
      label: t("form.edit"),
      render: (row) => <EditButton name={row.name} onClick={() => setEditing(row)} />,
    });
  }

  return (
    <PageFrame
      section="categories_families"
      actions={
        hasPermission(granted, actions, "families.create") && (
          <Button size="lg" leftSection={<IconPlus aria-hidden size={18} />} onClick={() => setEditing(null)}>
            {t("menu.catalogue.families.new")}
          </Button>
        )
      }
    >
      <ListView
        list={list}
        columns={columns}
        rowName={(row) => row.name}
        emptyTitle={t("menu.catalogue.families.empty")}
        canDelete={hasPermission(granted, actions, "families.delete")}
        canRestore={canUpdate}
      />
      {editing !== undefined && (
        <FamilyForm
          key={editing?.id ?? "new"}
          family={editing ?? undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
    </PageFrame>
  );
}
