import { type AppLanguage, foldSearchText } from "@comanda/domain";
import { Button, Group, ScrollArea, Stack, TextInput } from "@mantine/core";
import { useCallbackRef } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../ui/states";
import type { AllergenNames } from "../../menu/allergens";
import { useAllergenChoices } from "../../menu/products-api";
import { useMoneyOptions } from "../../settings/use-local-money";
import type { BarCategory, BarProduct } from "../order-types";
import { ProductGrid } from "./ProductGrid";
import { ProductTile } from "./ProductTile";

export interface ProductPickerProps {
  products: readonly BarProduct[];
  categories: readonly BarCategory[];
  /** The table's zone, whose prices the tiles show. */
  zoneId: number | null | undefined;
  onPick: (product: BarProduct) => void;
}

const ALL = 0;

/** The menu as the till takes it: a category bar, a search and big product tiles. */
export function ProductPicker({ products, categories, zoneId, onPick }: ProductPickerProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as AppLanguage;
  const { currency } = useMoneyOptions();
  const [categoryId, setCategoryId] = useState(categories[0]?.id ?? ALL);
  const [search, setSearch] = useState("");
  const allergenRows = useAllergenChoices();

  // The screen gives a new onPick whenever it draws again: the tiles get one callback for
  // good, so the grid is not drawn again with it.
  const pick = useCallbackRef(onPick);

  const allergens = useMemo(
    () => allergenRows.data && new Map<number, AllergenNames>(allergenRows.data.map((row) => [row.id, row])),
    [allergenRows.data],
  );

  const needle = foldSearchText(search.trim());
  const shown = useMemo(() => {
    // A search looks through the whole menu: the waiter should not have to guess the category.
    if (needle) return products.filter((product) => foldSearchText(product.name).includes(needle));
    const parent = categories.find((category) => category.id === categoryId);
    if (!parent) return products;
    const ids = new Set([parent.id, ...parent.subcategories.map((sub) => sub.id)]);
    return products.filter((product) => ids.has(product.category));
  }, [products, categories, categoryId, needle]);

  const grid = useMemo(
    () =>
      shown.length === 0 ? (
        <EmptyState title={t("requests.order.noProducts")} />
      ) : (
        // A new list starts a new grid at its top, with its rows measured afresh.
        <ProductGrid
          key={`${categoryId} ${needle}`}
          items={shown}
          renderItem={(product) => (
            <ProductTile
              key={product.id}
              product={product}
              zoneId={zoneId}
              allergens={allergens}
              language={language}
              currency={currency}
              t={t}
              onPick={pick}
            />
          )}
        />
      ),
    [shown, categoryId, needle, zoneId, allergens, language, currency, t, pick],
  );

  // The screen draws again when the order or the charge buttons change; the picker's own
  // parts are drawn again only when what they show changes.
  return useMemo(
    () => (
      <Stack gap="sm">
        <TextInput
          size="lg"
          leftSection={<IconSearch aria-hidden size={20} />}
          placeholder={t("requests.order.search")}
          aria-label={t("requests.order.search")}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {!needle && (
          <ScrollArea type="auto" offsetScrollbars>
            {/* Every category at its full width: the bar scrolls instead of cutting names short. */}
            <Group
              gap="xs"
              wrap="nowrap"
              w="max-content"
              role="tablist"
              aria-label={t("requests.order.categories")}
            >
              {categories.map((category) => (
                <Button
                  key={category.id}
                  role="tab"
                  aria-selected={category.id === categoryId}
                  size="lg"
                  variant={category.id === categoryId ? "filled" : "default"}
                  onClick={() => setCategoryId(category.id)}
                >
                  {category.name}
                </Button>
              ))}
            </Group>
          </ScrollArea>
        )}
        {grid}
      </Stack>
    ),
    [search, needle, categories, categoryId, grid, t],
  );
}
