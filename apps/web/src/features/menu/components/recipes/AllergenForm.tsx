import { allergenInputSchema, allergenUpdateSchema } from "@comanda/domain";
import { useTranslation } from "react-i18next";
import { notify } from "../../../../lib/notify";
import { FormModal } from "../../../../ui/form/FormModal";
import { schemaErrors } from "../../../../ui/form/schema-errors";
import { TextField } from "../../../../ui/form/TextField";
import { useForm } from "../../../../ui/form/useForm";
import { useSaveEntity } from "../../../../ui/form/useSaveEntity";
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
  const save = useSaveEntity<Allergen, AllergenFormValues>("allergens");
  const schema = allergen ? allergenUpdateSchema : allergenInputSchema;
  const form = useForm<AllergenFormValues>({
    initialValues: {
      name: allergen?.name ?? "",
      name_en: allergen?.name_en ?? "",
      name_ch: allergen?.name_ch ?? "",
    },
    validate: (values) => schemaErrors(schema, payloadOf(values), values),
  });

  async function handleSave(values: AllergenFormValues) {
    try {
      const saved = await save.mutateAsync({ id: allergen?.id, body: payloadOf(values) });
      notify(t(allergen ? "form.saved" : "form.created", { name: saved.name }), "success");
      onClose();
    } catch (error) {
      form.showApiErrors(error);
    }
  }

  return (
    <FormModal
      opened
      title={
        allergen
          ? t("menu.recipes.allergens.editTitle", { name: allergen.name })
          : t("menu.recipes.allergens.newTitle")
      }
      onClose={onClose}
      onSubmit={form.onSubmit(handleSave)}
      isPending={save.isPending}
    >
      <TextField label={t("menu.recipes.allergens.name")} required data-autofocus {...form.field("name")} />
      <TextField label={t("menu.recipes.allergens.nameEn")} lang="en" {...form.field("name_en")} />
      <TextField label={t("menu.recipes.allergens.nameCh")} lang="zh" {...form.field("name_ch")} />
    </FormModal>
  );
}
