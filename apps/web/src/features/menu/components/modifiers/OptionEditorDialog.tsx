import { isQuantifiableFor } from "@comanda/domain";
import { Button, Group, Modal, MultiSelect, Select, SimpleGrid, Stack, Switch, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { notify } from "../../../../lib/notify";
import { NumberField } from "../../../../ui/form/NumberField";
import { TextField } from "../../../../ui/form/TextField";
import { useForm } from "../../../../ui/form/useForm";
import { parseNumber } from "../../../../ui/keyboard/input-rules";
import { type ModifierOption, useAllModifiers, useSaveOption } from "../../modifiers-api";
import {
  type OptionFormValues,
  optionFormValues,
  optionUpdatePayload,
  validateOption,
} from "./modifier-form";

export interface OptionEditorDialogProps {
  /** The option to edit; the dialog is closed without one. */
  option: ModifierOption | undefined;
  onClose: () => void;
}

/** Editing one option on its own (/options/list), including moving it to another modifier. */
export function OptionEditorDialog({ option, onClose }: OptionEditorDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={option !== undefined}
      onClose={onClose}
      title={option && t("menu.modifiers.editOptionTitle", { name: option.name })}
      size="lg"
      closeButtonProps={{ "aria-label": t("menu.modifiers.close") }}
    >
      {option && <OptionEditorForm option={option} onClose={onClose} />}
    </Modal>
  );
}

function OptionEditorForm({ option, onClose }: { option: ModifierOption; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveOption();
  const allModifiers = useAllModifiers();
  const form = useForm<OptionFormValues>({
    initialValues: optionFormValues(option),
    validate: validateOption,
  });
  const { values } = form;
  const modifiers = allModifiers.data?.results ?? [];
  const owners = modifiers.map((modifier) => ({ value: String(modifier.id), label: modifier.name }));
  // An option cannot nest the modifier it belongs to: it would be asked inside itself.
  const nestable = owners.filter((choice) => choice.value !== values.modifier_id);
  const max = parseNumber(values.max_value);

  async function handleSave(submitted: OptionFormValues) {
    try {
      await save.mutateAsync({ id: option.id, payload: optionUpdatePayload(submitted) });
      notify(t("menu.modifiers.saved", { name: submitted.name.trim() }), "success");
      onClose();
    } catch (error) {
      form.showApiErrors(error);
    }
  }

  return (
    <form onSubmit={form.onSubmit(handleSave)} noValidate>
      <Stack gap="md">
        <TextField label={t("menu.modifiers.optionName")} data-autofocus {...form.field("name")} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberField label={t("menu.modifiers.price")} rule="positive" {...form.field("price")} />
          <NumberField label={t("menu.modifiers.min")} rule="positive" {...form.field("min_value")} />
          <NumberField label={t("menu.modifiers.max")} rule="greaterThanZero" {...form.field("max_value")} />
        </SimpleGrid>
        {max !== undefined && isQuantifiableFor(max) && (
          <Text size="sm" c="blue.8">
            {t("menu.modifiers.quantifiable", { max })}
          </Text>
        )}
        <Select
          size="lg"
          label={t("menu.modifiers.modifier")}
          data={owners}
          value={values.modifier_id}
          onChange={(value) => value && form.setValue("modifier_id", value)}
          allowDeselect={false}
          searchable
          error={form.errorOf("modifier_id")}
          nothingFoundMessage={t("menu.modifiers.nothingFound")}
        />
        <MultiSelect
          size="lg"
          label={t("menu.modifiers.nested")}
          description={t("menu.modifiers.nestedHint")}
          data={nestable}
          value={values.modifiers.map(String)}
          onChange={(next) => form.setValue("modifiers", next.map(Number))}
          error={form.errorOf("modifiers")}
          searchable
          clearable
          nothingFoundMessage={t("menu.modifiers.nothingFound")}
        />
        <Switch
          size="lg"
          label={t("menu.modifiers.enabled")}
          checked={values.enabled}
          onChange={(event) => form.setValue("enabled", event.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="sm">
          <Button size="lg" variant="default" onClick={onClose}>
            {t("menu.modifiers.cancel")}
          </Button>
          <Button type="submit" size="lg" loading={save.isPending}>
            {t("menu.modifiers.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
