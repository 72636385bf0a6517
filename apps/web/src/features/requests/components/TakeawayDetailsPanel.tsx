import { type Client, calendarDateIn, personName } from "@comanda/domain";
import { Button, Group, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { appTimeZone } from "../../../lib/i18n";
import {
  addressToUse,
  dayAfter,
  isTakeawayProblem,
  problemsBySection,
  type TakeawayDetails,
  type TakeawayKind,
  takeawayProblemTextKey,
  withClient,
  withDeliveryDate,
  withShiftTime,
  withSoonAsPossible,
} from "../takeaway-details";
import { ClientAddresses } from "./TakeawayClientAddresses";
import { TakeawayClientDialog, type TakeawayClientDialogMode } from "./TakeawayClientDialog";
import { ClientSearch } from "./TakeawayClientSearch";
import { DeliveryDateInput, ShiftSlots } from "./TakeawaySchedule";

export interface TakeawayDetailsPanelProps {
  kind: TakeawayKind;
  value: TakeawayDetails;
  onChange: (next: TakeawayDetails) => void;
  /**
   * What to point out: `takeawayProblems` keys, shown by the part they are about, and any
   * other text (a server's message) shown as it is, at the end.
   */
  problems?: readonly string[];
}

function Problems({ messages }: { messages: readonly string[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <Stack gap={2} role="alert">
      {messages.map((message) => (
        <Text key={message} c="red.9" size="sm" fw={600}>
          {isTakeawayProblem(message) ? t(takeawayProblemTextKey(message)) : message}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * Who a pickup or delivery order is for and when (issue 7): the client found by name or phone
 * or created on the spot, the delivery address (principal first), and the day with "as soon as
 * possible" or one of its free slots. Everything is a large tap target; it fits a 420 px side
 * panel and a phone.
 */
export function TakeawayDetailsPanel({ kind, value, onChange, problems = [] }: TakeawayDetailsPanelProps) {
  const { t } = useTranslation();
  const today = calendarDateIn(new Date(), appTimeZone());
  /** The open dialog, and the addresses the client had when it opened: the one it adds is new. */
  const [dialog, setDialog] = useState<{ mode: TakeawayClientDialogMode; known: readonly number[] }>();
  const [search, setSearch] = useState("");
  const sections = problemsBySection(problems);
  const isDelivery = kind === "domicilio";

  function handleSaved(saved: Client, previous: readonly number[]) {
    const added = saved.addresses.find((address) => !previous.includes(address.id));
    const summary = { id: saved.id, name: personName(saved), phone: saved.phone };
    const base = value.client?.id === saved.id ? value : withClient(value, summary);
    onChange({ ...base, address: added?.id ?? addressToUse(saved.addresses, base.address) });
    setDialog(undefined);
    setSearch("");
  }

  return (
    <Stack gap="md" data-testid="takeaway-details">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t("requests.takeaway.client")}
        </Title>
        {value.client ? (
          <Paper withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} miw={0}>
                <Text fw={700} truncate>
                  {value.client.name}
                </Text>
                <Text c="dimmed">{value.client.phone ?? t("requests.takeaway.noPhone")}</Text>
              </Stack>
              <Button
                size="lg"
                variant="default"
                onClick={() => onChange(withClient(value, null))}
                aria-label={t("requests.takeaway.changeClient", { name: value.client.name })}
              >
                {t("requests.takeaway.change")}
              </Button>
            </Group>
          </Paper>
        ) : (
          <ClientSearch
            search={search}
            onSearch={setSearch}
            isDelivery={isDelivery}
            onPick={(client) => onChange(withClient(value, client))}
            onCreate={() =>
              setDialog({ mode: { kind: "client", withAddress: isDelivery, prefill: search }, known: [] })
            }
          />
        )}
        <Problems messages={sections.client} />
      </Stack>

      {isDelivery && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t("requests.takeaway.address")}
          </Title>
          {value.client ? (
            <ClientAddresses
              clientId={value.client.id}
              value={value.address}
              onChoose={(address) => onChange({ ...value, address })}
              onAdd={(known) =>
                value.client && setDialog({ mode: { kind: "address", client: value.client }, known })
              }
            />
          ) : (
            <Text c="dimmed">{t("requests.takeaway.addressAfterClient")}</Text>
          )}
          <Problems messages={sections.address} />
        </Stack>
      )}

      <Stack gap="xs">
        <Title order={3} size="h5">
          {t("requests.takeaway.when")}
        </Title>
        <Group gap="xs" wrap="wrap" align="flex-end">
          {[
            { date: today, label: t("requests.takeaway.today") },
            { date: dayAfter(today), label: t("requests.takeaway.tomorrow") },
          ].map((choice) => (
            <Button
              key={choice.date}
              size="lg"
              variant={value.deliveryDate === choice.date ? "filled" : "default"}
              aria-pressed={value.deliveryDate === choice.date}
              onClick={() => onChange(withDeliveryDate(value, choice.date, today))}
            >
              {choice.label}
            </Button>
          ))}
          <DeliveryDateInput
            value={value.deliveryDate}
            minDate={today}
            onChange={(date) => onChange(withDeliveryDate(value, date, today))}
          />
        </Group>
        <Switch
          size="lg"
          label={t("requests.takeaway.soonAsPossible")}
          checked={value.soonAsPossible}
          onChange={(event) => onChange(withSoonAsPossible(value, event.currentTarget.checked, today))}
        />
        <ShiftSlots
          kind={kind}
          date={value.deliveryDate}
          chosen={value.shiftTime}
          onChoose={(slot) => onChange(withShiftTime(value, slot))}
        />
        <Problems messages={sections.when} />
      </Stack>

      <Problems messages={sections.other} />

      {dialog && (
        <TakeawayClientDialog
          mode={dialog.mode}
          onClose={() => setDialog(undefined)}
          onSaved={(saved) => handleSaved(saved, dialog.known)}
        />
      )}
    </Stack>
  );
}
