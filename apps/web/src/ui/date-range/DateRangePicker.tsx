import "@mantine/dates/styles.css";
import "dayjs/locale/es";
import "dayjs/locale/zh-cn";
import { DATE_RANGE_PRESETS, type DateRange, presetRange } from "@comanda/domain";
import { DatePickerInput, DatesProvider, type DatesRangeValue } from "@mantine/dates";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { appTimeZone } from "../../lib/i18n";

export interface DateRangePickerProps {
  label: string;
  value: DateRange | null;
  /** Called once both ends are chosen, by hand or with a preset. */
  onChange: (range: DateRange) => void;
  /** The restaurant's time zone: "today" is its day, not the browser's. Default: the terminal's stored one. */
  timeZone?: string;
  error?: string;
}

const DAYJS_LOCALES: Record<string, string> = { es: "es", en: "en", ch: "zh-cn" };

type Selection = DatesRangeValue<string>;

/** A range of calendar days with the spec's presets (§2 "Date presets") beside the calendar. */
export function DateRangePicker({
  label,
  value,
  onChange,
  timeZone = appTimeZone(),
  error,
}: DateRangePickerProps) {
  const { t, i18n } = useTranslation();
  const [selection, setSelection] = useState<Selection>([value?.from ?? null, value?.to ?? null]);
  // The first click of a new range leaves it half chosen; the parent only hears of whole ranges.
  useEffect(() => setSelection([value?.from ?? null, value?.to ?? null]), [value?.from, value?.to]);

  const now = new Date();
  const presets = DATE_RANGE_PRESETS.map((preset) => {
    const range = presetRange(preset, now, timeZone);
    return { value: [range.from, range.to] as Selection, label: t(`dates.presets.${preset}`) };
  });

  function handleChange(next: Selection) {
    setSelection(next);
    const [from, to] = next;
    if (from && to) onChange({ from, to });
  }

  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALES[i18n.language] ?? "es", firstDayOfWeek: 1 }}>
      <DatePickerInput
        type="range"
        size="lg"
        label={label}
        value={selection}
        onChange={handleChange}
        presets={presets}
        valueFormat="D MMM YYYY"
        allowSingleDateInRange
        error={error}
      />
    </DatesProvider>
  );
}
