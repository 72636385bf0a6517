import { SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../ui/form/NumberField";
import { TextField } from "../../../ui/form/TextField";
import { SettingsFormShell } from "../../settings/components/SettingsFormShell";
import type { SettingsFormProps } from "../../settings/components/SettingsGroupTab";
import { useSettingsForm } from "../../settings/use-settings-form";
import { bookingSettingsErrors, bookingSettingsPatch, bookingSettingsValues } from "../booking-settings-form";

const TEXTS = "bookings.settings";

/** The booking group: people per booking (checked on every booking) and the bookings' contact. */
export function BookingSettingsForm({ stored, canUpdate, onSaved }: SettingsFormProps<"reservation">) {
  const { t } = useTranslation();
  const { form, onSubmit, refusals, saving } = useSettingsForm({
    group: "reservation",
    stored,
    toValues: bookingSettingsValues,
    validate: bookingSettingsErrors,
    patch: bookingSettingsPatch,
    savedText: `${TEXTS}.saved`,
    onSaved,
  });
  return (
    <SettingsFormShell onSubmit={onSubmit} canUpdate={canUpdate} saving={saving} refusals={refusals}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <NumberField
          label={t(`${TEXTS}.fields.min_clients`)}
          disabled={!canUpdate}
          {...form.field("min_clients")}
        />
        <NumberField
          label={t(`${TEXTS}.fields.max_clients`)}
          disabled={!canUpdate}
          {...form.field("max_clients")}
        />
        <TextField label={t(`${TEXTS}.fields.email`)} disabled={!canUpdate} {...form.field("email")} />
        <TextField label={t(`${TEXTS}.fields.phone`)} disabled={!canUpdate} {...form.field("phone")} />
      </SimpleGrid>
    </SettingsFormShell>
  );
}
