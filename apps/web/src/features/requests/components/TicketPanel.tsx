import {
  type AppLanguage,
  centsFromAmount,
  chosenOptionName,
  formatMoney,
  formatQuantity,
  lineAmountCents,
  type ProductOrderGroup,
  percentOfCents,
} from "@comanda/domain";
import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useCallbackRef } from "@mantine/hooks";
import { IconSend } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useMoneyOptions } from "../../settings/use-local-money";
import { byCourse, type KeyedDraftLine, ticketMoney } from "../order-draft";
import { type OrderDraft, useDraftLines, useHasDraft } from "../order-draft-store";
import type { Order, OrderLine } from "../order-types";
import { DraftLines } from "./TicketDraftLines";
import { CourseHeading, EditableText, LineText, TotalRow } from "./TicketLineParts";
import { type TicketLabels, ticketLabels } from "./ticket-labels";

export interface TicketPanelProps {
  title: string;
  /** Buttons beside the title: the guests, the order's discount. */
  actions?: ReactNode;
  /** Lines already sent to the kitchen (the open command's). */
  sent: readonly OrderLine[];
  /** The open command's money as the server counted it, with its discount. */
  orderMoney: Pick<Order, "subtotal" | "price" | "discount" | "promotion_code"> | undefined;
  /** Read by the new lines and the totals only: a tap draws them again and not the whole panel. */
  draft: OrderDraft;
  nameOf: (productId: number) => string;
  /** What a draft line comes to, in cents, as far as the till knows before sending. */
  draftCents: (line: KeyedDraftLine) => number | undefined;
  /** The names of a draft line's chosen options. */
  draftChoices: (line: KeyedDraftLine) => string[];
  onQty: (key: string, delta: number) => void;
  onEditDraft: (key: string) => void;
  /** Without it sent lines are read-only (nothing to change on a closed or foreign order). */
  onEditSent?: (line: OrderLine) => void;
  /** A course header's own action on the sent lines (e.g. march it). */
  courseAction?: (course: ProductOrderGroup, lines: readonly OrderLine[]) => ReactNode;
  onSend: () => void;
  isSending: boolean;
  /** The send button's words: "send to the kitchen" by default. */
  sendLabel?: string;
}

/** A sent line before the order's discount: its units and options less its own percent. */
function sentLineCents(line: OrderLine): number {
  const gross = lineAmountCents(centsFromAmount(line.unit_price), 0, line.qty);
  // The server's own line discount, which includes an offer's fixed price (issue 28).
  if (line.line_discount !== undefined) return gross - centsFromAmount(line.line_discount);
  return gross - percentOfCents(gross, line.discount);
}

/** The ticket: what the table already has by course, what is being added, the totals and the send button. */
export function TicketPanel({
  title,
  actions,
  sent,
  orderMoney,
  draft,
  nameOf,
  draftCents,
  draftChoices,
  onQty,
  onEditDraft,
  onEditSent,
  courseAction,
  onSend,
  isSending,
  sendLabel,
}: TicketPanelProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as AppLanguage;
  const hasDraft = useHasDraft(draft);
  const moneyOptions = useMoneyOptions();
  const money = (cents: number) => formatMoney(cents, moneyOptions);
  // A tap changes one line of the draft: the others keep their props and are not drawn again.
  const changeQty = useCallbackRef(onQty);
  const editDraft = useCallbackRef(onEditDraft);
  const labels = useMemo(() => ticketLabels(t), [t]);
  const courseName = (course: ProductOrderGroup) => labels.courses[course];
  return (
    <Paper withBorder p="sm" component="section" aria-label={t("requests.order.ticket")}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          {actions}
        </Group>
        {sent.length > 0 && (
          <Stack gap={6} role="group" aria-label={t("requests.order.sentLines")}>
            {byCourse(sent, (line) => line.order).map(({ course, lines }) => (
              <Stack key={course} gap={4}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <CourseHeading name={courseName(course)} />
                  {courseAction?.(course, lines)}
                </Group>
                <Stack gap={4} role="list" aria-label={courseName(course)}>
                  {lines.map((line) => (
                    <Group key={line.id} justify="space-between" wrap="nowrap" role="listitem" align="center">
                      <EditableText
                        label={onEditSent && t("requests.line.edit", { name: line.name })}
                        onEdit={onEditSent && (() => onEditSent(line))}
                      >
                        <LineText
                          title={`${formatQuantity(line.qty, language)} × ${line.name}`}
                          choices={line.items.map(chosenOptionName).join(", ")}
                          note={line.details}
                          discount={line.discount}
                          fixedPrice={
                            line.fixed_price === null || line.fixed_price === undefined
                              ? undefined
                              : money(centsFromAmount(line.fixed_price))
                          }
                          t={t}
                        />
                      </EditableText>
                      <Group gap={6} wrap="nowrap">
                        <Badge variant="light" size="sm">
                          {t(`requests.processStatus.${line.process_status}`)}
                        </Badge>
                        <Text>{money(sentLineCents(line))}</Text>
                      </Group>
                    </Group>
                  ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
        )}
        {sent.length > 0 && hasDraft && <Divider label={t("requests.order.newRound")} />}
        {!hasDraft && sent.length === 0 && <Text c="dimmed">{t("requests.order.emptyTicket")}</Text>}
        <DraftLines
          draft={draft}
          nameOf={nameOf}
          draftCents={draftCents}
          draftChoices={draftChoices}
          labels={labels}
          language={language}
          currency={moneyOptions.currency}
          t={t}
          onQty={changeQty}
          onEdit={editDraft}
        />
        <Divider />
        <TicketTotals draft={draft} orderMoney={orderMoney} draftCents={draftCents} labels={labels} t={t} />
        <Button
          size="xl"
          leftSection={<IconSend aria-hidden size={22} />}
          disabled={!hasDraft}
          loading={isSending}
          onClick={onSend}
        >
          {sendLabel ?? t("requests.order.send")}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The subtotal, the order's discount and the total, new lines included. */
function TicketTotals({
  draft,
  orderMoney,
  draftCents,
  labels,
  t,
}: Pick<TicketPanelProps, "draft" | "orderMoney" | "draftCents"> & {
  labels: TicketLabels;
  t: TFunction;
}) {
  const lines = useDraftLines(draft);
  const moneyOptions = useMoneyOptions();
  const money = (cents: number) => formatMoney(cents, moneyOptions);
  const draftTotal = lines.reduce((sum, line) => sum + (draftCents(line) ?? 0), 0);
  const orderDiscount = orderMoney?.discount ?? null;
  // An offer's code names the discount it gave (issue 28).
  const code = orderMoney?.promotion_code ?? null;
  const { subtotal, discount: discountCents, total } = ticketMoney(orderMoney, draftTotal);
  return (
    <>
      {orderDiscount && (
        <>
          <TotalRow label={labels.subtotal} value={money(subtotal)} />
          <TotalRow
            label={
              code
                ? t(`loyalty.panel.ticketDiscount.${orderDiscount.type}`, {
                    code,
                    value: orderDiscount.value,
                  })
                : orderDiscount.type === "percent"
                  ? t("requests.discount.orderPercent", { value: orderDiscount.value })
                  : labels.orderAmount
            }
            value={`−${money(discountCents)}`}
            testId="ticket-discount"
          />
        </>
      )}
      <TotalRow label={labels.total} value={money(total)} testId="ticket-total" strong />
    </>
  );
}
