import { currencySymbol } from "@comanda/domain";
import { Button, SimpleGrid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../ui/form/NumberField";
import { useMoneyOptions } from "../../settings/use-local-money";
import { DISCOUNT_PRESETS } from "../discount-input";

export interface DiscountChoiceProps {
  /** The discount as typed: a percent, or money in the local's currency when `isAmount`. */
  value: string;
  onChange: (value: string) => void;
  isAmount?: boolean;
  error?: string;
}

/** A discount in one tap for the usual percentages, or typed. */
export function DiscountChoice({ value, onChange, isAmount = false, error }: DiscountChoiceProps) {
  const { t } = useTranslation();
  const moneyOptions = useMoneyOptions();
  return (
    <Stack gap="xs">
      {!isAmount && (
        <SimpleGrid cols={5} spacing="xs">
          {DISCOUNT_PRESETS.map((preset) => (
            <Button
              key={preset}
              size="lg"
              px={4}
              variant={value === String(preset) ? "filled" : "default"}
              aria-pressed={value === String(preset)}
              onClick={() => onChange(String(preset))}
            >
              {`${preset} %`}
            </Button>
          ))}
        </SimpleGrid>
      )}
      <NumberField
        label={
          isAmount
            ? t("requests.discount.amountField", { currency: currencySymbol(moneyOptions) })
            : t("requests.discount.percentField")
        }
        value={value}
        onChange={onChange}
        error={error}
        rule="positive"
      />
    </Stack>
  );
}
