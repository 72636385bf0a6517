import { useTranslation } from "react-i18next";
import type { Allergen } from "../../recipes-api";
import { AllergenForm } from "./AllergenForm";
import { CatalogueListTab } from "./CatalogueListTab";

/** The allergens products declare: the 14 EU ones seeded, plus any the local adds. */
export function AllergensTab() {
  const { t } = useTranslation();
  return (
    <CatalogueListTab<Allergen>
      collection="allergens"
      emptyTitle={t("menu.recipes.allergens.empty")}
      newLabel={t("menu.recipes.allergens.new")}
      columns={[
        { key: "name", label: t("menu.recipes.allergens.name"), render: (row) => row.name },
        {
          key: "name_en",
          label: t("menu.recipes.allergens.nameEn"),
          render: (row) => <span lang="en">{row.name_en ?? ""}</span>,
        },
        {
          key: "name_ch",
          label: t("menu.recipes.allergens.nameCh"),
          render: (row) => <span lang="zh">{row.name_ch ?? ""}</span>,
        },
      ]}
      renderForm={(allergen, onClose) => <AllergenForm allergen={allergen} onClose={onClose} />}
    />
  );
}
