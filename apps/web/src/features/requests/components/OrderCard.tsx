import {
  type AppLanguage,
  advanceAll,
  chosenOptionName,
  formatQuantity,
  nextProcessStatus,
  type OrderKind,
  PRODUCT_ORDER_GROUPS,
  type ProcessStatus,
} from "@comanda/domain";
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { elapsedLevel } from "../cards";
import type { MarkedOption } from "../kitchen-cards-api";
import type { Order, OrderLineOption } from "../order-types";

const LEVEL_COLOR = { fresh: "green", waiting: "orange", late: "red" } as const;

export interface OrderCardProps {
  order: Order;
  /** Moves lines of this card to a status (a line's tap, or the header's for the whole card). */
  onMark: (lines: number[], status: ProcessStatus) => void;
  /** Moves one chosen option of a line to a status (a side or a sauce made apart from its dish). */
  onMarkOption: (option: MarkedOption, status: ProcessStatus) => void;
  isBusy: boolean;
}

/** Served, or ready to be: what the cook no longer has to make. */
const isDone = (status: ProcessStatus) => status === "toServe" || status === "received";

/** A chosen option under its line: a tap moves it one step, like a line. */
function OptionChip({
  kind,
  option,
  isBusy,
  onMark,
}: {
  kind: OrderKind;
  option: OrderLineOption;
  isBusy: boolean;
  onMark: (status: ProcessStatus) => void;
}) {
  const { t } = useTranslation();
  const next = nextProcessStatus(kind, option.process_status);
  const status = t(`requests.processStatus.${option.process_status}`);
  const name = chosenOptionName(option);
  return (
    <UnstyledButton
      disabled={isBusy || next === undefined}
      onClick={() => next && onMark(next)}
      aria-label={t("requests.cards.optionLabel", { name, status })}
      data-status={option.process_status}
      px={10}
      py={4}
      mih={44}
      style={{
        border: "1px solid var(--mantine-color-gray-4)",
        borderRadius: "var(--mantine-radius-xl)",
        background: option.process_status === "solicited" ? undefined : "var(--mantine-color-gray-1)",
      }}
    >
      <Text size="sm" fw={600} td={isDone(option.process_status) ? "line-through" : undefined}>
        {name}
      </Text>
      {option.process_status !== "solicited" && <Text size="xs">{status}</Text>}
    </UnstyledButton>
  );
}

/**
 * One order on the kitchen board: who it is for, how long it has waited, its lines by course
 * with their choices and notes. A line's tap moves it one step, a choice's tap moves that choice
 * (the salad of a steak made apart); the header's moves the card. Memoised: when the board is
 * read again, only the cards whose order changed are drawn again (the query keeps an unchanged
 * order's object), so a new card shows without redrawing the whole board.
 */
export const OrderCard = memo(function OrderCard({ order, onMark, onMarkOption, isBusy }: OrderCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as AppLanguage;
  const level = elapsedLevel(order.elapse_time);
  const advance = advanceAll(
    order.kind,
    order.products.map((line) => line.process_status),
  );
  const behind = order.products.filter(
    (line, index) => advance.target !== undefined && advance.parts[index] !== line.process_status,
  );
  const who =
    order.kind === "local"
      ? t("requests.cards.table", { table: order.table_name ?? "" })
      : t(`requests.cards.kind.${order.kind}`, { id: order.id });
  return (
    <Paper withBorder shadow="xs" radius="md" component="article" aria-label={who} data-order-id={order.id}>
      <UnstyledButton
        w="100%"
        p="sm"
        disabled={isBusy || advance.target === undefined}
        onClick={() =>
          advance.target &&
          onMark(
            behind.map((line) => line.id),
            advance.target,
          )
        }
        aria-label={
          advance.target
            ? t("requests.cards.advanceAll", { who, status: t(`requests.processStatus.${advance.target}`) })
            : who
        }
        style={{
          borderBottom: `4px solid var(--mantine-color-${LEVEL_COLOR[level]}-6)`,
          borderRadius: "var(--mantine-radius-md) var(--mantine-radius-md) 0 0",
        }}
      >
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} size="lg">
            {who}
          </Text>
          {/* The darkest shade, large and bold: readable on white (WCAG large text). */}
          <Text fw={700} size="xl" c={`${LEVEL_COLOR[level]}.9`}>
            {t("requests.tables.minutes", { count: order.elapse_time })}
          </Text>
        </Group>
      </UnstyledButton>
      <Stack gap="xs" p="sm">
        {PRODUCT_ORDER_GROUPS.map((group) => {
          const lines = order.products.filter((line) => line.order === group);
          if (lines.length === 0) return null;
          return (
            <Stack key={group} gap={4}>
              <Group gap="xs">
                <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                  {t(`menu.products.orderGroups.${group}`)}
                </Text>
                {/* Called for by the waiter: the kitchen starts this course now. */}
                {order.marched.includes(group) &&
                  lines.some((line) => line.process_status === "solicited") && (
                    <Text size="sm" fw={800} c="red.9" tt="uppercase">
                      {t("requests.march.card")}
                    </Text>
                  )}
              </Group>
              {lines.map((line) => {
                const next = nextProcessStatus(order.kind, line.process_status);
                return (
                  <Stack key={line.id} gap={4}>
                    <UnstyledButton
                      disabled={isBusy || next === undefined}
                      onClick={() => next && onMark([line.id], next)}
                      aria-label={t("requests.cards.lineLabel", {
                        qty: formatQuantity(line.qty, language),
                        name: line.name,
                        status: t(`requests.processStatus.${line.process_status}`),
                      })}
                      p={6}
                      mih={44}
                      data-status={line.process_status}
                      style={{
                        borderRadius: "var(--mantine-radius-sm)",
                        background:
                          line.process_status === "solicited" ? undefined : "var(--mantine-color-gray-1)",
                      }}
                    >
                      <Group justify="space-between" wrap="nowrap" align="flex-start">
                        <Stack gap={0}>
                          <Text fw={600} td={isDone(line.process_status) ? "line-through" : undefined}>
                            {formatQuantity(line.qty, language)} × {line.name}
                          </Text>
                          {line.details && (
                            <Text size="sm" c="red.9" fs="italic">
                              {line.details}
                            </Text>
                          )}
                        </Stack>
                        <Badge variant="light" size="sm">
                          {t(`requests.processStatus.${line.process_status}`)}
                        </Badge>
                      </Group>
                    </UnstyledButton>
                    {line.items.length > 0 && (
                      <Group gap={6} pl={6}>
                        {line.items.map((item) => (
                          <OptionChip
                            key={item.rim_id}
                            kind={order.kind}
                            option={item}
                            isBusy={isBusy}
                            onMark={(status) =>
                              onMarkOption(
                                { request_item_id: line.id, option_id: item.option_id, rim_id: item.rim_id },
                                status,
                              )
                            }
                          />
                        ))}
                      </Group>
                    )}
                  </Stack>
                );
              })}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
});
