import { Badge, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DeliveryOrder } from "../delivery-api";
import { DELIVERY_COLUMNS, type DeliveryColumn } from "../delivery-board";

export interface DeliveryColumnsProps {
  columns: Record<DeliveryColumn, DeliveryOrder[]>;
  renderCard: (order: DeliveryOrder) => ReactNode;
}

function useColumnName() {
  const { t } = useTranslation();
  return (column: DeliveryColumn) =>
    column === "received" ? t("requests.delivery.delivered") : t(`requests.processStatus.${column}`);
}

function ColumnCards({
  orders,
  renderCard,
}: {
  orders: DeliveryOrder[];
  renderCard: DeliveryColumnsProps["renderCard"];
}) {
  const { t } = useTranslation();
  if (orders.length === 0)
    return (
      <Text c="dimmed" ta="center" py="md">
        {t("requests.delivery.emptyColumn")}
      </Text>
    );
  return <Stack gap="sm">{orders.map(renderCard)}</Stack>;
}

/**
 * The board's columns side by side on a till or tablet; on a phone one column at a time behind
 * tabs that count their orders, so nothing hides in a sideways scroll.
 */
export function DeliveryColumns({ columns, renderCard }: DeliveryColumnsProps) {
  const { t } = useTranslation();
  const columnName = useColumnName();
  const isPhone = useMediaQuery("(max-width: 48em)");
  const [tab, setTab] = useState<DeliveryColumn>("solicited");

  if (isPhone)
    return (
      <Tabs value={tab} onChange={(value) => value && setTab(value as DeliveryColumn)} keepMounted={false}>
        <Tabs.List aria-label={t("requests.delivery.columns")} grow>
          {DELIVERY_COLUMNS.map((column) => (
            <Tabs.Tab key={column} value={column} fz="md" py="sm" px="xs">
              {t("requests.delivery.columnTab", {
                status: columnName(column),
                count: columns[column].length,
              })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {DELIVERY_COLUMNS.map((column) => (
          <Tabs.Panel key={column} value={column} pt="md">
            <ColumnCards orders={columns[column]} renderCard={renderCard} />
          </Tabs.Panel>
        ))}
      </Tabs>
    );

  return (
    <SimpleGrid cols={{ base: 3, lg: DELIVERY_COLUMNS.length }} spacing="sm">
      {DELIVERY_COLUMNS.map((column) => (
        <Paper
          key={column}
          component="section"
          aria-labelledby={`delivery-column-${column}`}
          bg="gray.0"
          p="xs"
          radius="md"
          data-column={column}
        >
          <Group justify="space-between" mb="sm" wrap="nowrap">
            <Title order={2} size="h4" id={`delivery-column-${column}`}>
              {columnName(column)}
            </Title>
            <Badge variant="light" size="lg" aria-hidden>
              {columns[column].length}
            </Badge>
          </Group>
          <ColumnCards orders={columns[column]} renderCard={renderCard} />
        </Paper>
      ))}
    </SimpleGrid>
  );
}
