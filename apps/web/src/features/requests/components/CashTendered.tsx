import { centsFromAmount, changeCents, formatMoney } from "@comanda/domain";
import { Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../ui/form/NumberField";
import { parseNumber } from "../../../ui/keyboard/input-rules";
import { useMoneyOptions } from "../../settings/use-local-money";

export interface CashTenderedProps {
  /** What is being paid now, in cents. */
  dueCents: number | undefined;
  tendered: string;
  onTendered: (value: string) => void;
}

/** Cash handed over and the change to give back, worked out as it is typed. */
export function CashTendered({ dueCents, tendered, onTendered }: CashTenderedProps) {
  const { t } = useTranslation();
  const moneyOptions = useMoneyOptions();
  const change =
    dueCents === undefined ? undefined : changeCents(centsFromAmount(parseNumber(tendered) ?? 0), dueCents);
  return (
    <Group align="flex-end" grow>
      <NumberField
        label={t("requests.payment.tendered")}
        value={tendered}
        onChange={onTendered}
        rule="positive"
      />
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          {t("requests.payment.change")}
        </Text>
        <Text size="xl" fw={700} data-testid="payment-change">
          {change === undefined ? "—" : formatMoney(change, moneyOptions)}
        </Text>
      </Stack>
    </Group>
  );
}
