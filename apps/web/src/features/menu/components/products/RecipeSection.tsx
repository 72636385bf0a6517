import {
  centsFromAmount,
  formatMoney,
  MEASURE_TYPE,
  MEASURES,
  type Measure,
  netOfVat,
  RECOMMENDED_MIN_MARGIN,
  type RecipeIngredient,
  recipeCost,
  recipeMargins,
} from "@comanda/domain";
import { Alert, Paper, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../../ui/form/NumberField";
import { RowsEditor } from "../../../../ui/form/RowsEditor";
import { parseNumber } from "../../../../ui/keyboard/input-rules";
import { useMoneyOptions } from "../../../settings/use-local-money";
import { newRowKey, type ProductFormValues, type RecipeRow } from "../../product-form-data";
import type { IngredientRow } from "../../products-api";

export interface RecipeSectionProps {
  rows: RecipeRow[];
  onChange: (rows: RecipeRow[]) => void;
  ingredients: IngredientRow[];
  /** The sale price and VAT as typed in the form: the margins are worked out on them. */
  values: Pick<ProductFormValues, "price" | "iva">;
  error?: string;
}

const PERCENT_LOCALES = { es: "es-ES", en: "en-GB", ch: "zh-CN" } as const;

/** A line's cost in cents, or null while it is not complete (no ingredient, no quantity). */
function lineCost(row: RecipeRow, byId: ReadonlyMap<number, RecipeIngredient>): number | null {
  const qty = parseNumber(row.qty.trim());
  const ingredient = row.id === null ? undefined : byId.get(Number(row.id));
  if (!ingredient || qty === undefined || qty <= 0) return null;
  if (MEASURE_TYPE[ingredient.unit] !== MEASURE_TYPE[row.unit]) return null;
  return recipeCost([{ id: ingredient.id, qty, unit: row.unit }], byId).total_cents;
}

/** Units a line may be weighed in: those of the same kind as its ingredient's own (no grams of a litre). */
function unitsFor(ingredient: IngredientRow | undefined): Measure[] {
  if (!ingredient) return [...MEASURES];
  return MEASURES.filter((measure) => MEASURE_TYPE[measure] === MEASURE_TYPE[ingredient.unit]);
}

/** The recipe lines, each line's cost, the total, and the margin against the recommended one. */
export function RecipeSection({ rows, onChange, ingredients, values, error }: RecipeSectionProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === "en" || i18n.language === "ch" ? i18n.language : "es";
  const moneyOptions = useMoneyOptions();
  const money = (cents: number) => formatMoney(cents, moneyOptions);
  const byId = new Map<number, RecipeIngredient>(ingredients.map((row) => [row.id, row]));
  const costs = rows.map((row) => lineCost(row, byId));
  const totalCents = costs.reduce<number>((sum, cost) => sum + (cost ?? 0), 0);
  const price = parseNumber(values.price.trim());
  const iva = parseNumber(values.iva.trim()) ?? 0;
  const netCents = price === undefined || price < 0 || iva < 0 ? null : netOfVat(centsFromAmount(price), iva);
  const margins = netCents === null ? null : recipeMargins(netCents, totalCents);
  const percentFormat = new Intl.NumberFormat(PERCENT_LOCALES[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const percent = (value: number | null | undefined) =>
    value === null || value === undefined
      ? t("menu.products.recipe.notAvailable")
      : `${percentFormat.format(value)} %`;

  function handleIngredient(update: (patch: Partial<RecipeRow>) => void, id: string | null) {
    const ingredient = ingredients.find((row) => String(row.id) === id);
    // A new ingredient starts in its own unit; a unit of another kind could not be costed.
    update({ id, ...(ingredient ? { unit: ingredient.unit } : {}) });
  }

  return (
    <Stack gap="md">
      <RowsEditor
        rows={rows}
        onChange={onChange}
        newRow={(): RecipeRow => ({ key: newRowKey(), id: null, qty: "", unit: "ud" })}
        hint={rows.length === 0 ? t("menu.products.recipe.empty") : undefined}
        removeLabel={(number) => t("menu.products.recipe.remove", { number })}
        addLabel={t("menu.products.recipe.add")}
        error={error}
        rowTestId="recipe-line"
        renderRow={(row, update) => {
          const ingredient = ingredients.find((candidate) => String(candidate.id) === row.id);
          const cost = lineCost(row, byId);
          return (
            <>
              <Select
                size="lg"
                searchable
                label={t("menu.products.recipe.ingredient")}
                data={ingredients.map((option) => ({ value: String(option.id), label: option.name }))}
                value={row.id}
                onChange={(value) => handleIngredient(update, value)}
                style={{ flex: "2 1 220px" }}
              />
              <NumberField
                label={t("menu.products.recipe.qty")}
                rule="greaterThanZero"
                value={row.qty}
                onChange={(qty) => update({ qty })}
                style={{ flex: "1 1 110px" }}
              />
              <Select
                size="lg"
                label={t("menu.products.recipe.unit")}
                data={unitsFor(ingredient).map((measure) => ({
                  value: measure,
                  label: t(`menu.products.measures.${measure}`),
                }))}
                value={row.unit}
                onChange={(value) => value && update({ unit: value as Measure })}
                allowDeselect={false}
                disabled={!ingredient}
                style={{ flex: "1 1 160px" }}
              />
              <Stack gap={0} style={{ flex: "0 0 auto", minWidth: 90 }}>
                <Text size="sm" c="dimmed">
                  {t("menu.products.recipe.cost")}
                </Text>
                <Text fw={600} size="lg" data-testid="recipe-line-cost">
                  {cost === null ? t("menu.products.recipe.notAvailable") : money(cost)}
                </Text>
              </Stack>
            </>
          );
        }}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Summary
          label={t("menu.products.recipe.totalCost")}
          value={money(totalCents)}
          testId="recipe-total"
        />
        <Summary
          label={t("menu.products.recipe.netPrice")}
          value={netCents === null ? t("menu.products.recipe.notAvailable") : money(netCents)}
        />
        <Summary label={t("menu.products.recipe.margin")} value={percent(margins?.margin)} />
        <Summary
          label={t("menu.products.recipe.markup")}
          value={percent(margins?.markup)}
          testId="recipe-markup"
        />
      </SimpleGrid>
      {margins?.below_recommended && (
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} role="status">
          {t("menu.products.recipe.belowRecommended", { min: RECOMMENDED_MIN_MARGIN })}
        </Alert>
      )}
    </Stack>
  );
}

function Summary({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}
