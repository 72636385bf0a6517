import { type AppLanguage, foldSearchText, formatMoney } from "@comanda/domain";
import { Button, Group, ScrollArea, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../ui/states";
import { productPriceCents } from "../order-draft";
import type { BarCategory, BarProduct } from "../orders-api";

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
  const [categoryId, setCategoryId] = useState(categories[0]?.id ?? ALL);
  const [search, setSearch] = useState("");
  const money = (cents: number) => formatMoney(cents, { language: i18n.language as AppLanguage });

  const categoryIds = useMemo(() => {
    const parent = categories.find((category) => category.id === categoryId);
    return parent ? new Set([parent.id, ...parent.subcategories.map((sub) => sub.id)]) : undefined;
  }, [categories, categoryId]);

  const needle = foldSearchText(search.trim());
  // A search looks through the whole menu: the waiter should not have to guess the category.
  const shown = needle
    ? products.filter((product) => foldSearchText(product.name).includes(needle))
    : products.filter((product) => !categoryIds || categoryIds.has(product.category));

  return (
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
          <Group gap="xs" wrap="nowrap" role="tablist" aria-label={t("requests.order.categories")}>
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
      {shown.length === 0 ? (
        <EmptyState title={t("requests.order.noProducts")} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
          {shown.map((product) => (
            <UnstyledButton
              key={product.id}
              onClick={() => onPick(product)}
              aria-label={t("requests.order.productLabel", {
                name: product.name,
                price: money(productPriceCents(product, zoneId)),
              })}
              p="sm"
              mih={76}
              style={{
                border: "1px solid var(--mantine-color-gray-4)",
                borderRadius: "var(--mantine-radius-md)",
                background: "var(--mantine-color-body)",
                display: "flex",
                flexDirection: "column",
                justifyContent: "space-between",
              }}
            >
              <Text fw={600} lineClamp={2}>
                {product.name}
              </Text>
              <Group justify="space-between" gap={4}>
                <Text c="dimmed" size="sm">
                  {product.modifiers.length > 0 ? t("requests.order.hasChoices") : ""}
                </Text>
                <Text fw={700}>{money(productPriceCents(product, zoneId))}</Text>
              </Group>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
