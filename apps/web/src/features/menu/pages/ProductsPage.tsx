import { formatAmount, hasPermission, type ListQuery, type Product } from "@comanda/domain";
import { Button, Select, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../app/PageFrame";
import { usePermissions } from "../../../app/permissions";
import { EditButton } from "../../../ui/list/EditButton";
import { type ListColumn, ListView } from "../../../ui/list/ListView";
import { useEntityList } from "../../../ui/list/useEntityList";
import { useMoneyOptions } from "../../settings/use-local-money";
import { MoveToCategoryBar } from "../components/products/MoveToCategoryBar";
import { ProductFormModal } from "../components/products/ProductFormModal";
import { useCategoryChoices } from "../products-api";

type ActiveFilter = "all" | "active" | "inactive";

/** The form's state: closed, creating, or editing a listed product. */
type Editing = { product?: Product } | null;

export default function ProductsPage() {
  const { t, i18n } = useTranslation();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const canCreate = hasPermission(granted, actions, "products.create");
  const canUpdate = hasPermission(granted, actions, "products.update");
  const categories = useCategoryChoices();
  const [category, setCategory] = useState<string | null>(null);
  const [active, setActive] = useState<ActiveFilter>("all");
  const [editing, setEditing] = useState<Editing>(null);
  const filters: ListQuery = {
    ...(category ? { category: Number(category) } : {}),
    ...(active === "all" ? {} : { is_active: active === "active" }),
  };
  const list = useEntityList<Product>({
    collection: "products",
    restoreBody: (product) => ({ id: product.id }),
    filters,
  });
  const _language = i18n.language === "en" || i18n.language === "ch" ? i18n.language : "es";
  const moneyOptions = useMoneyOptions();
  const categoryNames = new Map((categories.data ?? []).map((row) => [row.id, row.name]));
  const selectedOnPage = (list.query.data?.results ?? [])
    .map((row) => row.id)
    .filter((id) => list.selected.has(id));

  const yes = t("menu.products.yes");
  const no = t("menu.products.no");
  const columns: ListColumn<Product>[] = [
    { key: "name", label: t("menu.products.columns.name"), render: (product) => product.name },
    {
      key: "category",
      label: t("menu.products.columns.category"),
      render: (product) => categoryNames.get(product.category) ?? "",
    },
    {
      key: "price",
      label: t("menu.products.columns.price"),
      render: (product) => formatAmount(product.price, moneyOptions),
    },
    { key: "iva", label: t("menu.products.columns.iva"), render: (product) => `${product.iva} %` },
    {
      key: "active",
      label: t("menu.products.columns.active"),
      render: (product) => (product.is_active ? <strong>{yes}</strong> : no),
    },
  ];
  if (canUpdate && !list.isDeletedView) {
    columns.push({
      key: "actions",
      label: t("menu.products.columns.actions"),
      render: (product) => <EditButton name={product.name} onClick={() => setEditing({ product })} />,
    });
  }

  const categoryData = categories.data;
  // Memoized so a new page of rows does not repaint the filters (the list's toolbar is memoized).
  const filterSlot = useMemo(
    () => (
      <>
        <Select
          size="lg"
          searchable
          clearable
          label={t("menu.products.filters.category")}
          placeholder={t("menu.products.filters.allCategories")}
          data={(categoryData ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
          value={category}
          onChange={setCategory}
          style={{ flex: "1 1 200px" }}
        />
        <Select
          size="lg"
          label={t("menu.products.filters.state")}
          data={(["all", "active", "inactive"] as const).map((value) => ({
            value,
            label: t(`menu.products.filters.${value}`),
          }))}
          value={active}
          onChange={(value) => value && setActive(value as ActiveFilter)}
          allowDeselect={false}
          style={{ flex: "0 1 180px" }}
        />
      </>
    ),
    [t, categoryData, category, active],
  );

  return (
    <PageFrame
      section="products"
      actions={
        canCreate && (
          <Button size="lg" leftSection={<IconPlus aria-hidden size={18} />} onClick={() => setEditing({})}>
            {t("menu.products.newProduct")}
          </Button>
        )
      }
    >
      <Stack gap="md">
        {canUpdate && !list.isDeletedView && selectedOnPage.length > 0 && (
          <MoveToCategoryBar
            ids={selectedOnPage}
            categories={categories.data ?? []}
            onMoved={() => list.setSelected(new Set())}
          />
        )}
        <ListView
          list={list}
          columns={columns}
          rowName={(product) => product.name}
          emptyTitle={t("menu.products.empty")}
          emptyText={canCreate ? t("menu.products.emptyText") : undefined}
          filters={filterSlot}
          canDelete={hasPermission(granted, actions, "products.delete")}
          canSelect={canUpdate}
          canRestore={canUpdate}
        />
      </Stack>
      {editing && <ProductFormModal product={editing.product} onClose={() => setEditing(null)} />}
    </PageFrame>
  );
}
