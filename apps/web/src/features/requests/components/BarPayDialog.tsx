import { formatMoney } from "@comanda/domain";
import { Button, Modal, SegmentedControl, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMoneyOptions } from "../../settings/use-local-money";
import { tenderedBody } from "../payment-draft";
import { CashTendered } from "./CashTendered";

export interface BarPayDialogProps {
  /** What the bar order comes to; the dialog is closed without it. */
  totalCents: number | undefined;
  isPaying: boolean;
  onClose: () => void;
  onPay: (payment: { card: boolean; tendered?: number }) => void;
  /** Cash goes to the cash machine (use_cashmatic): it counts what is put in. */
  cashOnMachine?: boolean;
}

/** Paying a bar order as it is served: cash (with the change) or card, then it is closed. */
export function BarPayDialog({
  totalCents,
  isPaying,
  onClose,
  onPay,
  cashOnMachine = false,
}: BarPayDialogProps) {
  const { t } = useTranslation();
  const [card, setCard] = useState(false);
  const [tendered, setTendered] = useState("");
  const moneyOptions = useMoneyOptions();
  const money = (cents: number) => formatMoney(cents, moneyOptions);
  return (
    <Modal
      opened={totalCents !== undefined}
      onClose={onClose}
      title={t("requests.bar.payTitle")}
      closeButtonProps={{ "aria-label": t("requests.close") }}
    >
      {totalCents !== undefined && (
        <Stack gap="md">
          <Text size="xl" fw={700} data-testid="bar-total">
            {money(totalCents)}
          </Text>
          <SegmentedControl
            fullWidth
            size="lg"
            aria-label={t("requests.payment.method")}
            value={card ? "card" : "cash"}
            onChange={(value) => setCard(value === "card")}
            data={[
              { value: "cash", label: t("requests.payment.cash") },
              { value: "card", label: t("requests.payment.card") },
            ]}
          />
          {!card && !cashOnMachine && (
            <CashTendered dueCents={totalCents} tendered={tendered} onTendered={setTendered} />
          )}
          <Button
            size="xl"
            loading={isPaying}
            onClick={() =>
              onPay(
                card || cashOnMachine ? { card } : { card, ...tenderedBody("cash", tendered, totalCents) },
              )
            }
          >
            {t("requests.bar.payAndClose", { amount: money(totalCents) })}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
