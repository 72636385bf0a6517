import { ORDER_KINDS } from "@comanda/domain";
import { Card, Group, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { BoxPeriod } from "../cash-api";
import { useMoney } from "../use-money";

export interface BoxFiguresViewProps {
  period: BoxPeriod;
  /** A closed report's count; absent for the open period. */
  count?: { cash_register: number | null; unbalance: number | null };
}

function Figure({ label, value, isStrong = false }: { label: string; value: ReactNode; isStrong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" fw={isStrong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={isStrong ? 700 : 500} ff="monospace" ta="right">
        {value}
      </Text>
    </Group>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Stack gap={4}>{children}</Stack>
    </Card>
  );
}

/** A period's figures in four blocks (sales, payments, VAT, drawer) and its voids. */
export function BoxFiguresView({ period, count }: BoxFiguresViewProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const channel = (kind: (typeof ORDER_KINDS)[number]) => t(`cash.figures.total_${kind}`);
  const unbalance = count?.unbalance ?? null;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <Block title={t("cash.figures.sales")}>
          {ORDER_KINDS.map((kind) => (
            <Figure key={kind} label={channel(kind)} value={money(period[`total_${kind}`])} />
          ))}
          <Figure label={t("cash.figures.total_general")} value={money(period.total_general)} isStrong />
          <Figure label={t("cash.figures.orders_count")} value={period.orders_count} />
          <Figure label={t("cash.figures.total_discounted")} value={money(period.total_discounted)} />
        </Block>
        <Block title={t("cash.figures.payments")}>
          <Figure label={t("cash.figures.total_cash")} value={money(period.total_cash)} />
          <Figure label={t("cash.figures.total_credit_card")} value={money(period.total_credit_card)} />
          {ORDER_KINDS.map((kind) => (
            <Figure
              key={kind}
              label={t("cash.figures.cardOf", { channel: channel(kind) })}
              value={money(period[`total_${kind}_credit_card`])}
            />
          ))}
          <Figure label={t("cash.figures.total_transfer")} value={money(period.total_transfer)} />
          <Figure label={t("cash.figures.total_general_tips")} value={money(period.total_general_tips)} />
          <Figure label={t("cash.figures.card_bank")} value={money(period.card_bank)} isStrong />
        </Block>
        <Block title={t("cash.figures.vat")}>
          {period.iva.map((rate) => (
            <Stack key={rate.iva} gap={4}>
              <Figure label={t("cash.figures.base", { rate: rate.iva })} value={money(rate.base_imp)} />
              <Figure label={t("cash.figures.tax", { rate: rate.iva })} value={money(rate.total_imp)} />
            </Stack>
          ))}
          <Figure label={t("cash.figures.base_imp")} value={money(period.base_imp)} isStrong />
          <Figure label={t("cash.figures.total_imp")} value={money(period.total_imp)} isStrong />
        </Block>
        <Block title={t("cash.figures.drawer")}>
          <Figure label={t("cash.figures.initial_import")} value={money(period.initial_import)} />
          <Figure label={t("cash.figures.total_subscriptions")} value={money(period.total_subscriptions)} />
          <Figure label={t("cash.figures.total_expenses")} value={money(period.total_expenses)} />
          <Figure label={t("cash.figures.expected_cash")} value={money(period.expected_cash)} isStrong />
          {count && (
            <>
              <Figure
                label={t("cash.figures.cash_register")}
                value={
                  count.cash_register === null ? t("cash.figures.notCounted") : money(count.cash_register)
                }
              />
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={700}>
                  {t("cash.figures.unbalance")}
                </Text>
                <Text
                  size="sm"
                  fw={700}
                  ff="monospace"
                  c={unbalance === null || unbalance === 0 ? undefined : unbalance < 0 ? "red.9" : "green.9"}
                  data-testid="box-unbalance"
                >
                  {unbalance === null ? "—" : money(unbalance)}
                </Text>
              </Group>
            </>
          )}
        </Block>
      </SimpleGrid>
      {period.loyalty && (
        <Block title={t("loyalty.box.title")}>
          <Figure label={t("loyalty.box.offers_used")} value={period.loyalty.offers_used} />
          <Figure label={t("loyalty.box.discount_given")} value={money(period.loyalty.discount_given)} />
          <Figure label={t("loyalty.box.points_earned")} value={period.loyalty.points_earned} />
          <Figure label={t("loyalty.box.points_redeemed")} value={period.loyalty.points_redeemed} />
          <Figure
            label={t("loyalty.box.points_outstanding")}
            value={period.loyalty.points_outstanding}
            isStrong
          />
        </Block>
      )}
      <Block title={t("cash.figures.voided")}>
        {period.no_sale_openings !== null && (
          <Text size="sm">{t("cash.figures.noSale", { count: period.no_sale_openings })}</Text>
        )}
        {period.voided.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("cash.figures.noVoided")}
          </Text>
        ) : (
          <List size="sm" spacing={2}>
            {period.voided.map((entry) => (
              <List.Item key={`${entry.request_id}-${entry.name ?? ""}-${entry.at}`}>
                {entry.name
                  ? t("cash.figures.voidedLine", { qty: entry.qty, name: entry.name, id: entry.request_id })
                  : entry.handed_over_unpaid
                    ? t("cash.figures.handedOverUnpaid", { id: entry.request_id })
                    : t("cash.figures.voidedOrder", { id: entry.request_id })}
                {entry.reason && ` · ${t("cash.figures.voidedReason", { reason: entry.reason })}`}
                {" · "}
                {money(entry.total)}
              </List.Item>
            ))}
          </List>
        )}
      </Block>
    </Stack>
  );
}
