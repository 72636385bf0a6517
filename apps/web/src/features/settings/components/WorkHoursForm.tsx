import { WEEK_DAYS, type WeekDay } from "@comanda/domain";
import { Fieldset, SimpleGrid, Stack } from "@mantine/core";
import { TimeInput } from "@mantine/dates";
import { useTranslation } from "react-i18next";
import { RowsEditor } from "../../../ui/form/RowsEditor";
import { useSettingsForm } from "../use-settings-form";
import {
  type DayFormValues,
  newIntervalRow,
  workHoursErrors,
  workHoursFormValues,
  workHoursPatch,
} from "../work-hours-form";
import { LEGEND_STYLES, SettingSwitch } from "./SettingSwitch";
import { SettingsFormShell } from "./SettingsFormShell";
import type { SettingsFormProps } from "./SettingsGroupTab";

const TEXTS = "settings.workHours";
/** A day holds at most this many intervals (the domain's rule). */
const MAX_INTERVALS = 4;

/** The opening hours: per weekday, open or closed, and its intervals (one may run past midnight). */
export function WorkHoursForm({ stored, canUpdate, onSaved }: SettingsFormProps<"work_hours">) {
  const { t } = useTranslation();
  const { form, onSubmit, refusals, saving } = useSettingsForm({
    group: "work_hours",
    stored,
    toValues: workHoursFormValues,
    validate: workHoursErrors,
    patch: workHoursPatch,
    savedText: `${TEXTS}.saved`,
    onSaved,
  });

  const dayEditor = (day: WeekDay) => {
    const value = form.values[day];
    const change = (next: Partial<DayFormValues>) => form.setValue(day, { ...value, ...next });
    const name = t(`${TEXTS}.days.${day}`);
    return (
      <Fieldset key={day} legend={name} disabled={!canUpdate} styles={LEGEND_STYLES}>
        <Stack gap="sm">
          <SettingSwitch
            label={t(`${TEXTS}.open`, { day: name })}
            checked={value.open}
            onChange={(open) => change({ open })}
          />
          {value.open && (
            <RowsEditor
              rows={value.intervals}
              onChange={(intervals) => change({ intervals: intervals.slice(0, MAX_INTERVALS) })}
              newRow={() => newIntervalRow()}
              hint={value.intervals.length === 0 ? t(`${TEXTS}.noIntervals`) : t(`${TEXTS}.hint`)}
              removeLabel={(number) => t(`${TEXTS}.remove`, { day: name, number })}
              addLabel={t(`${TEXTS}.add`)}
              error={form.errorOf(day)}
              renderRow={(row, update, index) => (
                <>
                  <TimeInput
                    size="lg"
                    label={t(`${TEXTS}.start`, { day: name, number: index + 1 })}
                    value={row.start}
                    onChange={(event) => update({ start: event.currentTarget.value })}
                    style={{ flex: "1 1 140px" }}
                  />
                  <TimeInput
                    size="lg"
                    label={t(`${TEXTS}.end`, { day: name, number: index + 1 })}
                    value={row.end}
                    onChange={(event) => update({ end: event.currentTarget.value })}
                    style={{ flex: "1 1 140px" }}
                  />
                </>
              )}
            />
          )}
        </Stack>
      </Fieldset>
    );
  };

  return (
    <SettingsFormShell onSubmit={onSubmit} canUpdate={canUpdate} saving={saving} refusals={refusals}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {WEEK_DAYS.map(dayEditor)}
      </SimpleGrid>
    </SettingsFormShell>
  );
}
