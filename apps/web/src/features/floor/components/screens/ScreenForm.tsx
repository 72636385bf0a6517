import { screenInputSchema, screenUpdateSchema } from "@comanda/domain";
import { Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChoiceMultiSelect, ChoiceSelect } from "../../../../ui/form/ChoiceSelect";
import { FormModal } from "../../../../ui/form/FormModal";
import { schemaErrors } from "../../../../ui/form/schema-errors";
import { TextField } from "../../../../ui/form/TextField";
import { useEntityForm } from "../../../../ui/form/useEntityForm";
import { useTpvs } from "../../../auth/api";
import { useModifierChoices } from "../../../menu/products-api";
import { type ScreenRow, useLabelledCategories } from "../../floor-api";
import { type ScreenFormValues, screenFormValues, screenPayload } from "../../floor-forms";

export interface ScreenFormProps {
  /** The screen to edit, or undefined to create one. */
  screen?: ScreenRow;
  onClose: () => void;
}

/** Create or edit a kitchen screen: its till, the categories and modifiers it shows, and "various". */
export function ScreenForm({ screen, onClose }: ScreenFormProps) {
  const { t } = useTranslation();
  const tpvs = useTpvs();
  const categories = useLabelledCategories();
  const modifiers = useModifierChoices();
  const schema = screen ? screenUpdateSchema : screenInputSchema;
  const { form, onSubmit, isPending } = useEntityForm({
    collection: "screens",
    id: screen?.id,
    initialValues: screenFormValues(screen),
    validate: (values: ScreenFormValues) => schemaErrors(schema, screenPayload(values), values),
    payload: screenPayload,
    onClose,
  });
  return (
    <FormModal
      opened
      title={screen ? t("floor.screens.editTitle", { name: screen.name }) : t("floor.screens.newTitle")}
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={isPending}
    >
      <TextField label={t("floor.screens.name")} required data-autofocus {...form.field("name")} />
      <ChoiceSelect
        label={t("floor.screens.tpv")}
        description={t("floor.screens.tpvHint")}
        placeholder={t("floor.screens.allTpvs")}
        rows={tpvs.data?.results}
        {...form.field("tpv")}
      />
      <ChoiceMultiSelect
        label={t("floor.screens.categories")}
        rows={categories}
        {...form.field("categories")}
      />
      <ChoiceMultiSelect
        label={t("floor.screens.modifiers")}
        description={t("floor.screens.modifiersHint")}
        rows={modifiers.data}
        {...form.field("modifiers")}
      />
      <Switch
        size="lg"
        label={t("floor.screens.showVarious")}
        description={t("floor.screens.showVariousHint")}
        checked={form.values.show_various}
        onChange={(event) => form.setValue("show_various", event.currentTarget.checked)}
      />
    </FormModal>
  );
}
