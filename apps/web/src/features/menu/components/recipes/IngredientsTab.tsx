import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Ingredient } from "../../recipes-api";
import { READABLE_GREEN } from "./badge-colors";
import { CatalogueListTab } from "./CatalogueListTab";
import { IngredientForm } from "./IngredientForm";
import { TendencyBadge } from "./TendencyBadge";
import { useMenuFormat } from "./useMenuFormat";

/** The ingredients recipes are made of: price per measure and where it is going. */
export function IngredientsTab() {
  const { t } = useTranslation();
  const format = useMenuFormat();
  return (
    <CatalogueListTab<Ingredient>
      collection="ingredients"
      emptyTitle={t("menu.recipes.ingredients.empty")}
      newLabel={t("menu.recipes.ingredients.new")}
      columns={[
        { key: "name", label: t("menu.recipes.ingredients.name"), render: (row) => row.name },
        {
          key: "price",
          label: t("menu.recipes.ingredients.pricePerUnit"),
          render: (row) => format.pricePer(row.price, row.unit),
        },
        {
          key: "tendency",
          label: t("menu.recipes.ingredients.tendency"),
          render: (row) => <TendencyBadge ingredient={row} />,
        },
        {
          key: "active",
          label: t("menu.recipes.ingredients.state"),
          render: (row) => (
            <Badge tt="none" size="lg" variant="outline" color={row.is_active ? READABLE_GREEN : "gray.9"}>
              {t(row.is_active ? "menu.recipes.ingredients.active" : "menu.recipes.ingredients.inactive")}
            </Badge>
          ),
        },
      ]}
      renderForm={(ingredient, onClose) => <IngredientForm ingredient={ingredient} onClose={onClose} />}
    />
  );
}
