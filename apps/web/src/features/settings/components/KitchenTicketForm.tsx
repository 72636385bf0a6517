import {
  PRINT_BY,
  TICKET_FONT_NAMES,
  TICKET_FONT_STYLES,
  type TicketFont,
  type TicketKitchenSettings,
} from "@comanda/domain";
import { Fieldset, Grid, Group, Select, SimpleGrid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SegmentedField } from "../../../ui/form/SegmentedField";
import { settingsErrors, settingsPatch } from "../settings-form";
import { useSettingsForm } from "../use-settings-form";
import { LEGEND_STYLES, SettingSwitch } from "./SettingSwitch";
import { SettingsFormShell } from "./SettingsFormShell";
import type { SettingsFormProps } from "./SettingsGroupTab";
import { TicketPreviewPanel } from "./TicketPreviewPanel";

type Values = TicketKitchenSettings;
type Flag = { [K in keyof Values]: Values[K] extends boolean ? K : never }[keyof Values];
type FontField = "header_font" | "product_font" | "details_font";

const TEXTS = "settings.kitchenTicket";
const FLAGS: Flag[] = [
  "show_local_header",
  "show_domicile_header",
  "show_command_guests",
  "show_person_name",
  "group_by_orders",
  "show_price_per_unit",
  "show_total_price",
];
const FONTS: FontField[] = ["header_font", "product_font", "details_font"];
/** ESC/POS magnifies characters 1 to 8 times. */
const SIZES = Array.from({ length: 8 }, (_, index) => String(index + 1));

/** Only selects and switches: the form's values are the group's own. */
const kitchenErrors = (values: Values) => settingsErrors("ticket_kitchen", values, values);
const kitchenPatch = (values: Values, stored: Values) => settingsPatch("ticket_kitchen", values, stored);

/** The kitchen ticket group: what the cooks' ticket shows and in which fonts; with the sample tickets beside. */
export function KitchenTicketForm({ stored, canUpdate, onSaved }: SettingsFormProps<"ticket_kitchen">) {
  const { t } = useTranslation();
  const { form, onSubmit, refusals, saving } = useSettingsForm({
    group: "ticket_kitchen",
    stored,
    toValues: (settings: Values) => settings,
    validate: kitchenErrors,
    patch: kitchenPatch,
    savedText: `${TEXTS}.saved`,
    onSaved,
  });
  const { values } = form;
  const fontEditor = (field: FontField) => {
    const font = values[field];
    const change = (next: Partial<TicketFont>) => form.setValue(field, { ...font, ...next });
    return (
      <Fieldset key={field} legend={t(`${TEXTS}.fields.${field}`)} disabled={!canUpdate}>
        <Group gap="md" align="flex-end" wrap="wrap">
          <SegmentedField
            label={t(`${TEXTS}.font.name`)}
            data={TICKET_FONT_NAMES.map((name) => ({ value: name, label: t(`${TEXTS}.font.names.${name}`) }))}
            value={font.name}
            onChange={(name) => change({ name })}
            disabled={!canUpdate}
          />
          <SegmentedField
            label={t(`${TEXTS}.font.style`)}
            data={TICKET_FONT_STYLES.map((style) => ({
              value: style,
              label: t(`${TEXTS}.font.styles.${style}`),
            }))}
            value={font.style}
            onChange={(style) => change({ style })}
            disabled={!canUpdate}
          />
          <Select
            size="lg"
            w={120}
            label={t(`${TEXTS}.font.size`)}
            data={SIZES}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            value={String(font.size)}
            onChange={(size) => size && change({ size: Number(size) })}
            error={form.errorOf(field)}
          />
        </Group>
      </Fieldset>
    );
  };

  return (
    <SettingsFormShell onSubmit={onSubmit} canUpdate={canUpdate} saving={saving} refusals={refusals}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <Fieldset legend={t(`${TEXTS}.sections.content`)} disabled={!canUpdate} styles={LEGEND_STYLES}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {FLAGS.map((field) => (
                  <SettingSwitch
                    key={field}
                    label={t(`${TEXTS}.fields.${field}`)}
                    description={t(`${TEXTS}.hints.${field}`)}
                    checked={values[field]}
                    onChange={(checked) => form.setValue(field, checked)}
                  />
                ))}
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend={t(`${TEXTS}.sections.fonts`)} disabled={!canUpdate} styles={LEGEND_STYLES}>
              <Stack gap="md">{FONTS.map(fontEditor)}</Stack>
            </Fieldset>
            <Fieldset legend={t(`${TEXTS}.sections.routing`)} disabled={!canUpdate} styles={LEGEND_STYLES}>
              <SegmentedField
                label={t(`${TEXTS}.fields.print_by`)}
                description={t(`${TEXTS}.hints.print_by`)}
                data={PRINT_BY.map((by) => ({ value: by, label: t(`${TEXTS}.printBy.${by}`) }))}
                value={values.print_by}
                onChange={(by) => form.setValue("print_by", by)}
                disabled={!canUpdate}
              />
            </Fieldset>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <TicketPreviewPanel group="ticket_kitchen" settings={values} />
        </Grid.Col>
      </Grid>
    </SettingsFormShell>
  );
}
