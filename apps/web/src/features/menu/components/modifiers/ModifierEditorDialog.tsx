import { Button, Group, Modal, SimpleGrid, Stack, Switch, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../../lib/api-client";
import { translateMessage } from "../../../../lib/api-errors";
import { notify } from "../../../../lib/notify";
import { NumberField } from "../../../../ui/form/NumberField";
import { TextAreaField } from "../../../../ui/form/TextAreaField";
import { TextField } from "../../../../ui/form/TextField";
import { useForm } from "../../../../ui/form/useForm";
import { type Modifier, useAllModifiers, useSaveModifier } from "../../modifiers-api";
import {
  fewerOptionsThanMin,
  type ModifierFormValues,
  modifierFormValues,
  modifierPayload,
  newOptionRow,
  type OptionRowErrors,
  type OptionRowValues,
  optionFieldOfServer,
  optionRowErrors,
  validateModifier,
} from "./modifier-form";
import { OptionRowEditor } from "./OptionRowEditor";

export interface ModifierEditorDialogProps {
  opened: boolean;
  /** The modifier to edit; without one the dialog creates a new modifier. */
  modifier?: Modifier;
  onClose: () => void;
}

/** "Nuevo modificador" / "Editar": the modifier and its options, saved in one call. */
export function ModifierEditorDialog({ opened, modifier, onClose }: ModifierEditorDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery("(max-width: 40em)");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={modifier ? t("menu.modifiers.editTitle", { name: modifier.name }) : t("menu.modifiers.newTitle")}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ "aria-label": t("menu.modifiers.close") }}
    >
      {/* Mounted only while open, so each opening starts from the saved modifier. */}
      {opened && <ModifierEditorForm modifier={modifier} onClose={onClose} />}
    </Modal>
  );
}

type ServerRowErrors = Record<string, OptionRowErrors>;

function ModifierEditorForm({ modifier, onClose }: Omit<ModifierEditorDialogProps, "opened">) {
  const { t } = useTranslation();
  const save = useSaveModifier();
  const allModifiers = useAllModifiers();
  const form = useForm<ModifierFormValues>({
    initialValues: modifierFormValues(modifier),
    validate: validateModifier,
  });
  const [isSubmitted, setSubmitted] = useState(false);
  const [serverRowErrors, setServerRowErrors] = useState<ServerRowErrors>({});
  const { values } = form;

  const modifierChoices = (allModifiers.data?.results ?? [])
    .filter((candidate) => candidate.id !== modifier?.id)
    .map((candidate) => ({ value: String(candidate.id), label: candidate.name }));
  const ruleRowErrors = isSubmitted ? optionRowErrors(values) : {};
  const fewer = fewerOptionsThanMin(values);

  function setRows(rows: OptionRowValues[], deleted = values.deleted_options) {
    form.setValue("options", rows);
    if (deleted !== values.deleted_options) form.setValue("deleted_options", deleted);
    setServerRowErrors({});
  }

  function moveRow(index: number, offset: -1 | 1) {
    const rows = [...values.options];
    const [row] = rows.splice(index, 1);
    if (!row) return;
    rows.splice(index + offset, 0, row);
    setRows(rows);
  }

  function removeRow(index: number) {
    const row = values.options[index];
    const rows = values.options.filter((_, at) => at !== index);
    setRows(rows, row?.id === undefined ? values.deleted_options : [...values.deleted_options, row.id]);
  }

  function rowErrorsOf(row: OptionRowValues): OptionRowErrors {
    const server = serverRowErrors[row.key] ?? {};
    const rules = ruleRowErrors[row.key] ?? {};
    const translated: OptionRowErrors = {};
    for (const name of ["name", "price", "min_value", "max_value"] as const) {
      const rule = rules[name];
      const message = server[name] ?? (rule && t(rule));
      if (message) translated[name] = message;
    }
    return translated;
  }

  function showServerRowErrors(error: unknown) {
    if (!(error instanceof ApiError)) return;
    const found: ServerRowErrors = {};
    for (const [field, messages] of Object.entries(error.errors)) {
      const target = optionFieldOfServer(field);
      const row = target && values.options[target.index];
      if (!row || !target || messages.length === 0) continue;
      found[row.key] = { ...found[row.key], [target.name]: messages.map(translateMessage).join("\n") };
    }
    setServerRowErrors(found);
  }

  async function handleSave(submitted: ModifierFormValues) {
    try {
      await save.mutateAsync({ id: modifier?.id, payload: modifierPayload(submitted) });
      notify(t("menu.modifiers.saved", { name: submitted.name.trim() }), "success");
      onClose();
    } catch (error) {
      // The app-wide handler already toasts the failure; the fields say where it is.
      form.showApiErrors(error);
      showServerRowErrors(error);
    }
  }

  function handleSubmit(event: FormEvent) {
    setSubmitted(true);
    form.onSubmit(handleSave)(event);
  }

  const optionsError = fewer
    ? t("menu.modifiers.errors.fewerOptions", { count: fewer.count, min: fewer.min })
    : form.errorOf("options");

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextField label={t("menu.modifiers.name")} data-autofocus {...form.field("name")} />
          <TextField label={t("menu.modifiers.nameEs")} {...form.field("name_es")} />
          <TextField label={t("menu.modifiers.nameEn")} {...form.field("name_en")} />
        </SimpleGrid>
        <TextAreaField label={t("menu.modifiers.appText")} autosize minRows={2} {...form.field("app_text")} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberField label={t("menu.modifiers.min")} rule="positive" {...form.field("min_value")} />
          <NumberField label={t("menu.modifiers.max")} rule="greaterThanZero" {...form.field("max_value")} />
          <Switch
            size="lg"
            mt={{ base: 0, sm: 38 }}
            label={t("menu.modifiers.enabled")}
            checked={values.enabled}
            onChange={(event) => form.setValue("enabled", event.currentTarget.checked)}
          />
        </SimpleGrid>
        <Title order={2} size="h4">
          {t("menu.modifiers.optionsTitle")}
        </Title>
        {values.options.map((row, index) => (
          <OptionRowEditor
            key={row.key}
            row={row}
            index={index}
            count={values.options.length}
            errors={rowErrorsOf(row)}
            modifierChoices={modifierChoices}
            onChange={(next) =>
              setRows(values.options.map((candidate) => (candidate.key === row.key ? next : candidate)))
            }
            onMove={(offset) => moveRow(index, offset)}
            onRemove={() => removeRow(index)}
          />
        ))}
        {values.options.length === 0 && <Text c="dimmed">{t("menu.modifiers.noOptions")}</Text>}
        {optionsError && (
          <Text c="red.8" role="alert">
            {optionsError}
          </Text>
        )}
        <Group>
          <Button
            size="lg"
            variant="light"
            leftSection={<IconPlus aria-hidden size={20} />}
            onClick={() => setRows([...values.options, newOptionRow()])}
          >
            {t("menu.modifiers.addOption")}
          </Button>
        </Group>
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
