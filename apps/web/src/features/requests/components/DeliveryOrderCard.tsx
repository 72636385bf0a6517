import {
  type AppLanguage,
  chosenOptionName,
  formatAmount,
  formatQuantity,
  personName,
} from "@comanda/domain";
import { Anchor, Badge, Divider, Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { appTimeZone } from "../../../lib/i18n";
import { useMoneyOptions } from "../../settings/use-local-money";
import type { DeliveryOrder } from "../delivery-api";
import { addressLine, deliveryTimeOf } from "../delivery-board";

export interface DeliveryOrderCardProps {
  order: DeliveryOrder;
  /** What staff can do with the order here (accept it, move it on, give it a rider). */
  children?: ReactNode;
}

/** The card's name, also the name of its buttons: "Domicilio · pedido 12". */
export function useDeliveryTitle() {
  const { t } = useTranslation();
  return (order: Pick<DeliveryOrder, "kind" | "id">) =>
    t("requests.delivery.title", { kind: t(`requests.delivery.kind.${order.kind}`), id: order.id });
}

/**
 * One pickup or delivery order: when it is promised, who it is for and where it goes, what it
 * holds and whether it is paid. Everything a rider or the counter needs at a glance.
 */
export function DeliveryOrderCard({ order, children }: DeliveryOrderCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as AppLanguage;
  const moneyOptions = useMoneyOptions();
  const title = useDeliveryTitle()(order);
  const time = deliveryTimeOf(order, { now: new Date(), timeZone: appTimeZone(), language });
  const money = (amount: number) => formatAmount(amount, moneyOptions);
  const day =
    time.day === null
      ? null
      : time.day.kind === "date"
        ? time.day.text
        : t(`requests.delivery.${time.day.kind}`);
  const when = [
    day,
    time.isAsap ? t("requests.delivery.asap") : null,
    time.slot ? t("requests.delivery.slot", { time: time.slot }) : null,
    time.promised ? t("requests.delivery.delayed", { time: time.promised, delay: time.delay }) : null,
  ].filter((part): part is string => part !== null);
  const client = order.client_data;
  const address = order.kind === "domicilio" ? order.address_data : null;
  return (
    <Paper withBorder shadow="xs" radius="md" component="article" aria-label={title} data-order-id={order.id}>
      <Stack gap={6} p="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700} size="lg">
            {title}
          </Text>
          {order.from_client && (
            <Badge variant="light" size="lg" style={{ flexShrink: 0 }}>
              {t("requests.delivery.web")}
            </Badge>
          )}
        </Group>
        <Text fw={700}>{when.join(" · ")}</Text>
        {client ? (
          <Group gap="xs" wrap="wrap">
            <Text>{personName(client)}</Text>
            {client.phone && (
              <Anchor href={`tel:${client.phone.replace(/\s/g, "")}`} fw={600}>
                {client.phone}
              </Anchor>
            )}
          </Group>
        ) : (
          <Text c="dimmed">{t("requests.delivery.noClient")}</Text>
        )}
        {address && (
          <Stack gap={0}>
            <Text>{addressLine(address)}</Text>
            {address.reference && (
              <Text size="sm" c="dimmed">
                {t("requests.delivery.reference", { reference: address.reference })}
              </Text>
            )}
          </Stack>
        )}
        {order.details && (
          <Text size="sm" c="red.9" fs="italic">
            {order.details}
          </Text>
        )}
        <Divider />
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {order.products.map((line) => (
            <Text component="li" key={line.id} size="sm">
              {formatQuantity(line.qty, language)} × {line.name}
              {line.items.length > 0 && ` (${line.items.map(chosenOptionName).join(", ")})`}
            </Text>
          ))}
        </Stack>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>{t("requests.delivery.total", { amount: money(order.price) })}</Text>
          {order.pending <= 0 ? (
            <Text fw={700} c="teal.9">
              {t("requests.delivery.paid")}
            </Text>
          ) : (
            <Text fw={700}>
              {t("requests.delivery.toCharge", { amount: money(order.pending) })} ·{" "}
              {t(order.credit_card ? "requests.delivery.card" : "requests.delivery.cash")}
            </Text>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
