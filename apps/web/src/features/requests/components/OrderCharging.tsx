import { Button, Group } from "@mantine/core";
import { IconCash, IconReceipt } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { handleApiError } from "../../../lib/api-errors";
import { notify } from "../../../lib/notify";
import { type Order, useCheckCommand, useCloseCommand, usePayByPrice, usePayByProducts } from "../orders-api";
import { TABLES_PATH } from "../request-paths";
import { PaymentDialog, type PaymentRequest } from "./PaymentDialog";

export interface OrderChargingProps {
  order: Order;
  tableName: string;
  /** Lines are being taken: they are sent before the table is charged. */
  hasDraft: boolean;
}

/** The bill and the charge of an open command: its two buttons and the payment dialog. */
export function OrderCharging({ order, tableName, hasDraft }: OrderChargingProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const check = useCheckCommand();
  const payByPrice = usePayByPrice();
  const payByProducts = usePayByProducts();
  const closeCommand = useCloseCommand();
  const [isPaying, setIsPaying] = useState(false);

  const failed = (retry: () => void) => (error: unknown) => handleApiError(error, navigate, { retry });
  const printBill = () =>
    check.mutate(
      { id: order.id },
      {
        onSuccess: () => notify(t("requests.payment.billPrinted", { table: tableName }), "success"),
        onError: failed(printBill),
      },
    );
  const pay = (request: PaymentRequest) => {
    const done = { onError: failed(() => pay(request)) };
    if (request.mode === "all")
      // Awaited rather than given callbacks: the closed command's screen replaces this one
      // before the answer's callbacks would run, and the waiter must still be taken back.
      closeCommand
        .mutateAsync({
          id: order.id,
          credit_card: request.card,
          ...(request.tipCents > 0
            ? { tip_amount: request.tipCents / 100, tip_option: request.tipOption }
            : {}),
        })
        .then(
          () => {
            setIsPaying(false);
            notify(t("requests.payment.closed", { table: tableName }), "success");
            navigate(TABLES_PATH);
          },
          failed(() => pay(request)),
        );
    else if (request.mode === "price")
      payByPrice.mutate(
        {
          command: order.id,
          price: request.cents / 100,
          total_price: order.price,
          credit_card: request.card,
        },
        done,
      );
    else
      payByProducts.mutate(
        { command: order.id, products: request.products, credit_card: request.card },
        done,
      );
  };

  return (
    <>
      <Group grow gap="xs">
        <Button
          size="lg"
          variant="default"
          leftSection={<IconReceipt aria-hidden size={20} />}
          loading={check.isPending}
          onClick={printBill}
        >
          {t("requests.payment.bill")}
        </Button>
        <Button
          size="lg"
          leftSection={<IconCash aria-hidden size={20} />}
          disabled={hasDraft}
          onClick={() => setIsPaying(true)}
        >
          {t("requests.payment.charge")}
        </Button>
      </Group>
      <PaymentDialog
        order={isPaying ? order : undefined}
        title={t("requests.payment.title", { table: tableName })}
        isPaying={closeCommand.isPending || payByPrice.isPending || payByProducts.isPending}
        onClose={() => setIsPaying(false)}
        onPay={pay}
      />
    </>
  );
}
