import { allergenInputSchema, allergenUpdateSchema } from "@comanda/domain";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../../../ui/form/FormModal";
import { schemaErrors } from "../../../../ui/form/schema-errors";
import { TextField } from "../../../../ui/form/TextField";
import { useEntityForm } from "../../../../ui/form/useEntityForm";
import type { Allergen } from "../../recipes-api";

interface AllergenFormValues {
  name: string;
  name_en: string;
  name_ch: string;
}

function payloadOf(values: AllergenFormValues) {
  // "" clears a translation on an edit, and is left out by the server on a create.
  return { name: values.name.trim(), name_en: values.name_en.trim(), name_ch: values.name_ch.trim() };
}

export interface AllergenFormProps {
  /** The allergen to edit, or undefined to create one. */
  allergen?: Allergen;
  onClose: () => void;
}

/** Create or edit an allergen with its name in the menu's three languages. */
export function AllergenForm({ allergen, onClose }: AllergenFormProps) {
  const { t } = useTranslation();
  const schema = allergen ? allergenUpdateSchema : allergenInputSchema;
  const { form, onSubmit, isPending } = useEntityForm({
    collection: "allergens",
    id: allergen?.id,
    initialValues: {
      name: allergen?.name ?? "",
      name_en: allergen?.name_en ?? "",
      name_ch: allergen?.name_ch ?? "",
    },
    validate: (values: AllergenFormValues) => schemaErrors(schema, payloadOf(values), values),
    payload: payloadOf,
    onClose,
  });

  return (
    <FormModal
      opened
      title={
        allergen
          ? t("menu.recipes.allergens.editTitle", { name: allergen.name })
          : t("menu.recipes.allergens.newTitle")
      }
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={isPending}
    >
      <TextField label={t("menu.recipes.allergens.name")} required data-autofocus {...form.field("name")} />
      <TextField label={t("menu.recipes.allergens.nameEn")} lang="en" {...form.field("name_en")} />
      <TextField label={t("menu.recipes.allergens.nameCh")} lang="zh" {...form.field("name_ch")} />
    </FormModal>
  );
}
