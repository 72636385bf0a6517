import {
  calendarDayIn,
  MEASURE_TYPE,
  MEASURES,
  type Measure,
  purchaseInputSchema,
  purchaseOrderInputSchema,
  purchaseOrderUpdateSchema,
  purchaseUpdateSchema,
} from "@comanda/domain";
import { Select, SimpleGrid, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { appTimeZone } from "../../../lib/i18n";
import { FormModal } from "../../../ui/form/FormModal";
import type { FieldErrors } from "../../../ui/form/field-errors";
import { NumberField } from "../../../ui/form/NumberField";
import { RowsEditor } from "../../../ui/form/RowsEditor";
import { numberOrEmpty, schemaErrors } from "../../../ui/form/schema-errors";
import { useEntityForm } from "../../../ui/form/useEntityForm";
import { useMenuFormat } from "../../menu/components/recipes/useMenuFormat";
import { type PurchaseRow, useProviders, useStockItems } from "../stock-api";
import { WarehouseSelect } from "./WarehouseSelect";

export type PurchaseKind = "purchases" | "purchase_orders";

interface LineValues {
  key: string;
  /** "ingredient:12" or "product:7". */
  item: string;
  qty: string;
  unit: Measure;
  price: string;
  iva: string;
}

interface Values {
  provider_uuid: string;
  stock_uuid: string;
  date: string;
  products: LineValues[];
}

/** Today in the local's time zone, as a date field holds it. */
function todayIso(): string {
  const day = calendarDayIn(new Date(), appTimeZone());
  return `${day.year}-${String(day.month).padStart(2, "0")}-${String(day.day).padStart(2, "0")}`;
}

let lineCounter = 0;
const newLine = (): LineValues => {
  lineCounter += 1;
  return { key: `line-${lineCounter}`, item: "", qty: "1", unit: "ud", price: "", iva: "10" };
};

function payloadOf(kind: PurchaseKind, values: Values) {
  return {
    provider_uuid: values.provider_uuid,
    ...(kind === "purchases" ? { stock_uuid: values.stock_uuid } : {}),
    date: values.date,
    products: values.products.map((line) => {
      const [type, id] = line.item.split(":");
      return {
        ...(type === "product" ? { product: Number(id) } : { ingredient: Number(id) }),
        qty: numberOrEmpty(line.qty),
        unit: line.unit,
        price: numberOrEmpty(line.price),
        iva: numberOrEmpty(line.iva),
      };
    }),
  };
}

/**
 * What a line still lacks, worded for the lines: the schema judges the lines as one field and
 * would only say "invalid" of an empty article, quantity or price.
 */
function missingInLines(lines: readonly LineValues[]): string | undefined {
  if (lines.some((line) => line.item === "")) return "stock.purchases.lineItemRequired";
  if (lines.some((line) => line.qty.trim() === "")) return "stock.purchases.lineQtyRequired";
  if (lines.some((line) => line.price.trim() === "")) return "stock.purchases.linePriceRequired";
  return undefined;
}

export interface PurchaseFormProps {
  kind: PurchaseKind;
  row?: PurchaseRow;
  onClose: () => void;
}

/**
 * A purchase or a purchase order: provider, (warehouse,) date and lines of an ingredient or a
 * product in any unit of its kind, price before VAT and VAT. The totals are the server's.
 */
export function PurchaseForm({ kind, row, onClose }: PurchaseFormProps) {
  const { t } = useTranslation();
  const format = useMenuFormat();
  const providers = useProviders();
  const ingredients = useStockItems("ingredient");
  const products = useStockItems("product");
  const unitOf = new Map<string, Measure>([
    ...(ingredients.data ?? []).map((item) => [`ingredient:${item.id}`, item.unit] as const),
    ...(products.data ?? []).map((item) => [`product:${item.id}`, item.unit] as const),
  ]);
  const schema =
    kind === "purchases"
      ? row
        ? purchaseUpdateSchema
        : purchaseInputSchema
      : row
        ? purchaseOrderUpdateSchema
        : purchaseOrderInputSchema;
  const { form, onSubmit, isPending } = useEntityForm({
    collection: kind,
    id: row?.id,
    payload: (values: Values) => payloadOf(kind, values),
    onClose,
    initialValues: {
      provider_uuid: row?.provider_uuid ?? "",
      stock_uuid: row?.stock_uuid ?? "",
      date: row?.date ?? todayIso(),
      products: row
        ? row.products.map((line) => ({
            ...newLine(),
            item: line.ingredient !== undefined ? `ingredient:${line.ingredient}` : `product:${line.product}`,
            qty: String(line.qty),
            unit: line.unit,
            price: String(line.price),
            iva: String(line.iva),
          }))
        : [newLine()],
    },
    validate: (values: Values) => {
      const errors: FieldErrors<Values> = schemaErrors(schema, payloadOf(kind, values), values);
      const missing = missingInLines(values.products);
      if (missing) errors.products = missing;
      return errors;
    },
  });
  const { values } = form;
  const items = [
    {
      group: t("stock.levels.ingredients"),
      items: (ingredients.data ?? []).map((item) => ({ value: `ingredient:${item.id}`, label: item.name })),
    },
    {
      group: t("stock.levels.products"),
      items: (products.data ?? []).map((item) => ({ value: `product:${item.id}`, label: item.name })),
    },
  ];
  const productsError = form.errorOf("products");
  return (
    <FormModal
      opened
      title={t(`stock.${kind}.${row ? "editTitle" : "newTitle"}`, { serial: row?.serial ?? "" })}
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: kind === "purchases" ? 3 : 2 }}>
        <Select
          size="lg"
          label={t("stock.purchases.provider")}
          required
          data={(providers.data ?? []).map((provider) => ({ value: provider.uuid, label: provider.name }))}
          value={values.provider_uuid || null}
          onChange={(value) => form.setValue("provider_uuid", value ?? "")}
          error={form.errorOf("provider_uuid")}
          comboboxProps={{ withinPortal: true }}
          searchable
        />
        {kind === "purchases" && (
          <WarehouseSelect
            required
            value={values.stock_uuid || undefined}
            onChange={(uuid) => form.setValue("stock_uuid", uuid ?? "")}
            error={form.errorOf("stock_uuid")}
          />
        )}
        <TextInput
          size="lg"
          type="date"
          label={t("stock.purchases.date")}
          required
          value={values.date}
          onChange={(event) => form.setValue("date", event.currentTarget.value)}
          error={form.errorOf("date")}
        />
      </SimpleGrid>
      <RowsEditor
        rows={values.products}
        onChange={(lines) => form.setValue("products", lines)}
        newRow={newLine}
        removeLabel={(number) => t("stock.purchases.removeLine", { number })}
        addLabel={t("stock.purchases.addLine")}
        error={productsError}
        rowTestId="purchase-line"
        renderRow={(line, update, index) => {
          const itemUnit = unitOf.get(line.item);
          return (
            <>
              <Select
                size="lg"
                label={t("stock.purchases.item", { number: index + 1 })}
                data={items}
                value={line.item || null}
                onChange={(value) => {
                  const unit = value ? unitOf.get(value) : undefined;
                  update({ item: value ?? "", ...(unit ? { unit } : {}) });
                }}
                searchable
                comboboxProps={{ withinPortal: true }}
                style={{ flex: "2 1 200px" }}
              />
              <NumberField
                label={t("stock.purchases.qty", { number: index + 1 })}
                rule="greaterThanZero"
                value={line.qty}
                onChange={(qty) => update({ qty })}
                style={{ flex: "1 1 90px" }}
              />
              <Select
                size="lg"
                label={t("stock.purchases.unit", { number: index + 1 })}
                data={MEASURES.filter(
                  (measure) => !itemUnit || MEASURE_TYPE[measure] === MEASURE_TYPE[itemUnit],
                ).map((measure) => ({ value: measure, label: format.measure(measure) }))}
                value={line.unit}
                onChange={(value) => value && update({ unit: value as Measure })}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                style={{ flex: "1 1 90px" }}
              />
              <NumberField
                label={t("stock.purchases.price", { number: index + 1 })}
                rule="positive"
                value={line.price}
                onChange={(price) => update({ price })}
                style={{ flex: "1 1 100px" }}
              />
              <NumberField
                label={t("stock.purchases.iva", { number: index + 1 })}
                rule="positive"
                value={line.iva}
                onChange={(iva) => update({ iva })}
                style={{ flex: "1 1 70px" }}
              />
            </>
          );
        }}
      />
    </FormModal>
  );
}
