import "@mantine/dates/styles.css";
import "dayjs/locale/es";
import "dayjs/locale/zh-cn";
import { type Client, calendarDateIn, personName } from "@comanda/domain";
import {
  Button,
  Group,
  Loader,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { DatePickerInput, DatesProvider } from "@mantine/dates";
import { useDebouncedValue } from "@mantine/hooks";
import { IconMapPinPlus, IconSearch, IconUserPlus } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { appTimeZone } from "../../../lib/i18n";
import { TextField } from "../../../ui/form/TextField";
import { ErrorState } from "../../../ui/states";
import {
  CLIENT_SEARCH_MIN_LENGTH,
  useClientSearch,
  useClientWithAddresses,
  useShiftTimes,
} from "../takeaway-api";
import {
  addressLine,
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
import { TakeawayClientDialog, type TakeawayClientDialogMode } from "./TakeawayClientDialog";

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

const DAYJS_LOCALES: Record<string, string> = { es: "es", en: "en", ch: "zh-cn" };
const SEARCH_DELAY_MS = 250;
/** A card a finger can hit, not a bare radio dot. */
const CARD_STYLE = { minHeight: 56 } as const;
const RESULT_STYLE = {
  border: "1px solid var(--mantine-color-gray-4)",
  borderRadius: "var(--mantine-radius-md)",
  background: "var(--mantine-color-body)",
} as const;
const STALE_RESULT_STYLE = { ...RESULT_STYLE, opacity: 0.5 } as const;

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

interface ClientSearchProps {
  search: string;
  onSearch: (text: string) => void;
  isDelivery: boolean;
  onPick: (client: { id: number; name: string; phone: string | null }) => void;
  onCreate: () => void;
}

function ClientSearch({ search, onSearch, isDelivery, onPick, onCreate }: ClientSearchProps) {
  const { t } = useTranslation();
  const [debounced] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const results = useClientSearch(debounced);
  const typed = search.trim();
  const isShort = typed.length < CLIENT_SEARCH_MIN_LENGTH;
  const rows = isShort ? [] : (results.data?.results ?? []);
  // Rows found for an earlier text stay in sight while the new one is looked up, but cannot be
  // tapped: a quick tap would otherwise give the order the previous caller.
  const isStale = debounced !== search || results.isPlaceholderData;

  return (
    <Stack gap="xs">
      <TextField
        type="search"
        label={t("requests.takeaway.search")}
        placeholder={t("requests.takeaway.searchPlaceholder")}
        leftSection={<IconSearch aria-hidden size={20} />}
        rightSection={results.isFetching && !isShort ? <Loader size="sm" aria-hidden /> : undefined}
        autoComplete="off"
        maxLength={120}
        value={search}
        onChange={onSearch}
      />
      {rows.length > 0 && (
        <Stack gap="xs" role="group" aria-label={t("requests.takeaway.results")} aria-busy={isStale}>
          {rows.map((client) => (
            <UnstyledButton
              key={client.id}
              onClick={() => onPick({ id: client.id, name: client.name, phone: client.phone })}
              disabled={isStale}
              p="sm"
              mih={56}
              style={isStale ? STALE_RESULT_STYLE : RESULT_STYLE}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text fw={700} truncate>
                  {client.name}
                </Text>
                <Text style={{ whiteSpace: "nowrap" }}>{client.phone ?? ""}</Text>
              </Group>
              {isDelivery && client.address && (
                <Text size="sm" c="dimmed" truncate>
                  {addressLine(client.address)}
                </Text>
              )}
            </UnstyledButton>
          ))}
        </Stack>
      )}
      {!isShort && results.isSuccess && !results.isPlaceholderData && rows.length === 0 && (
        <Text c="dimmed">{t("requests.takeaway.noMatches", { text: typed })}</Text>
      )}
      <Button
        size="lg"
        variant="default"
        leftSection={<IconUserPlus aria-hidden size={20} />}
        onClick={onCreate}
      >
        {t("requests.takeaway.newClient")}
      </Button>
    </Stack>
  );
}

interface ClientAddressesProps {
  clientId: number;
  value: number | null;
  onChoose: (address: number | null) => void;
  /** With the ids of the addresses the client has now. */
  onAdd: (known: number[]) => void;
}

function ClientAddresses({ clientId, value, onChoose, onAdd }: ClientAddressesProps) {
  const { t } = useTranslation();
  const client = useClientWithAddresses(clientId);
  const addresses = client.data?.addresses;
  const toUse = addresses ? addressToUse(addresses, value) : value;
  // The principal is the delivery's address until another is chosen (the server's default too).
  // Not while a refresh is on its way: the list may not have an address just added yet.
  const isSettled = !client.isFetching;
  useEffect(() => {
    if (isSettled && toUse !== value) onChoose(toUse);
  }, [isSettled, toUse, value, onChoose]);

  if (client.isError) return <ErrorState onRetry={() => void client.refetch()} />;
  if (!addresses) return <Loader size="sm" aria-label={t("list.loading")} />;
  return (
    <Stack gap="xs">
      {addresses.length === 0 ? (
        <Text c="dimmed">{t("requests.takeaway.noAddresses")}</Text>
      ) : (
        <Radio.Group
          value={value === null ? null : String(value)}
          onChange={(next) => onChoose(Number(next))}
          aria-label={t("requests.takeaway.address")}
        >
          <Stack gap="xs">
            {addresses.map((address) => (
              <Radio.Card
                key={address.id}
                value={String(address.id)}
                withBorder
                radius="md"
                p="sm"
                style={CARD_STYLE}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Radio.Indicator size="md" mt={2} />
                  <Stack gap={0} miw={0}>
                    <Text fw={address.id === value ? 700 : 400}>{addressLine(address)}</Text>
                    {address.reference && (
                      <Text size="sm" c="dimmed">
                        {address.reference}
                      </Text>
                    )}
                    {address.principal && (
                      <Text size="sm" c="dimmed">
                        {t("requests.takeaway.principal")}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Button
        size="lg"
        variant="default"
        leftSection={<IconMapPinPlus aria-hidden size={20} />}
        onClick={() => onAdd(addresses.map((address) => address.id))}
      >
        {t("requests.takeaway.addAddress")}
      </Button>
    </Stack>
  );
}

function DeliveryDateInput({
  value,
  minDate,
  onChange,
}: {
  value: string;
  minDate: string;
  onChange: (date: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALES[i18n.language] ?? "es", firstDayOfWeek: 1 }}>
      <DatePickerInput
        size="lg"
        aria-label={t("requests.takeaway.date")}
        value={value}
        minDate={minDate}
        valueFormat="ddd D MMM"
        onChange={(date) => date && onChange(date)}
        style={{ flex: "1 1 150px" }}
      />
    </DatesProvider>
  );
}

interface ShiftSlotsProps {
  kind: TakeawayKind;
  date: string;
  chosen: string | null;
  onChoose: (startsAt: string) => void;
}

function ShiftSlots({ kind, date, chosen, onChoose }: ShiftSlotsProps) {
  const { t } = useTranslation();
  const slots = useShiftTimes(kind, date);
  if (slots.isError) return <ErrorState onRetry={() => void slots.refetch()} />;
  if (!slots.data) return <Loader size="sm" aria-label={t("list.loading")} />;
  const list = slots.data.results;
  const isGone = chosen !== null && !list.some((slot) => slot.starts_at === chosen);
  return (
    <Stack gap="xs">
      {list.length === 0 ? (
        <Text c="dimmed">{t("requests.takeaway.noSlots")}</Text>
      ) : (
        <SimpleGrid cols={4} spacing="xs" role="group" aria-label={t("requests.takeaway.slots")}>
          {list.map((slot) => (
            <Button
              key={slot.starts_at}
              size="lg"
              px="xs"
              variant={slot.starts_at === chosen ? "filled" : "default"}
              aria-pressed={slot.starts_at === chosen}
              aria-label={t("requests.takeaway.slotLabel", { start: slot.start, end: slot.end })}
              onClick={() => onChoose(slot.starts_at)}
            >
              {slot.start}
            </Button>
          ))}
        </SimpleGrid>
      )}
      {isGone && (
        <Text c="red.9" size="sm" role="alert">
          {t("requests.takeaway.slotGone")}
        </Text>
      )}
    </Stack>
  );
}
