import {
  MEASURES,
  MENU_IMAGE_MAX_BYTES,
  type Measure,
  PRODUCT_ORDER_GROUPS,
  type ProductOrderGroup,
} from "@comanda/domain";
import { Select, SimpleGrid, Stack, Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ImageField, imageFieldBinding } from "../../../../ui/form/ImageField";
import { NumberField } from "../../../../ui/form/NumberField";
import { TextField } from "../../../../ui/form/TextField";
import type { NamedRow } from "../../products-api";
import type { ProductForm } from "./product-form";

export interface ProductGeneralFieldsProps {
  form: ProductForm;
  categories: NamedRow[];
}

/** The product's own data: name, category, prices, course, units, stock and image. */
export function ProductGeneralFields({ form, categories }: ProductGeneralFieldsProps) {
  const { t } = useTranslation();
  const { values } = form;
  return (
    <Stack gap="md">
      <TextField label={t("menu.products.fields.name")} required data-autofocus {...form.field("name")} />
      <Select
        size="lg"
        searchable
        required
        label={t("menu.products.fields.category")}
        data={categories.map((category) => ({ value: String(category.id), label: category.name }))}
        value={values.category}
        onChange={(category) => form.setValue("category", category)}
        error={form.errorOf("category")}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberField label={t("menu.products.fields.price")} rule="positive" {...form.field("price")} />
        <NumberField
          label={t("menu.products.fields.purchasePrice")}
          rule="positive"
          {...form.field("purchase_price")}
        />
        <NumberField label={t("menu.products.fields.iva")} rule="positive" {...form.field("iva")} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          size="lg"
          label={t("menu.products.fields.order")}
          data={PRODUCT_ORDER_GROUPS.map((group) => ({
            value: group,
            label: t(`menu.products.orderGroups.${group}`),
          }))}
          value={values.order}
          onChange={(order) => order && form.setValue("order", order as ProductOrderGroup)}
          error={form.errorOf("order")}
          allowDeselect={false}
        />
        <NumberField
          label={t("menu.products.fields.orderNumber")}
          rule="positive"
          {...form.field("order_number")}
        />
        <Select
          size="lg"
          label={t("menu.products.fields.unit")}
          data={MEASURES.map((measure) => ({
            value: measure,
            label: t(`menu.products.measures.${measure}`),
          }))}
          value={values.unit}
          onChange={(unit) => unit && form.setValue("unit", unit as Measure)}
          error={form.errorOf("unit")}
          allowDeselect={false}
        />
        <NumberField
          label={t("menu.products.fields.unitValue")}
          rule="greaterThanZero"
          {...form.field("unit_value")}
        />
        <NumberField label={t("menu.products.fields.qty")} rule="greaterThanZero" {...form.field("qty")} />
        <NumberField
          label={t("menu.products.fields.minStock")}
          rule="positive"
          {...form.field("min_stock")}
        />
      </SimpleGrid>
      <TextField label={t("menu.products.fields.serial")} {...form.field("serial")} />
      <Switch
        size="lg"
        label={t("menu.products.fields.isActive")}
        checked={values.is_active}
        onChange={(event) => form.setValue("is_active", event.currentTarget.checked)}
      />
      <ImageField
        label={t("menu.products.fields.image")}
        {...imageFieldBinding(form)}
        maxBytes={MENU_IMAGE_MAX_BYTES}
      />
    </Stack>
  );
}
