import { centsFromAmount, formatMoney } from "@comanda/domain";
import { Button, Group, Stack, Text } from "@mantine/core";
import { IconArrowBackUp, IconMail, IconPrinter } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { handleApiError } from "../../../lib/api-errors";
import { appTimeZone } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { useMoneyOptions } from "../../settings/use-local-money";
import { clockTime, livePayments, paymentMethodOf } from "../payment-draft";
import {
  type CommandPayment,
  useCommandPayments,
  useEmailPaymentTicket,
  usePrintPaymentTicket,
  useRestorePayment,
} from "../payments-api";
import { TicketEmailDialog } from "./TicketEmailDialog";

export interface PaymentsListProps {
  commandId: number;
}

/**
 * The payments taken so far on a command: what, how and when, each with its own ticket
 * (printed or e-mailed, one tap after the payer has paid) and a way to undo it.
 */
export function PaymentsList({ commandId }: PaymentsListProps) {
  const { t } = useTranslation();
  const moneyOptions = useMoneyOptions();
  const navigate = useNavigate();
  const payments = useCommandPayments(commandId);
  const restore = useRestorePayment();
  const print = usePrintPaymentTicket();
  const email = useEmailPaymentTicket();
  const [restoring, setRestoring] = useState<CommandPayment>();
  const [emailing, setEmailing] = useState<CommandPayment>();
  const timeZone = appTimeZone();

  const amountOf = (payment: CommandPayment) => formatMoney(centsFromAmount(payment.price), moneyOptions);
  const detailOf = (payment: CommandPayment) => ({
    method: t(`requests.payment.${paymentMethodOf(payment)}`),
    time: clockTime(payment.created_at, timeZone),
  });
  const failed = (retry: () => void) => (error: unknown) => handleApiError(error, navigate, { retry });

  const printTicket = (payment: CommandPayment) =>
    print.mutate(payment.id, {
      onSuccess: () =>
        notify(t("requests.payment.ticket.paymentPrinted", { amount: amountOf(payment) }), "success"),
      onError: failed(() => printTicket(payment)),
    });
  const emailTicket = (payment: CommandPayment, address: string) =>
    email.mutate(
      { id: payment.id, email: address },
      {
        onSuccess: ({ sent_to }) => {
          setEmailing(undefined);
          notify(t("requests.payment.ticket.emailed", { email: sent_to }), "success");
        },
        onError: failed(() => emailTicket(payment, address)),
      },
    );
  const undo = (payment: CommandPayment) =>
    restore.mutate(
      { id: payment.id },
      {
        onSuccess: () => {
          setRestoring(undefined);
          notify(t("requests.payment.payments.restored", { amount: amountOf(payment) }), "success");
        },
        onError: failed(() => undo(payment)),
      },
    );

  const rows = livePayments(payments.data?.results ?? []);
  return (
    <Stack gap="xs">
      <Text fw={600} id={`payments-of-${commandId}`}>
        {t("requests.payment.payments.title")}
      </Text>
      {payments.isError ? (
        <Group justify="space-between">
          <Text c="red.9">{t("requests.payment.payments.loadFailed")}</Text>
          <Button size="md" variant="default" onClick={() => void payments.refetch()}>
            {t("requests.payment.payments.retry")}
          </Button>
        </Group>
      ) : payments.isPending ? null : rows.length === 0 ? (
        <Text c="dimmed">{t("requests.payment.payments.none")}</Text>
      ) : (
        <Stack gap="xs" role="list" aria-labelledby={`payments-of-${commandId}`}>
          {rows.map((payment) => {
            const amount = amountOf(payment);
            return (
              <Group key={payment.id} justify="space-between" gap="xs" role="listitem">
                <Stack gap={0}>
                  <Text fw={700}>{amount}</Text>
                  <Text size="sm" c="dimmed">
                    {t("requests.payment.payments.detail", detailOf(payment))}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    size="md"
                    variant="default"
                    leftSection={<IconPrinter aria-hidden size={18} />}
                    aria-label={t("requests.payment.payments.printLabel", { amount })}
                    loading={print.isPending && print.variables === payment.id}
                    onClick={() => printTicket(payment)}
                  >
                    {t("requests.payment.payments.print")}
                  </Button>
                  <Button
                    size="md"
                    variant="default"
                    leftSection={<IconMail aria-hidden size={18} />}
                    aria-label={t("requests.payment.payments.emailLabel", { amount })}
                    onClick={() => setEmailing(payment)}
                  >
                    {t("requests.payment.payments.email")}
                  </Button>
                  <Button
                    size="md"
                    variant="default"
                    leftSection={<IconArrowBackUp aria-hidden size={18} />}
                    aria-label={t("requests.payment.payments.restoreLabel", { amount })}
                    onClick={() => setRestoring(payment)}
                  >
                    {t("requests.payment.payments.restore")}
                  </Button>
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
      <ConfirmDialog
        opened={restoring !== undefined}
        title={restoring ? t("requests.payment.payments.restoreTitle", { amount: amountOf(restoring) }) : ""}
        message={
          restoring
            ? t("requests.payment.payments.restoreMessage", {
                amount: amountOf(restoring),
                ...detailOf(restoring),
              })
            : ""
        }
        confirmLabel={t("requests.payment.payments.restoreConfirm")}
        isDanger
        isPending={restore.isPending}
        onConfirm={() => restoring && undo(restoring)}
        onCancel={() => setRestoring(undefined)}
      />
      <TicketEmailDialog
        opened={emailing !== undefined}
        title={emailing ? t("requests.payment.ticket.paymentEmailTitle", { amount: amountOf(emailing) }) : ""}
        isSending={email.isPending}
        onCancel={() => setEmailing(undefined)}
        onSend={(address) => emailing && emailTicket(emailing, address)}
      />
    </Stack>
  );
}
