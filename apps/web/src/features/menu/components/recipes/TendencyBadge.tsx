import { Badge } from "@mantine/core";
import { IconArrowDownRight, IconArrowUpRight, IconEqual } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Ingredient } from "../../recipes-api";
import { useMenuFormat } from "./useMenuFormat";

/** Where an ingredient's price went at its last change, in words as well as an arrow. */
export function TendencyBadge({ ingredient }: { ingredient: Ingredient }) {
  const { t } = useTranslation();
  const format = useMenuFormat();
  const { tendency, old_price: oldPrice } = ingredient;
  const previous =
    oldPrice === null
      ? ""
      : ` (${t("menu.recipes.ingredients.previousPrice", { price: format.money(oldPrice) })})`;
  if (tendency === "up") {
    return (
      <Badge
        tt="none"
        size="lg"
        color="red.9"
        variant="outline"
        leftSection={<IconArrowUpRight aria-hidden size={16} />}
      >
        {t("menu.recipes.ingredients.tendencyUp")}
        {previous}
      </Badge>
    );
  }
  if (tendency === "down") {
    return (
      <Badge
        tt="none"
        size="lg"
        color="teal.9"
        variant="outline"
        leftSection={<IconArrowDownRight aria-hidden size={16} />}
      >
        {t("menu.recipes.ingredients.tendencyDown")}
        {previous}
      </Badge>
    );
  }
  return (
    <Badge
      tt="none"
      size="lg"
      color="gray.9"
      variant="outline"
      leftSection={<IconEqual aria-hidden size={16} />}
    >
      {t("menu.recipes.ingredients.tendencyEqual")}
    </Badge>
  );
}
