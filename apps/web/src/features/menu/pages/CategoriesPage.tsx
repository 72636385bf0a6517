import { type Category, hasPermission } from "@comanda/domain";
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../app/PageFrame";
import { usePermissions } from "../../../app/permissions";
import { type ListColumn, ListView } from "../../../ui/list/ListView";
import { useEntityList } from "../../../ui/list/useEntityList";
import { EmptyState, ErrorState, LoadingState } from "../../../ui/states";
import { useCategoryTree, useReorderCategories } from "../categories-api";
import { CategoryFormDialog } from "../components/categories/CategoryFormDialog";
import { CategoryTree } from "../components/categories/CategoryTree";
import { buildTree, filterTree } from "../components/categories/category-tree";
import { DeleteCategoryFlow } from "../components/categories/DeleteCategoryFlow";

/** The dialog open on the page: creating, editing one category, or none. */
type Editing = { category?: Category } | null;

export default function CategoriesPage() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const canCreate = hasPermission(granted, actions, "categories.create");
  const canUpdate = hasPermission(granted, actions, "categories.update");
  const canDelete = hasPermission(granted, actions, "categories.delete");
  // The deleted view is the list pattern's; the live view is the tree.
  const deletedList = useEntityList<Category>({
    collection: "categories",
    restoreBody: (category) => ({ id: category.id }),
  });
  const tree = useCategoryTree();
  const reorder = useReorderCategories();
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const categories = tree.data ?? [];
  const wholeTree = useMemo(() => buildTree(tree.data ?? []), [tree.data]);
  const shown = filterTree(wholeTree, search);
  const isSearching = search.trim() !== "";

  const viewSwitch = canUpdate && (
    <SegmentedControl
      size="lg"
      aria-label={t("list.view")}
      value="active"
      onChange={(value) => deletedList.setDeletedView(value === "deleted")}
      data={[
        { value: "active", label: t("list.active") },
        { value: "deleted", label: t("list.deleted") },
      ]}
    />
  );

  function treeBody() {
    if (tree.isPending) return <LoadingState />;
    if (tree.isError && !tree.data) return <ErrorState onRetry={() => void tree.refetch()} />;
    if (wholeTree.length === 0) {
      return (
        <EmptyState
          title={t("menu.categories.empty")}
          text={canCreate ? t("menu.categories.emptyText") : undefined}
        />
      );
    }
    if (shown.length === 0) return <EmptyState title={t("list.noResults", { search: search.trim() })} />;
    return (
      <CategoryTree
        nodes={shown}
        canReorder={canUpdate && !isSearching}
        canEdit={canUpdate}
        canDelete={canDelete}
        onEdit={(category) => setEditing({ category })}
        onDelete={setDeleting}
        onReorder={(parent, ids) => reorder.mutate({ parent, ids })}
      />
    );
  }

  const deletedColumns: ListColumn<Category>[] = [
    { key: "name", label: t("menu.categories.form.name"), render: (category) => category.name },
  ];

  return (
    <PageFrame
      section="categories"
      actions={
        canCreate && (
          <Button size="lg" leftSection={<IconPlus aria-hidden size={20} />} onClick={() => setEditing({})}>
            {t("menu.categories.new")}
          </Button>
        )
      }
    >
      {deletedList.isDeletedView ? (
        <ListView
          list={deletedList}
          columns={deletedColumns}
          rowName={(category) => category.name}
          emptyTitle={t("list.noDeleted")}
          canRestore={canUpdate}
        />
      ) : (
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              type="search"
              label={t("list.search")}
              size="lg"
              leftSection={<IconSearch aria-hidden size={18} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              style={{ flex: "1 1 220px" }}
            />
            {viewSwitch}
          </Group>
          {canUpdate && wholeTree.length > 1 && (
            <Text c="dimmed" size="sm">
              {isSearching ? t("menu.categories.searchHidesOrder") : t("menu.categories.reorderHint")}
            </Text>
          )}
          {treeBody()}
        </Stack>
      )}
      <CategoryFormDialog
        opened={editing !== null}
        category={editing?.category}
        categories={categories}
        onClose={() => setEditing(null)}
      />
      <DeleteCategoryFlow category={deleting} categories={categories} onClose={() => setDeleting(null)} />
    </PageFrame>
  );
}
