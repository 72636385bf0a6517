import { type AppLanguage, centsFromAmount, formatMoney, formatQuantity } from "@comanda/domain";
import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { QtyStepper } from "../../../ui/QtyStepper";
import type { KeyedDraftLine } from "../order-draft";
import type { OrderLine } from "../orders-api";

export interface TicketPanelProps {
  title: string;
  /** Lines already sent to the kitchen (the open command's). */
  sent: readonly OrderLine[];
  draft: readonly KeyedDraftLine[];
  nameOf: (productId: number) => string;
  /** What a draft line comes to, in cents, as far as the till knows before sending. */
  draftCents: (line: KeyedDraftLine) => number | undefined;
  /** The names of a draft line's chosen options. */
  draftChoices: (line: KeyedDraftLine) => string[];
  onQty: (key: string, delta: number) => void;
  onSend: () => void;
  isSending: boolean;
}

/** The ticket: what the table already has, what is being added, and the send button. */
export function TicketPanel({
  title,
  sent,
  draft,
  nameOf,
  draftCents,
  draftChoices,
  onQty,
  onSend,
  isSending,
}: TicketPanelProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as AppLanguage;
  const money = (cents: number) => formatMoney(cents, { language });
  const sentCents = sent.reduce((sum, line) => sum + centsFromAmount(line.importe), 0);
  const draftTotal = draft.reduce((sum, line) => sum + (draftCents(line) ?? 0), 0);
  return (
    <Paper withBorder p="sm" component="section" aria-label={t("requests.order.ticket")}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {sent.length > 0 && (
          <Stack gap={4} aria-label={t("requests.order.sentLines")} role="list">
            {sent.map((line) => (
              <Group key={line.id} justify="space-between" wrap="nowrap" role="listitem" align="flex-start">
                <LineText
                  title={`${formatQuantity(line.qty, language)} × ${line.name}`}
                  choices={line.items.map((item) => item.name).join(", ")}
                  note={line.details}
                />
                <Group gap={6} wrap="nowrap">
                  <Badge variant="light" size="sm">
                    {t(`requests.processStatus.${line.process_status}`)}
                  </Badge>
                  <Text>{money(centsFromAmount(line.importe))}</Text>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        {sent.length > 0 && draft.length > 0 && <Divider label={t("requests.order.newRound")} />}
        {draft.length === 0 && sent.length === 0 && <Text c="dimmed">{t("requests.order.emptyTicket")}</Text>}
        {draft.length > 0 && (
          <Stack gap="xs" aria-label={t("requests.order.newLines")} role="list">
            {draft.map((line) => {
              const name = nameOf(line.product);
              const cents = draftCents(line);
              return (
                <Group key={line.key} justify="space-between" wrap="nowrap" role="listitem" align="center">
                  <LineText title={name} choices={draftChoices(line).join(", ")} note={line.details} isNew />
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
                      {cents === undefined ? "" : money(cents)}
                    </Text>
                  </Group>
                </Group>
              );
            })}
          </Stack>
        )}
        <Divider />
        <Group justify="space-between">
          <Text fw={700} size="lg">
            {t("requests.order.total")}
          </Text>
          <Text fw={700} size="lg" data-testid="ticket-total">
            {money(sentCents + draftTotal)}
          </Text>
        </Group>
        <Button
          size="xl"
          leftSection={<IconSend aria-hidden size={22} />}
          disabled={draft.length === 0}
          loading={isSending}
          onClick={onSend}
        >
          {t("requests.order.send")}
        </Button>
      </Stack>
    </Paper>
  );
}

/** A ticket line's words: what and how many, the chosen options, the note for the kitchen. */
function LineText({
  title,
  choices,
  note,
  isNew = false,
}: {
  title: string;
  choices: string;
  note: string | null;
  isNew?: boolean;
}) {
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
    </Stack>
  );
}
