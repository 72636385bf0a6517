import type { AppLanguage } from "@comanda/domain";
import { Button, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { appTimeZone } from "../../../lib/i18n";
import type { DeliveryOrder } from "../delivery-api";
import { deliveryTimeOf } from "../delivery-board";

export interface DeliveryAcceptDialogProps {
  /** The web order being accepted; the dialog is closed without one. */
  order: DeliveryOrder | undefined;
  /** The delays the settings allow (domicile_pickup orders_time), in minutes. */
  delays: readonly number[];
  isPending: boolean;
  /** Accepts the order on time (undefined) or that many minutes later than asked. */
  onAccept: (delay: number | undefined) => void;
  onCancel: () => void;
}

/** Accepting a web order: one tap on time, or on one of the allowed delays, each showing the new time. */
export function DeliveryAcceptDialog({
  order,
  delays,
  isPending,
  onAccept,
  onCancel,
}: DeliveryAcceptDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as AppLanguage;
  const timeWith = (delay: number | null) =>
    order
      ? deliveryTimeOf(
          { ...order, order_time_delay: delay },
          { now: new Date(), timeZone: appTimeZone(), language },
        )
      : undefined;
  const onTime = timeWith(null)?.slot;
  return (
    <Modal
      opened={order !== undefined}
      onClose={onCancel}
      title={order ? t("requests.delivery.acceptTitle", { id: order.id }) : ""}
      centered
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack gap="md">
        <Text>{t("requests.delivery.delay")}</Text>
        <SimpleGrid cols={2} spacing="sm">
          <Button size="lg" loading={isPending} onClick={() => onAccept(undefined)}>
            {onTime ? `${t("requests.delivery.onTime")} · ${onTime}` : t("requests.delivery.onTime")}
          </Button>
          {delays.map((delay) => {
            const promised = timeWith(delay)?.promised;
            const label = t("requests.delivery.delayOption", { minutes: delay });
            return (
              <Button
                key={delay}
                size="lg"
                variant="default"
                disabled={isPending}
                onClick={() => onAccept(delay)}
              >
                {promised ? `${label} · ${promised}` : label}
              </Button>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
