import { isQuantifiableFor } from "@comanda/domain";
import { ActionIcon, Fieldset, Group, MultiSelect, SimpleGrid, Switch, Text } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../../ui/form/NumberField";
import { TextField } from "../../../../ui/form/TextField";
import { parseNumber } from "../../../../ui/keyboard/input-rules";
import type { OptionRowErrors, OptionRowValues } from "./modifier-form";

export interface OptionRowEditorProps {
  row: OptionRowValues;
  /** 0-based place of the row. */
  index: number;
  count: number;
  /** Already translated. */
  errors: OptionRowErrors;
  /** Modifiers that may be nested under the option (never the one being edited). */
  modifierChoices: Array<{ value: string; label: string }>;
  onChange: (row: OptionRowValues) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}

/** One option inside the modifier editor, with its nested modifiers and its place in the list. */
export function OptionRowEditor({
  row,
  index,
  count,
  errors,
  modifierChoices,
  onChange,
  onMove,
  onRemove,
}: OptionRowEditorProps) {
  const { t } = useTranslation();
  const place = index + 1;
  const set = <K extends keyof OptionRowValues>(name: K, value: OptionRowValues[K]) =>
    onChange({ ...row, [name]: value });
  const max = parseNumber(row.max_value);
  return (
    <Fieldset legend={t("menu.modifiers.optionLegend", { n: place })}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <TextField
          label={t("menu.modifiers.optionName")}
          value={row.name}
          onChange={(value) => set("name", value)}
          error={errors.name}
        />
        <NumberField
          label={t("menu.modifiers.price")}
          rule="positive"
          value={row.price}
          onChange={(value) => set("price", value)}
          error={errors.price}
        />
        <NumberField
          label={t("menu.modifiers.min")}
          rule="positive"
          value={row.min_value}
          onChange={(value) => set("min_value", value)}
          error={errors.min_value}
        />
        <NumberField
          label={t("menu.modifiers.max")}
          rule="greaterThanZero"
          value={row.max_value}
          onChange={(value) => set("max_value", value)}
          error={errors.max_value}
        />
      </SimpleGrid>
      {max !== undefined && isQuantifiableFor(max) && (
        <Text size="sm" c="blue.8" mt="xs">
          {t("menu.modifiers.quantifiable", { max })}
        </Text>
      )}
      <MultiSelect
        mt="sm"
        size="lg"
        label={t("menu.modifiers.nested")}
        description={t("menu.modifiers.nestedHint")}
        data={modifierChoices}
        value={row.modifiers.map(String)}
        onChange={(values) => set("modifiers", values.map(Number))}
        searchable
        clearable
        nothingFoundMessage={t("menu.modifiers.nothingFound")}
      />
      <Group mt="sm" justify="space-between" wrap="wrap" gap="sm">
        <Switch
          size="lg"
          label={t("menu.modifiers.enabled")}
          checked={row.enabled}
          onChange={(event) => set("enabled", event.currentTarget.checked)}
        />
        <Group gap="xs">
          <ActionIcon
            size="xl"
            variant="default"
            aria-label={t("menu.modifiers.moveUp", { n: place })}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <IconArrowUp aria-hidden size={20} />
          </ActionIcon>
          <ActionIcon
            size="xl"
            variant="default"
            aria-label={t("menu.modifiers.moveDown", { n: place })}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <IconArrowDown aria-hidden size={20} />
          </ActionIcon>
          <ActionIcon
            size="xl"
            variant="light"
            color="red"
            aria-label={t("menu.modifiers.removeOption", { n: place })}
            onClick={onRemove}
          >
            <IconTrash aria-hidden size={20} />
          </ActionIcon>
        </Group>
      </Group>
    </Fieldset>
  );
}
