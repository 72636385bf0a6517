import { familyInputSchema, familyUpdateSchema } from "@comanda/domain";
import { Button, Group, Modal, MultiSelect, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { notify } from "../../../../lib/notify";
import { zodFieldErrors } from "../../../../ui/form/field-errors";
import { TextField } from "../../../../ui/form/TextField";
import { useForm } from "../../../../ui/form/useForm";
import { useSaveEntity } from "../../../../ui/form/useSaveEntity";
import { type CategoryChoice, categoryLabel, type Family, useCategoryChoices } from "../../catalogue-api";

interface FamilyFormValues {
  name: string;
  categories: number[];
}

/** The schema's messages as this screen's texts: only a name can be wrong here. */
function validate(isEdit: boolean) {
  return (values: FamilyFormValues) => {
    const errors = zodFieldErrors(isEdit ? familyUpdateSchema : familyInputSchema, {
      ...values,
      name: values.name.trim(),
    });
    if (!errors.name) return errors;
    return {
      ...errors,
      name:
        values.name.trim() === "" ? "menu.catalogue.families.required" : "menu.catalogue.families.invalid",
    };
  };
}

export interface FamilyFormProps {
  /** The family to edit, or undefined to create one. */
  family?: Family;
  onClose: () => void;
}

/** Create or edit a family: a name and the categories it groups (printers route by family). */
export function FamilyForm({ family, onClose }: FamilyFormProps) {
  const { t } = useTranslation();
  const save = useSaveEntity<Family, FamilyFormValues>("families");
  const categories = useCategoryChoices();
  const form = useForm<FamilyFormValues>({
    initialValues: { name: family?.name ?? "", categories: family?.categories ?? [] },
    validate: validate(family !== undefined),
  });
  const byId = new Map<number, CategoryChoice>(
    (categories.data ?? []).map((category) => [category.id, category]),
  );
  const choices = (categories.data ?? [])
    .map((category) => ({ value: String(category.id), label: categoryLabel(category, byId) }))
    .sort((a, b) => a.label.localeCompare(b.label));

  async function handleSave(values: FamilyFormValues) {
    try {
      const saved = await save.mutateAsync({ id: family?.id, body: { ...values, name: values.name.trim() } });
      notify(
        t(family ? "menu.catalogue.families.saved" : "menu.catalogue.families.created", { name: saved.name }),
        "success",
      );
      onClose();
    } catch (error) {
      form.showApiErrors(error);
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        family
          ? t("menu.catalogue.families.editTitle", { name: family.name })
          : t("menu.catalogue.families.newTitle")
      }
      centered
      size="lg"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <form onSubmit={form.onSubmit(handleSave)} noValidate>
        <Stack>
          <TextField
            label={t("menu.catalogue.families.name")}
            required
            data-autofocus
            {...form.field("name")}
          />
          <MultiSelect
            size="lg"
            label={t("menu.catalogue.families.categories")}
            description={t("menu.catalogue.families.categoriesHint")}
            data={choices}
            value={form.values.categories.map(String)}
            onChange={(ids) => form.setValue("categories", ids.map(Number))}
            error={form.errorOf("categories")}
            searchable
            clearable
            hidePickedOptions
            disabled={categories.isPending}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end" gap="sm">
            <Button size="lg" variant="default" onClick={onClose} disabled={save.isPending}>
              {t("menu.catalogue.families.cancel")}
            </Button>
            <Button type="submit" size="lg" loading={save.isPending}>
              {t("menu.catalogue.families.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
