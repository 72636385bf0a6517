import {
  type AppLanguage,
  centsFromAmount,
  formatMoney,
  formatQuantity,
  lineAmountCents,
  type ProductOrderGroup,
  percentOfCents,
} from "@comanda/domain";
import { Badge, Button, Divider, Group, Paper, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { useCallbackRef } from "@mantine/hooks";
import { IconSend } from "@tabler/icons-react";
import { memo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { QtyStepper } from "../../../ui/QtyStepper";
import { byCourse, type KeyedDraftLine } from "../order-draft";
import type { Order, OrderLine } from "../orders-api";

export interface TicketPanelProps {
  title: string;
  /** Buttons beside the title: the guests, the order's discount. */
  actions?: ReactNode;
  /** Lines already sent to the kitchen (the open command's). */
  sent: readonly OrderLine[];
  /** The open command's money as the server counted it, with its discount. */
  orderMoney: Pick<Order, "subtotal" | "price" | "discount"> | undefined;
  draft: readonly KeyedDraftLine[];
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
  const money = (cents: number) => formatMoney(cents, { language });
  const draftTotal = draft.reduce((sum, line) => sum + (draftCents(line) ?? 0), 0);
  const orderDiscount = orderMoney?.discount ?? null;
  const sentSubtotal = centsFromAmount(orderMoney?.subtotal ?? 0);
  const subtotal = sentSubtotal + draftTotal;
  // The server's figures for what is sent; a percent is taken off new lines too once they are.
  const discountCents =
    sentSubtotal -
    centsFromAmount(orderMoney?.price ?? 0) +
    (orderDiscount?.type === "percent" ? percentOfCents(draftTotal, orderDiscount.value) : 0);
  // A tap changes one line of the draft: the others keep their props and are not drawn again.
  const changeQty = useCallbackRef(onQty);
  const editDraft = useCallbackRef(onEditDraft);
  const courseName = (course: ProductOrderGroup) => t(`menu.products.orderGroups.${course}`);
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
                          choices={line.items.map((item) => item.name).join(", ")}
                          note={line.details}
                          discount={line.discount}
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
        {sent.length > 0 && draft.length > 0 && <Divider label={t("requests.order.newRound")} />}
        {draft.length === 0 && sent.length === 0 && <Text c="dimmed">{t("requests.order.emptyTicket")}</Text>}
        {draft.length > 0 && (
          <Stack gap="xs" role="group" aria-label={t("requests.order.newLines")}>
            {byCourse(draft, (line) => line.order).map(({ course, lines }) => (
              <Stack key={course} gap={4}>
                <CourseHeading name={courseName(course)} />
                <Stack gap="xs" role="list" aria-label={courseName(course)}>
                  {lines.map((line) => (
                    <DraftLineRow
                      key={line.key}
                      line={line}
                      name={nameOf(line.product)}
                      cents={draftCents(line)}
                      choices={draftChoices(line).join(", ")}
                      language={language}
                      onQty={changeQty}
                      onEdit={editDraft}
                    />
                  ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
        )}
        <Divider />
        {orderDiscount && (
          <>
            <TotalRow label={t("requests.order.subtotal")} value={money(subtotal)} />
            <TotalRow
              label={
                orderDiscount.type === "percent"
                  ? t("requests.discount.orderPercent", { value: orderDiscount.value })
                  : t("requests.discount.orderAmount")
              }
              value={`−${money(discountCents)}`}
              testId="ticket-discount"
            />
          </>
        )}
        <TotalRow
          label={t("requests.order.total")}
          value={money(subtotal - discountCents)}
          testId="ticket-total"
          strong
        />
        <Button
          size="xl"
          leftSection={<IconSend aria-hidden size={22} />}
          disabled={draft.length === 0}
          loading={isSending}
          onClick={onSend}
        >
          {sendLabel ?? t("requests.order.send")}
        </Button>
      </Stack>
    </Paper>
  );
}

function CourseHeading({ name }: { name: string }) {
  return (
    <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
      {name}
    </Text>
  );
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
  return (
    <Group justify="space-between">
      <Text fw={strong ? 700 : undefined} size={strong ? "lg" : undefined}>
        {label}
      </Text>
      <Text fw={strong ? 700 : undefined} size={strong ? "lg" : undefined} data-testid={testId}>
        {value}
      </Text>
    </Group>
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
    <UnstyledButton onClick={onEdit} aria-label={label} mih={44} style={{ minWidth: 0, flex: 1 }}>
      {children}
    </UnstyledButton>
  );
}

/** A ticket line's words: what and how many, the chosen options, the note for the kitchen, its discount. */
function LineText({
  title,
  choices,
  note,
  discount,
  isNew = false,
}: {
  title: string;
  choices: string;
  note: string | null;
  discount: number;
  isNew?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fw={isNew ? 600 : undefined} truncate={isNew}>
        {title}
      </Text>
      {choices && (
        <Text size="sm" c="dimmed">
          {choices}
        </Text>
      )}
      {note && (
        <Text size="sm" c="dimmed" fs="italic">
          {note}
        </Text>
      )}
      {discount > 0 && (
        <Text size="sm" c="red.9">
          {t("requests.line.discounted", { value: discount })}
        </Text>
      )}
    </Stack>
  );
}

/** A line being taken, drawn again only when it (or its product's name or price) changes. */
const DraftLineRow = memo(function DraftLineRow({
  line,
  name,
  cents,
  choices,
  language,
  onQty,
  onEdit,
}: {
  line: KeyedDraftLine;
  name: string;
  cents: number | undefined;
  choices: string;
  language: AppLanguage;
  onQty: (key: string, delta: number) => void;
  onEdit: (key: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" role="listitem" align="center">
      <EditableText label={t("requests.line.edit", { name })} onEdit={() => onEdit(line.key)}>
        <LineText title={name} choices={choices} note={line.details} discount={line.discount} isNew />
      </EditableText>
      <Group gap={6} wrap="nowrap">
        <QtyStepper
          value={line.qty}
          lessLabel={t("requests.order.less", { name })}
          moreLabel={t("requests.order.more", { name })}
          valueLabel={t("requests.order.qtyOf", { name })}
          onLess={() => onQty(line.key, -1)}
          onMore={() => onQty(line.key, 1)}
        />
        <Text w={72} ta="right">
          {cents === undefined ? "" : formatMoney(cents, { language })}
        </Text>
      </Group>
    </Group>
  );
});
