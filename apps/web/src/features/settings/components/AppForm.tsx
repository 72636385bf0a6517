import { APP_PAYMENT_TYPES, type AppSettings } from "@comanda/domain";
import { Checkbox, Fieldset, Group, SimpleGrid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TextAreaField } from "../../../ui/form/TextAreaField";
import { settingsErrors, settingsPatch } from "../settings-form";
import { useSettingsForm } from "../use-settings-form";
import { LEGEND_STYLES, SettingSwitch } from "./SettingSwitch";
import { SettingsFormShell } from "./SettingsFormShell";
import type { SettingsFormProps } from "./SettingsGroupTab";

type PaymentsField = "local_payments" | "domicile_payments" | "pickup_payments";
type PaymentType = AppSettings["local_payments"][number];

const TEXTS = "settings.app";
const TEXT_FIELDS = ["text_local", "text_local_es", "text_local_en"] as const;
const PAYMENT_FIELDS: PaymentsField[] = ["local_payments", "domicile_payments", "pickup_payments"];

/** Only texts, choices and a switch: the form's values are the group's own. */
const appErrors = (values: AppSettings) => settingsErrors("app", values, values);
const appPatch = (values: AppSettings, stored: AppSettings) => settingsPatch("app", values, stored);

/** The app group: what the customer app says about the local, how its customers may pay, and its look. */
export function AppForm({ stored, canUpdate, onSaved }: SettingsFormProps<"app">) {
  const { t } = useTranslation();
  const { form, onSubmit, refusals, saving } = useSettingsForm({
    group: "app",
    stored,
    toValues: (settings: AppSettings) => settings,
    validate: appErrors,
    patch: appPatch,
    savedText: `${TEXTS}.saved`,
    onSaved,
  });
  const { values } = form;

  return (
    <SettingsFormShell onSubmit={onSubmit} canUpdate={canUpdate} saving={saving} refusals={refusals}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Fieldset legend={t(`${TEXTS}.sections.texts`)} disabled={!canUpdate} styles={LEGEND_STYLES}>
          <Stack gap="md">
            {TEXT_FIELDS.map((field) => (
              <TextAreaField
                key={field}
                label={t(`${TEXTS}.fields.${field}`)}
                description={t(`${TEXTS}.hints.${field}`)}
                autosize
                minRows={3}
                {...form.field(field)}
              />
            ))}
          </Stack>
        </Fieldset>
        <Fieldset legend={t(`${TEXTS}.sections.payments`)} disabled={!canUpdate} styles={LEGEND_STYLES}>
          <Stack gap="lg">
            {PAYMENT_FIELDS.map((field) => (
              <Checkbox.Group
                key={field}
                size="lg"
                label={t(`${TEXTS}.fields.${field}`)}
                description={t(`${TEXTS}.hints.payments`)}
                value={values[field]}
                onChange={(chosen) => form.setValue(field, chosen as PaymentType[])}
                error={form.errorOf(field)}
              >
                <Group gap="xl" mt="xs">
                  {APP_PAYMENT_TYPES.map((type) => (
                    <Checkbox key={type} size="lg" value={type} label={t(`${TEXTS}.payments.${type}`)} />
                  ))}
                </Group>
              </Checkbox.Group>
            ))}
            <SettingSwitch
              label={t(`${TEXTS}.fields.use_vibrant`)}
              description={t(`${TEXTS}.hints.use_vibrant`)}
              checked={values.use_vibrant}
              onChange={(checked) => form.setValue("use_vibrant", checked)}
            />
          </Stack>
        </Fieldset>
      </SimpleGrid>
    </SettingsFormShell>
  );
}
