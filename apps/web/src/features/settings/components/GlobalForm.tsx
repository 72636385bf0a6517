import { APP_LANGUAGES, CURRENCIES } from "@comanda/domain";
import { Button, Fieldset, Group, Select, SimpleGrid, Stack } from "@mantine/core";
import { IconVolume } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../ui/form/NumberField";
import { TextField } from "../../../ui/form/TextField";
import { playNewOrderChime } from "../../requests/components/new-order-chime";
import { type GlobalFormValues, globalErrors, globalFormValues, globalPatch } from "../global-form";
import { useSettingsForm } from "../use-settings-form";
import { LogoField } from "./LogoField";
import { LEGEND_STYLES, SettingSwitch } from "./SettingSwitch";
import { SettingsFormShell } from "./SettingsFormShell";
import type { SettingsFormProps } from "./SettingsGroupTab";

type Flag = {
  [K in keyof GlobalFormValues]: GlobalFormValues[K] extends boolean ? K : never;
}[keyof GlobalFormValues];

const TEXTS = "settings.global";
const TILL_FLAGS: Flag[] = [
  "use_touch_keyboard",
  "select_employee_before_order",
  "use_modifiers",
  "show_category_name",
  "show_combined_aggregated_categories",
  "close_barra_order_auto",
];
const PAYMENT_FLAGS: Flag[] = ["use_payment_terminal", "use_cashmatic"];

/** The IANA zones this browser knows, the local's own first when the browser lacks it. */
function useTimeZones(current: string): string[] {
  return useMemo(() => {
    const zones = Intl.supportedValuesOf("timeZone");
    return zones.includes(current) ? zones : [current, ...zones];
  }, [current]);
}

/** The global group: how the local sells (VAT, currency, language, time zone), its logo and address, and the tills' behaviour. */
export function GlobalForm({ stored, canUpdate, onSaved }: SettingsFormProps<"global">) {
  const { t } = useTranslation();
  const { form, onSubmit, refusals, saving } = useSettingsForm({
    group: "global",
    stored,
    toValues: globalFormValues,
    validate: globalErrors,
    patch: globalPatch,
    savedText: `${TEXTS}.saved`,
    onSaved,
  });
  const { values } = form;
  const zones = useTimeZones(values.timezone);
  const label = (field: keyof GlobalFormValues) => t(`${TEXTS}.fields.${field}`);
  const hint = (field: keyof GlobalFormValues) => t(`${TEXTS}.hints.${field}`);
  const flag = (field: Flag) => (
    <SettingSwitch
      key={field}
      label={label(field)}
      description={hint(field)}
      checked={values[field]}
      onChange={(checked) => form.setValue(field, checked)}
    />
  );
  const legend = (name: "sales" | "till" | "payments" | "address") => t(`${TEXTS}.sections.${name}`);

  return (
    <SettingsFormShell onSubmit={onSubmit} canUpdate={canUpdate} saving={saving} refusals={refusals}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Fieldset legend={legend("sales")} disabled={!canUpdate} styles={LEGEND_STYLES}>
          <Stack gap="md">
            <NumberField
              label={label("iva")}
              description={hint("iva")}
              rule="positive"
              {...form.field("iva")}
            />
            <Select
              size="lg"
              label={label("currency")}
              data={[...CURRENCIES]}
              allowDeselect={false}
              {...form.field("currency")}
              onChange={(value) => value && form.setValue("currency", value as GlobalFormValues["currency"])}
            />
            <Select
              size="lg"
              label={label("language")}
              description={hint("language")}
              data={APP_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
              allowDeselect={false}
              {...form.field("language")}
              onChange={(value) => value && form.setValue("language", value as GlobalFormValues["language"])}
            />
            <Select
              size="lg"
              label={label("timezone")}
              description={hint("timezone")}
              data={zones}
              searchable
              allowDeselect={false}
              limit={50}
              nothingFoundMessage={t(`${TEXTS}.noZone`)}
              comboboxProps={{ withinPortal: true }}
              {...form.field("timezone")}
              onChange={(value) => value && form.setValue("timezone", value)}
            />
            <LogoField value={stored.logo} canUpdate={canUpdate} />
          </Stack>
        </Fieldset>
        <Fieldset legend={legend("till")} disabled={!canUpdate} styles={LEGEND_STYLES}>
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap" align="center">
              <div style={{ flex: 1 }}>{flag("new_request_sound")}</div>
              <Button
                size="lg"
                variant="light"
                leftSection={<IconVolume aria-hidden size={20} />}
                onClick={playNewOrderChime}
              >
                {t(`${TEXTS}.listen`)}
              </Button>
            </Group>
            {TILL_FLAGS.map(flag)}
          </Stack>
        </Fieldset>
        <Fieldset legend={legend("payments")} disabled={!canUpdate} styles={LEGEND_STYLES}>
          <Stack gap="md">{PAYMENT_FLAGS.map(flag)}</Stack>
        </Fieldset>
        <Fieldset legend={legend("address")} disabled={!canUpdate} styles={LEGEND_STYLES}>
          <Stack gap="md">
            <TextField label={label("address")} {...form.field("address")} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextField label={label("postal_code")} {...form.field("postal_code")} />
              <TextField label={label("town")} {...form.field("town")} />
              <TextField label={label("city")} {...form.field("city")} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberField
                label={label("latitude")}
                description={hint("latitude")}
                {...form.field("latitude")}
              />
              <NumberField
                label={label("longitude")}
                description={hint("longitude")}
                {...form.field("longitude")}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
      </SimpleGrid>
    </SettingsFormShell>
  );
}
