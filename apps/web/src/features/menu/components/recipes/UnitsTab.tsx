import { useTranslation } from "react-i18next";
import type { MenuUnit } from "../../recipes-api";
import { CatalogueListTab } from "./CatalogueListTab";
import { UnitForm } from "./UnitForm";
import { useMenuFormat } from "./useMenuFormat";

/** The local's own units (a 75 cl bottle, a 5 kg box) recipes and stock can count in. */
export function UnitsTab() {
  const { t } = useTranslation();
  const format = useMenuFormat();
  return (
    <CatalogueListTab<MenuUnit>
      collection="units"
      emptyTitle={t("menu.recipes.units.empty")}
      newLabel={t("menu.recipes.units.new")}
      columns={[
        { key: "name", label: t("menu.recipes.units.name"), render: (row) => row.name },
        {
          key: "type",
          label: t("menu.recipes.units.type"),
          render: (row) => t(`menu.recipes.unitTypes.${row.type}`),
        },
        {
          key: "value",
          label: t("menu.recipes.units.equals"),
          render: (row) => format.quantity(row.value, row.unit_reference),
        },
      ]}
      renderForm={(unit, onClose) => <UnitForm unit={unit} onClose={onClose} />}
    />
  );
}
