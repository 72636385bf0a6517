import { centsFromAmount, formatAmount } from "@comanda/domain";
import { Button, Divider, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconCash } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { handleApiError } from "../../../lib/api-errors";
import { notify } from "../../../lib/notify";
import { TextField } from "../../../ui/form/TextField";
import { useSettingsGroup } from "../../settings/settings-api";
import { useMoneyOptions } from "../../settings/use-local-money";
import { type DeliveryOrder, useHandOver } from "../delivery-api";
import { closingMethod, closingPrintsTicket, ticketAfterClosing } from "../payment-draft";
import { emailOrderTicket, printOrderTicket } from "../payments-api";
import { useDeviceCharging } from "../use-device-charging";
import { usePartPayment } from "../use-part-payment";
import { useDeliveryTitle } from "./DeliveryOrderCard";
import { DevicePaymentDialog } from "./DevicePaymentDialog";
import { PaymentDialog, type PaymentRequest } from "./PaymentDialog";

const REASON_MAX = 200;

export interface HandOverDialogProps {
  /** The order being handed over with money pending; the dialog is closed without one. */
  order: DeliveryOrder | undefined;
  onClose: () => void;
}

/**
 * Handing over a pickup or delivery order that is not paid: charge it first (the payment
 * dialog, whose "all" payment hands it over and closes it in one call; a rider's cash at the
 * door in one tap), or hand it over unpaid for a reason, which a manager's override allows.
 */
export function HandOverDialog({ order, onClose }: HandOverDialogProps) {
  const { t } = useTranslation();
  const moneyOptions = useMoneyOptions();
  const navigate = useNavigate();
  const isPhone = useMediaQuery("(max-width: 48em)");
  const titleOf = useDeliveryTitle();
  const handOver = useHandOver();
  const partPayment = usePartPayment();
  const ticketSettings = useSettingsGroup("ticket");
  const [isCharging, setCharging] = useState(false);
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState<string>();
  const failed = (retry: () => void) => (error: unknown) => handleApiError(error, navigate, { retry });
  const finish = (message: string) => {
    setCharging(false);
    setReason("");
    setMissing(undefined);
    notify(message, "success");
    onClose();
  };
  const afterClosing = (closed: DeliveryOrder, ticket: { print: boolean; email: string | undefined }) => {
    const autoPrint = ticketSettings.data ? closingPrintsTicket(ticketSettings.data, closed.kind) : false;
    const wanted = ticketAfterClosing({ autoPrint, ...ticket });
    if (wanted.print) printOrderTicket(closed.id).catch(failed(() => void printOrderTicket(closed.id)));
    const { email } = wanted;
    if (email)
      emailOrderTicket(closed.id, email).catch(failed(() => void emailOrderTicket(closed.id, email)));
  };
  // The order as last shown: a device's approval may arrive after the board dropped it.
  const shown = useRef(order);
  if (order) shown.current = order;
  // Card and cash go through the terminal and the cash machine when the settings say so: the
  // device's approval hands the order over and closes it (mode hand_over).
  const devices = useDeviceCharging(
    order?.id,
    {
      onClosed: (_view, ticket) => {
        const closed = shown.current;
        if (!closed) return;
        finish(t("requests.delivery.handOver.done", { title: titleOf(closed) }));
        afterClosing(closed, ticket);
      },
      onDismissed: () => setCharging(true),
    },
    "hand_over",
  );
  if (!order) return null;
  const title = titleOf(order);
  const money = formatAmount(order.pending, moneyOptions);
  const autoPrint = ticketSettings.data ? closingPrintsTicket(ticketSettings.data, order.kind) : false;

  const pay = (request: PaymentRequest): void => {
    if (devices.chargeRequest(request, centsFromAmount(order.pending))) return;
    if (request.mode === "all")
      handOver.mutate(
        {
          id: order.id,
          process_status: "received",
          payment_type: closingMethod(request.method).payment_type,
          ...(request.tipCents > 0
            ? { tip_amount: request.tipCents / 100, tip_option: request.tipOption }
            : {}),
          ...(request.tendered === undefined ? {} : { tendered: request.tendered }),
          ...(request.invoiceRecipient ? { invoice_recipient: request.invoiceRecipient } : {}),
        },
        {
          onSuccess: () => {
            finish(t("requests.delivery.handOver.done", { title }));
            afterClosing(order, request.ticket);
          },
          onError: failed(() => pay(request)),
        },
      );
    // A part paid stays in the dialog for the next payer, as at a table.
    else
      partPayment.pay(
        order,
        request,
        failed(() => pay(request)),
      );
  };

  const cashAtDoor = (): void =>
    handOver.mutate(
      { id: order.id, process_status: "received", payment_type: "cash" },
      {
        onSuccess: () => finish(t("requests.delivery.handOver.done", { title })),
        onError: failed(cashAtDoor),
      },
    );

  const handOverUnpaid = (): void => {
    const why = reason.trim();
    setMissing(why ? undefined : t("requests.delivery.handOver.reasonRequired"));
    if (!why) return;
    handOver.mutate(
      { id: order.id, process_status: "received", reason: why },
      {
        onSuccess: () => finish(t("requests.delivery.handOver.doneUnpaid", { title })),
        onError: failed(handOverUnpaid),
      },
    );
  };

  const deviceDialog = <DevicePaymentDialog {...devices.dialog} />;
  if (isCharging || devices.dialog.charge)
    return (
      <>
        <PaymentDialog
          order={order}
          title={t("requests.delivery.handOver.paymentTitle", { title })}
          isPaying={handOver.isPending || partPayment.isPending}
          autoPrintsTicket={autoPrint}
          onClose={() => setCharging(false)}
          onPay={pay}
          offersFullInvoice
        />
        {deviceDialog}
      </>
    );

  return (
    <Modal
      opened
      onClose={onClose}
      title={t("requests.delivery.handOver.title", { title })}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ "aria-label": t("requests.close") }}
    >
      <Stack gap="md">
        <Text fw={700}>{t("requests.delivery.handOver.message", { title, amount: money })}</Text>
        <Button size="lg" leftSection={<IconCash aria-hidden size={20} />} onClick={() => setCharging(true)}>
          {t("requests.delivery.handOver.charge", { amount: money })}
        </Button>
        {order.kind === "domicilio" && (
          <Button size="lg" variant="light" loading={handOver.isPending} onClick={cashAtDoor}>
            {t("requests.delivery.handOver.cashAtDoor", { amount: money })}
          </Button>
        )}
        <Divider label={t("requests.delivery.handOver.unpaidTitle")} />
        <Text size="sm">{t("requests.delivery.handOver.unpaidHint")}</Text>
        <TextField
          label={t("requests.delivery.handOver.reason")}
          value={reason}
          onChange={setReason}
          maxLength={REASON_MAX}
          withAsterisk
          error={missing}
        />
        <Button size="lg" variant="default" color="red" loading={handOver.isPending} onClick={handOverUnpaid}>
          {t("requests.delivery.handOver.unpaidAction")}
        </Button>
      </Stack>
    </Modal>
  );
}
