import {
  type AppLanguage,
  type Currency,
  centsFromAmount,
  chosenOptionName,
  formatMoney,
  formatQuantity,
  lineAmountCents,
  PRODUCT_ORDER_GROUPS,
  type ProductOrderGroup,
  percentOfCents,
} from "@comanda/domain";
import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useCallbackRef } from "@mantine/hooks";
import { IconMinus, IconPlus, IconSend } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { memo, type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useMoneyOptions } from "../../settings/use-local-money";
import { byCourse, type KeyedDraftLine, ticketMoney } from "../order-draft";
import { type OrderDraft, useDraftLines, useHasDraft } from "../order-draft-store";
import type { Order, OrderLine } from "../orders-api";
import classes from "./TicketPanel.module.css";

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

/**
 * The ticket's fixed words, looked up once per language: the parts drawn on every tap would
 * otherwise ask i18next for them each time, and a lookup costs about as much as drawing a line.
 */
function ticketLabels(t: TFunction) {
  return {
    newLines: t("requests.order.newLines"),
    subtotal: t("requests.order.subtotal"),
    total: t("requests.order.total"),
    orderAmount: t("requests.discount.orderAmount"),
    courses: Object.fromEntries(
      PRODUCT_ORDER_GROUPS.map((course) => [course, t(`menu.products.orderGroups.${course}`)]),
    ) as Record<ProductOrderGroup, string>,
  };
}

type TicketLabels = ReturnType<typeof ticketLabels>;

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

/** The lines being taken, by course. */
function DraftLines({
  draft,
  nameOf,
  draftCents,
  draftChoices,
  labels,
  language,
  currency,
  t,
  onQty,
  onEdit,
}: Pick<TicketPanelProps, "draft" | "nameOf" | "draftCents" | "draftChoices"> & {
  labels: TicketLabels;
  language: AppLanguage;
  currency: Currency;
  t: TFunction;
  onQty: (key: string, delta: number) => void;
  onEdit: (key: string) => void;
}) {
  const lines = useDraftLines(draft);
  if (lines.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: named like the sent lines' group beside it; a <fieldset> is a form's part.
    <div className={classes.newLines} role="group" aria-label={labels.newLines}>
      {byCourse(lines, (line) => line.order).map(({ course, lines: inCourse }) => (
        <div key={course} className={classes.course}>
          <CourseHeading name={labels.courses[course]} />
          <ul className={classes.lines} aria-label={labels.courses[course]}>
            {inCourse.map((line) => (
              <DraftLineRow
                key={line.key}
                line={line}
                name={nameOf(line.product)}
                cents={draftCents(line)}
                choices={draftChoices(line).join(", ")}
                language={language}
                currency={currency}
                t={t}
                onQty={onQty}
                onEdit={onEdit}
              />
            ))}
          </ul>
        </div>
      ))}
    </div>
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

function CourseHeading({ name }: { name: string }) {
  return <p className={classes.courseHeading}>{name}</p>;
}

function TotalRow({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: string;
  testId?: string;
  strong?: boolean;
}) {
  const text = strong ? `${classes.text} ${classes.strong}` : classes.text;
  return (
    <div className={classes.total}>
      <p className={text}>{label}</p>
      <p className={text} data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

/** A line's words as a button that opens its editing, when it can be edited. */
function EditableText({
  label,
  onEdit,
  children,
}: {
  label: string | undefined;
  onEdit: (() => void) | undefined;
  children: ReactNode;
}) {
  if (!onEdit) return children;
  return (
    <button
      type="button"
      className={`${classes.lineButton} mantine-focus-auto`}
      onClick={onEdit}
      aria-label={label}
    >
      {children}
    </button>
  );
}

/** A ticket line's words: what and how many, the chosen options, the note for the kitchen, its discount. */
function LineText({
  title,
  choices,
  note,
  discount,
  fixedPrice,
  t,
  isNew = false,
}: {
  title: string;
  choices: string;
  note: string | null;
  discount: number;
  /** An offer's fixed price on this line, as money (issue 28). */
  fixedPrice?: string;
  t: TFunction;
  isNew?: boolean;
}) {
  return (
    <span className={classes.lineText}>
      <span className={isNew ? `${classes.text} ${classes.newTitle}` : classes.text}>{title}</span>
      {choices && <span className={classes.detail}>{choices}</span>}
      {note && <span className={`${classes.detail} ${classes.note}`}>{note}</span>}
      {discount > 0 && (
        <span className={`${classes.detail} ${classes.discount}`}>
          {t("requests.line.discounted", { value: discount })}
        </span>
      )}
      {fixedPrice && (
        <span className={`${classes.detail} ${classes.discount}`} data-testid="ticket-line-fixed-price">
          {t("loyalty.ticket.fixedPrice", { price: fixedPrice })}
        </span>
      )}
    </span>
  );
}

/** A line being taken, drawn again only when it (or its product's name or price) changes. */
const DraftLineRow = memo(function DraftLineRow({
  line,
  name,
  cents,
  choices,
  language,
  currency,
  t,
  onQty,
  onEdit,
}: {
  line: KeyedDraftLine;
  name: string;
  cents: number | undefined;
  choices: string;
  language: AppLanguage;
  currency: Currency;
  t: TFunction;
  onQty: (key: string, delta: number) => void;
  onEdit: (key: string) => void;
}) {
  // A tap on a product already in the ticket changes its quantity only.
  const labels = useMemo(
    () => ({
      edit: t("requests.line.edit", { name }),
      less: t("requests.order.less", { name }),
      more: t("requests.order.more", { name }),
      qty: t("requests.order.qtyOf", { name }),
    }),
    [t, name],
  );
  return (
    <li className={classes.row}>
      <EditableText label={labels.edit} onEdit={() => onEdit(line.key)}>
        <LineText title={name} choices={choices} note={line.details} discount={line.discount} t={t} isNew />
      </EditableText>
      {/* The shared QtyStepper's look with plain buttons: an ActionIcon is a Mantine component
          and a layer of its own, two per line of a ticket drawn on every tap. */}
      <div className={classes.controls}>
        <button
          type="button"
          className={`${classes.step} mantine-focus-auto mantine-active`}
          aria-label={labels.less}
          onClick={() => onQty(line.key, -1)}
        >
          <IconMinus aria-hidden size={20} />
        </button>
        {/* An <output> is a polite live region: the new quantity is read out. */}
        <output className={classes.qty} aria-label={labels.qty}>
          {line.qty}
        </output>
        <button
          type="button"
          className={`${classes.step} mantine-focus-auto mantine-active`}
          aria-label={labels.more}
          onClick={() => onQty(line.key, 1)}
        >
          <IconPlus aria-hidden size={20} />
        </button>
        <span className={classes.amount}>
          {cents === undefined ? "" : formatMoney(cents, { currency, language })}
        </span>
      </div>
    </li>
  );
});
