import {
  ingredientInputSchema,
  ingredientUpdateSchema,
  MEASURES,
  MENU_IMAGE_MAX_BYTES,
  type Measure,
} from "@comanda/domain";
import { Select, SimpleGrid, Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { bodyWithImage } from "../../../../lib/form-body";
import { FormModal } from "../../../../ui/form/FormModal";
import { ImageField, imageFieldBinding } from "../../../../ui/form/ImageField";
import { NumberField } from "../../../../ui/form/NumberField";
import { numberOrEmpty, schemaErrors } from "../../../../ui/form/schema-errors";
import { TextAreaField } from "../../../../ui/form/TextAreaField";
import { TextField } from "../../../../ui/form/TextField";
import { useEntityForm } from "../../../../ui/form/useEntityForm";
import type { Ingredient } from "../../recipes-api";
import { useMenuFormat } from "./useMenuFormat";

interface IngredientFormValues {
  name: string;
  price: string;
  unit: Measure;
  iva: string;
  min_stock: string;
  sku: string;
  description: string;
  is_active: boolean;
  /** The stored image's URL; null when there is none or it was removed. */
  image: string | null;
  /** A new image chosen in this form. */
  imageFile: File | null;
}

/** The domain's defaults for a new ingredient (price 1, unit "ud", active). */
const NEW_INGREDIENT: IngredientFormValues = {
  name: "",
  price: "1",
  unit: "ud",
  iva: "0",
  min_stock: "0",
  sku: "",
  description: "",
  is_active: true,
  image: null,
  imageFile: null,
};

function valuesOf(ingredient: Ingredient): IngredientFormValues {
  return {
    name: ingredient.name,
    price: String(ingredient.price),
    unit: ingredient.unit,
    iva: String(ingredient.iva),
    min_stock: String(ingredient.min_stock),
    sku: ingredient.sku ?? "",
    description: ingredient.description ?? "",
    is_active: ingredient.is_active,
    image: ingredient.image || null,
    imageFile: null,
  };
}

/** What is sent: numbers as numbers, an empty minimum stock as 0 (spec §5 "Other"). */
function payloadOf(values: IngredientFormValues) {
  return {
    name: values.name.trim(),
    price: numberOrEmpty(values.price),
    unit: values.unit,
    iva: values.iva.trim() === "" ? 0 : numberOrEmpty(values.iva),
    min_stock: values.min_stock.trim() === "" ? 0 : numberOrEmpty(values.min_stock),
    // "" clears them on an edit, and is left out by the server on a create.
    sku: values.sku.trim(),
    description: values.description,
    is_active: values.is_active,
  };
}

export interface IngredientFormProps {
  /** The ingredient to edit, or undefined to create one. */
  ingredient?: Ingredient;
  onClose: () => void;
}

/** Create or edit an ingredient; a changed price is kept by the server as the new trend. */
export function IngredientForm({ ingredient, onClose }: IngredientFormProps) {
  const { t } = useTranslation();
  const format = useMenuFormat();
  const schema = ingredient ? ingredientUpdateSchema : ingredientInputSchema;
  const { form, onSubmit, isPending } = useEntityForm({
    collection: "ingredients",
    id: ingredient?.id,
    initialValues: ingredient ? valuesOf(ingredient) : NEW_INGREDIENT,
    validate: (values: IngredientFormValues) => schemaErrors(schema, payloadOf(values), values),
    payload: (values: IngredientFormValues) =>
      bodyWithImage(payloadOf(values), {
        file: values.imageFile,
        isCleared: Boolean(ingredient?.image) && values.image === null && values.imageFile === null,
      }),
    onClose,
  });

  return (
    <FormModal
      opened
      title={
        ingredient
          ? t("menu.recipes.ingredients.editTitle", { name: ingredient.name })
          : t("menu.recipes.ingredients.newTitle")
      }
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={isPending}
    >
      <TextField label={t("menu.recipes.ingredients.name")} required data-autofocus {...form.field("name")} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField
          label={t("menu.recipes.ingredients.price")}
          rule="positive"
          required
          {...form.field("price")}
        />
        <Select
          size="lg"
          label={t("menu.recipes.ingredients.unit")}
          data={MEASURES.map((measure) => ({ value: measure, label: format.measure(measure) }))}
          value={form.values.unit}
          onChange={(value) => value && form.setValue("unit", value as Measure)}
          error={form.errorOf("unit")}
          allowDeselect={false}
        />
        <NumberField label={t("menu.recipes.ingredients.iva")} rule="positive" {...form.field("iva")} />
        <NumberField
          label={t("menu.recipes.ingredients.minStock")}
          rule="positive"
          {...form.field("min_stock")}
        />
      </SimpleGrid>
      <TextField label={t("menu.recipes.ingredients.sku")} {...form.field("sku")} />
      <TextAreaField
        label={t("menu.recipes.ingredients.description")}
        autosize
        minRows={2}
        {...form.field("description")}
      />
      <ImageField
        label={t("menu.recipes.ingredients.image")}
        {...imageFieldBinding(form)}
        maxBytes={MENU_IMAGE_MAX_BYTES}
      />
      <Switch
        size="lg"
        label={t("menu.recipes.ingredients.isActive")}
        checked={form.values.is_active}
        onChange={(event) => form.setValue("is_active", event.currentTarget.checked)}
      />
    </FormModal>
  );
}
