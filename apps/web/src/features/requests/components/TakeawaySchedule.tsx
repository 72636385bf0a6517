import "@mantine/dates/styles.css";
import "dayjs/locale/es";
import "dayjs/locale/zh-cn";
import { Button, Loader, SimpleGrid, Stack, Text } from "@mantine/core";
import { DatePickerInput, DatesProvider } from "@mantine/dates";
import { useTranslation } from "react-i18next";
import { ErrorState } from "../../../ui/states";
import { useShiftTimes } from "../takeaway-api";
import type { TakeawayKind } from "../takeaway-details";

/** When a pickup or delivery order is wanted: its day and its time slot. */

const DAYJS_LOCALES: Record<string, string> = { es: "es", en: "en", ch: "zh-cn" };

export function DeliveryDateInput({
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

export function ShiftSlots({ kind, date, chosen, onChoose }: ShiftSlotsProps) {
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
