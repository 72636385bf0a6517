import {
  formatAmount,
  isQuantifiableOption,
  type ModifierNode,
  type ModifierSelection,
  type OptionNode,
  optionPicks,
} from "@comanda/domain";
import { Checkbox, Fieldset, Group, Radio, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { QtyStepper } from "../../../../ui/QtyStepper";
import { useMoneyOptions } from "../../../settings/use-local-money";
import { limitsText } from "./limits-text";
import { groupOf, withNestedGroup, withOnlyOption, withOptionQty } from "./modifier-tree";

export interface ModifierChoiceProps {
  node: ModifierNode;
  value: ModifierSelection;
  onChange: (value: ModifierSelection) => void;
}

const NONE = "none";

/**
 * One modifier as a customer chooses it: radios when one option at most, checkboxes or
 * steppers otherwise; a chosen option's nested modifiers appear under it.
 */
export function ModifierChoice({ node, value, onChange }: ModifierChoiceProps) {
  const { t } = useTranslation();
  const moneyOptions = useMoneyOptions();
  const options = node.options.filter((option) => option.enabled);
  const qtyOf = (option: OptionNode) => value.options.find((chosen) => chosen.id === option.id)?.qty ?? 0;
  const label = (option: OptionNode) =>
    option.price > 0
      ? t("menu.modifiers.try.optionWithPrice", {
          name: option.name,
          price: formatAmount(option.price, moneyOptions),
        })
      : option.name;

  // A stepper or an unticked box stops where the order would be refused: at the option's own
  // maximum, or once the group's picks reach the group's.
  const picks = options.reduce((sum, option) => sum + optionPicks(option, qtyOf(option)), 0);

  const nested = (option: OptionNode) =>
    qtyOf(option) > 0 && option.modifiers.length > 0 ? (
      <Stack gap="sm" pl="lg" ml="xs" style={{ borderLeft: "3px solid var(--mantine-color-gray-3)" }}>
        {option.modifiers.map((child) => {
          const chosen = value.options.find((candidate) => candidate.id === option.id);
          return (
            <ModifierChoice
              key={child.id}
              node={child}
              value={groupOf(chosen?.modifiers, child.id)}
              onChange={(group) => onChange(withNestedGroup(value, option.id, group))}
            />
          );
        })}
      </Stack>
    ) : null;

  const hint = limitsText(t, node.min_value, node.max_value);

  if (node.max_value === 1) {
    const chosen = value.options[0]?.id;
    return (
      <Radio.Group
        label={node.name}
        description={hint}
        size="lg"
        value={chosen === undefined ? (node.min_value === 0 ? NONE : null) : String(chosen)}
        onChange={(next) => onChange(withOnlyOption(value, next === NONE ? undefined : Number(next)))}
      >
        <Stack gap="sm" mt="xs">
          {node.min_value === 0 && <Radio size="lg" value={NONE} label={t("menu.modifiers.try.none")} />}
          {options.map((option) => (
            <Stack key={option.id} gap="sm">
              <Radio size="lg" value={String(option.id)} label={label(option)} />
              {nested(option)}
            </Stack>
          ))}
        </Stack>
      </Radio.Group>
    );
  }

  return (
    <Fieldset legend={node.name} variant="unstyled">
      <Text size="sm" c="dimmed" mb="xs">
        {hint}
      </Text>
      <Stack gap="sm">
        {options.map((option) => {
          const qty = qtyOf(option);
          const quantifiable = isQuantifiableOption(option);
          return (
            <Stack key={option.id} gap="sm">
              {quantifiable ? (
                <Group gap="sm" wrap="nowrap">
                  <QtyStepper
                    value={qty}
                    lessLabel={t("menu.modifiers.try.less", { name: option.name })}
                    moreLabel={t("menu.modifiers.try.more", { name: option.name })}
                    canLess={qty > 0}
                    canMore={qty < option.max_value && picks < node.max_value}
                    onLess={() => onChange(withOptionQty(value, option.id, qty - 1))}
                    onMore={() => onChange(withOptionQty(value, option.id, qty + 1))}
                  />
                  <Text>{label(option)}</Text>
                </Group>
              ) : (
                <Checkbox
                  size="lg"
                  label={label(option)}
                  checked={qty > 0}
                  disabled={qty === 0 && picks >= node.max_value}
                  onChange={(event) =>
                    onChange(withOptionQty(value, option.id, event.currentTarget.checked ? 1 : 0))
                  }
                />
              )}
              {nested(option)}
            </Stack>
          );
        })}
      </Stack>
    </Fieldset>
  );
}
