import { type DevicePaymentView, formatMoney, isActiveDeviceStatus } from "@comanda/domain";
import { Alert, Button, Group, Loader, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DialogFooter } from "../../../ui/DialogFooter";
import { useMoneyOptions } from "../../settings/use-local-money";
import { type DeviceCharge, useDevicePayment } from "../use-device-payment";

export interface DevicePaymentDialogProps {
  /** The charge being taken on the terminal or the cash machine; closed without one. */
  charge: DeviceCharge | undefined;
  /** The device approved and the payment is recorded. */
  onApproved: (view: DevicePaymentView) => void;
  /** Closed without money taken (declined, cancelled, failed…): back to the payment dialog. */
  onClose: () => void;
}

/**
 * The till following a card terminal or cash machine payment: waiting for the card or the cash
 * (what was put in and given back, live), the hand-sign confirmation, cancel, and how it ended
 * in words. It cannot be closed while the device still holds the payment.
 */
export function DevicePaymentDialog({ charge, onApproved, onClose }: DevicePaymentDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={charge !== undefined}
      onClose={onClose}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={charge ? t(`devices.title.${charge.device}`) : ""}
      size="md"
    >
      {charge && <DevicePaymentBody charge={charge} onApproved={onApproved} onClose={onClose} />}
    </Modal>
  );
}

function DevicePaymentBody({
  charge,
  onApproved,
  onClose,
}: {
  charge: DeviceCharge;
  onApproved: DevicePaymentDialogProps["onApproved"];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const moneyOptions = useMoneyOptions();
  const money = (amount: number) => formatMoney(Math.round(amount * 100), moneyOptions);
  const { view, problem, isBusy, retry, cancel, confirm } = useDevicePayment(charge, onApproved);
  const errorText = (code: string, message = "") =>
    code.startsWith("devices.")
      ? t(`devices.errors.${code.replace("devices.", "")}`, { defaultValue: t("devices.status.failed") })
      : message || t("devices.status.failed");
  const cash = charge.device === "cashmatic";
  const approved = view?.status === "approved";

  if (!view)
    return (
      <Stack gap="md">
        {problem ? (
          <Alert color="red" role="alert" data-testid="device-problem">
            {errorText(problem.code, problem.message)}
          </Alert>
        ) : (
          <Group>
            <Loader size="sm" />
            <Text>{t("devices.status.starting")}</Text>
          </Group>
        )}
        {problem && (
          <DialogFooter>
            <Group grow>
              <Button size="lg" variant="default" onClick={onClose}>
                {t("devices.close")}
              </Button>
              <Button size="lg" onClick={retry} loading={isBusy}>
                {t("devices.retry")}
              </Button>
            </Group>
          </DialogFooter>
        )}
      </Stack>
    );

  const active = isActiveDeviceStatus(view.status);
  const ended = !active && !approved;
  const statusText =
    view.status === "waiting"
      ? cash
        ? t("devices.status.waitingCash")
        : t("devices.status.waiting")
      : view.status === "approved" && cash
        ? t("devices.status.approvedCash")
        : t(`devices.status.${view.status}`);

  return (
    <Stack gap="md">
      <Text size="xl" fw={700} data-testid="device-amount">
        {t("devices.amount", { amount: money(view.amount + view.tip) })}
      </Text>
      {view.tip > 0 && (
        <Text size="sm" c="dimmed">
          {t("devices.tip", { amount: money(view.tip) })}
        </Text>
      )}
      <Group gap="sm" wrap="nowrap" role="status" data-testid="device-status" data-status={view.status}>
        {active && <Loader size="sm" />}
        {approved && <IconCircleCheck aria-hidden size={28} color="var(--mantine-color-green-7)" />}
        {ended && <IconCircleX aria-hidden size={28} color="var(--mantine-color-red-7)" />}
        <Text size="lg" fw={600}>
          {statusText}
        </Text>
      </Group>
      {active && view.hint && <Text c="dimmed">{t(`devices.hints.${view.hint}`, { defaultValue: "" })}</Text>}
      {view.card && <Text>{t("devices.card", { card: view.card })}</Text>}
      {cash && (
        <SimpleGrid cols={2}>
          <Figure label={t("devices.inserted")} value={money(view.inserted)} testId="device-inserted" />
          <Figure label={t("devices.change")} value={money(view.dispensed)} testId="device-change" />
        </SimpleGrid>
      )}
      {cash && ended && view.dispensed > 0 && (
        <Text>{t("devices.returned", { amount: money(view.dispensed) })}</Text>
      )}
      {view.not_dispensed > 0 && (
        <Alert color="orange" role="alert">
          {t("devices.errors.not_dispensed", { amount: money(view.not_dispensed) })}
        </Alert>
      )}
      {ended && view.error && view.status !== "unrecorded" && (
        <Alert color="red" role="alert" data-testid="device-problem">
          {errorText(view.error)}
        </Alert>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {errorText(problem.code, problem.message)}
        </Alert>
      )}
      <DialogFooter>
        {view.status === "signature" ? (
          <Group grow>
            <Button size="xl" color="red" variant="light" loading={isBusy} onClick={() => confirm(false)}>
              {t("devices.signatureBad")}
            </Button>
            <Button size="xl" loading={isBusy} onClick={() => confirm(true)}>
              {t("devices.signatureOk")}
            </Button>
          </Group>
        ) : active ? (
          <Button
            size="xl"
            fullWidth
            color="red"
            variant="light"
            loading={isBusy}
            disabled={view.status === "cancelling"}
            onClick={cancel}
          >
            {t("devices.cancel")}
          </Button>
        ) : approved ? (
          <Button size="xl" fullWidth onClick={() => onApproved(view)}>
            {t("devices.done")}
          </Button>
        ) : (
          <Group grow>
            <Button size="xl" variant="default" onClick={onClose}>
              {t("devices.close")}
            </Button>
            {view.status !== "unrecorded" && (
              <Button size="xl" onClick={retry}>
                {t("devices.retry")}
              </Button>
            )}
          </Group>
        )}
      </DialogFooter>
    </Stack>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}
