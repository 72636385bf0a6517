import { centsFromAmount, formatMoney } from "@comanda/domain";
import { Button, Group } from "@mantine/core";
import { IconCash, IconReceipt } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { handleApiError } from "../../../lib/api-errors";
import { notify } from "../../../lib/notify";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { useSettingsGroup } from "../../settings/settings-api";
import { useMoneyOptions } from "../../settings/use-local-money";
import type { Order } from "../order-types";
import { useCheckCommand } from "../orders-api";
import { closingMethod, closingPrintsTicket, ticketAfterClosing } from "../payment-draft";
import { emailOrderTicket, printOrderTicket, useCloseCommand, useCloseWithoutPayment } from "../payments-api";
import { TABLES_PATH } from "../request-paths";
import { useDeviceCharging } from "../use-device-charging";
import { usePartPayment } from "../use-part-payment";
import { DevicePaymentDialog } from "./DevicePaymentDialog";
import { PaymentDialog, type PaymentRequest } from "./PaymentDialog";

export interface OrderChargingProps {
  order: Order;
  tableName: string;
  /** Lines are being taken: they are sent before the table is charged. */
  hasDraft: boolean;
  /** Where the waiter goes once the order is closed: the tables by default. */
  backPath?: string;
}

/** The bill and the charge of an open command: its two buttons and the payment dialog. */
export function OrderCharging({ order, tableName, hasDraft, backPath = TABLES_PATH }: OrderChargingProps) {
  const { t } = useTranslation();
  const moneyOptions = useMoneyOptions();
  const navigate = useNavigate();
  const check = useCheckCommand(order.kind);
  const partPayment = usePartPayment();
  const closeCommand = useCloseCommand(order.kind);
  const closeWithoutPayment = useCloseWithoutPayment();
  const ticketSettings = useSettingsGroup("ticket");
  const [isPaying, setIsPaying] = useState(false);
  // Card and cash go through the terminal and the cash machine when the settings say so; a
  // payment found running on the order (a reloaded till) reopens the charge behind it.
  const devices = useDeviceCharging(order.id, {
    onClosed: (_view, ticket) => afterClosing(ticket),
    onResumed: () => setIsPaying(true),
  });
  const [isConfirmingUnpaid, setConfirmingUnpaid] = useState(false);
  const autoPrintsTicket = ticketSettings.data ? closingPrintsTicket(ticketSettings.data, order.kind) : false;

  // A table's messages name the table; any other order's name the order.
  const said = (key: "billPrinted" | "closed" | "ticket.printed" | "title") =>
    order.kind === "local"
      ? t(`requests.payment.${key}`, { table: tableName })
      : t(`requests.payment.ofOrder.${key}`, { order: tableName });
  const failed = (retry: () => void) => (error: unknown) => handleApiError(error, navigate, { retry });
  const printBill = () =>
    check.mutate(
      { id: order.id },
      {
        onSuccess: () => notify(said("billPrinted"), "success"),
        onError: failed(printBill),
      },
    );
  /** A ticket asked for with the closing, sent once the waiter is back on the tables. */
  const sendTicket = <T,>(call: () => Promise<T>, done: (answer: T) => string) => {
    const send = () =>
      call().then(
        (answer) => notify(done(answer), "success"),
        (error: unknown) => handleApiError(error, navigate, { retry: send }),
      );
    send();
  };
  const leave = (message: string) => {
    setIsPaying(false);
    setConfirmingUnpaid(false);
    notify(message, "success");
    navigate(backPath);
  };
  const pay = (request: PaymentRequest) => {
    if (devices.chargeRequest(request, centsFromAmount(order.pending))) return;
    if (request.mode === "all")
      // Awaited rather than given callbacks: the closed command's screen replaces this one
      // before the answer's callbacks would run, and the waiter must still be taken back.
      closeCommand
        .mutateAsync({
          id: order.id,
          ...closingMethod(request.method),
          ...(request.tipCents > 0
            ? { tip_amount: request.tipCents / 100, tip_option: request.tipOption }
            : {}),
          tendered: request.tendered,
          ...(request.invoiceRecipient ? { invoice_recipient: request.invoiceRecipient } : {}),
        })
        .then(
          () => afterClosing(request.ticket),
          failed(() => pay(request)),
        );
    else
      partPayment.pay(
        order,
        request,
        failed(() => pay(request)),
      );
  };
  /** The closed order's way out: back to the tables, the ticket printed or e-mailed if asked. */
  const afterClosing = (asked: { print: boolean; email: string | undefined }) => {
    leave(said("closed"));
    const ticket = ticketAfterClosing({ autoPrint: autoPrintsTicket, ...asked });
    if (ticket.print)
      sendTicket(
        () => printOrderTicket(order.id),
        () => said("ticket.printed"),
      );
    const { email } = ticket;
    if (email)
      sendTicket(
        () => emailOrderTicket(order.id, email),
        ({ sent_to }) => t("requests.payment.ticket.emailed", { email: sent_to }),
      );
  };

  // Irreversible (spec §4), hence asked first; a user without the permission gets the server's refusal.
  const closeUnpaid = () =>
    closeWithoutPayment.mutateAsync({ id: order.id }).then(
      () => leave(t("requests.payment.withoutPayment.done", { table: tableName })),
      (error: unknown) => {
        setConfirmingUnpaid(false);
        failed(closeUnpaid)(error);
      },
    );

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
        title={said("title")}
        isPaying={closeCommand.isPending || partPayment.isPending}
        autoPrintsTicket={autoPrintsTicket}
        onClose={() => setIsPaying(false)}
        onPay={pay}
        offersFullInvoice
        onCloseWithoutPayment={order.kind === "local" ? () => setConfirmingUnpaid(true) : undefined}
      />
      <DevicePaymentDialog {...devices.dialog} />
      <ConfirmDialog
        opened={isConfirmingUnpaid}
        title={t("requests.payment.withoutPayment.title", { table: tableName })}
        message={t("requests.payment.withoutPayment.message", {
          table: tableName,
          amount: formatMoney(centsFromAmount(order.pending), moneyOptions),
        })}
        confirmLabel={t("requests.payment.withoutPayment.action")}
        isDanger
        isPending={closeWithoutPayment.isPending}
        onConfirm={closeUnpaid}
        onCancel={() => setConfirmingUnpaid(false)}
      />
    </>
  );
}
