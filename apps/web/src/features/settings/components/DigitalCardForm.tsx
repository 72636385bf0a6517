import { ColorInput, Fieldset, SimpleGrid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../ui/form/NumberField";
import { TextAreaField } from "../../../ui/form/TextAreaField";
import { TextField } from "../../../ui/form/TextField";
import {
  type DigitalCardFormValues,
  digitalCardErrors,
  digitalCardFormValues,
  digitalCardPatch,
} from "../digital-card-form";
import { useSettingsForm } from "../use-settings-form";
import { DigitalCardPreview } from "./DigitalCardPreview";
import { LEGEND_STYLES, SettingSwitch } from "./SettingSwitch";
import { SettingsFormShell } from "./SettingsFormShell";
import type { SettingsFormProps } from "./SettingsGroupTab";
import { SettingsImageField } from "./SettingsImageField";

type Field = keyof DigitalCardFormValues;
type Flag = { [K in Field]: DigitalCardFormValues[K] extends boolean ? K : never }[Field];

const TEXTS = "settings.digitalCard";
const FLAGS: Flag[] = ["local_orders", "call_waiter", "bookings", "allow_tips", "use_awards"];
const TEXT_FIELDS = ["title", "subtitle"] as const;
const MESSAGE_FIELDS = [
  "order_accepted_message",
  "kiosk_cash_accepted_message",
  "kiosk_card_accepted_message",
] as const;
const COLORS = ["primary_color", "secondary_color", "background_color"] as const;
const LANGUAGES = ["es", "en"] as const;

/**
 * The digital menu group (spec §3 "digital menu/card"): what the guests' /carta page and the
 * kiosk show and allow, with a preview of a guest's phone that follows every change as typed.
 */
export function DigitalCardForm({ stored, canUpdate, onSaved }: SettingsFormProps<"digital_card">) {
  const { t } = useTranslation();
  const { form, onSubmit, refusals, saving } = useSettingsForm({
    group: "digital_card",
    stored,
    toValues: digitalCardFormValues,
    validate: digitalCardErrors,
    patch: digitalCardPatch,
    savedText: `${TEXTS}.saved`,
    onSaved,
  });
  const { values } = form;
  const label = (field: Field) => t(`${TEXTS}.fields.${field}`);
  const hint = (field: Field) => t(`${TEXTS}.hints.${field}`);
  const legend = (name: "images" | "texts" | "look" | "ordering" | "messages") =>
    t(`${TEXTS}.sections.${name}`);
  // The images are saved by their own upload: the preview shows what is stored now.
  const shown = {
    ...values,
    header_image: stored.header_image,
    kiosk_header_image: stored.kiosk_header_image,
  };

  return (
    <SettingsFormShell onSubmit={onSubmit} canUpdate={canUpdate} saving={saving} refusals={refusals}>
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
        <Stack gap="lg" style={{ gridColumn: "span 2" }}>
          <Fieldset legend={legend("images")} disabled={!canUpdate} styles={LEGEND_STYLES}>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {(["header_image", "kiosk_header_image"] as const).map((field) => (
                <SettingsImageField
                  key={field}
                  group="digital_card"
                  field={field}
                  label={label(field)}
                  savedText={`${TEXTS}.imageSaved`}
                  value={stored[field]}
                  canUpdate={canUpdate}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={legend("texts")} disabled={!canUpdate} styles={LEGEND_STYLES}>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {LANGUAGES.map((language) => (
                <Stack key={language} gap="md">
                  {TEXT_FIELDS.map((name) => (
                    <TextField
                      key={name}
                      label={label(`${name}_${language}`)}
                      {...form.field(`${name}_${language}`)}
                    />
                  ))}
                  <TextAreaField
                    label={label(`description_${language}`)}
                    autosize
                    minRows={3}
                    {...form.field(`description_${language}`)}
                  />
                </Stack>
              ))}
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={legend("look")} disabled={!canUpdate} styles={LEGEND_STYLES}>
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              {COLORS.map((field) => (
                <ColorInput
                  key={field}
                  size="lg"
                  format="hex"
                  // Its eyedropper button has no name a screen reader could say.
                  withEyeDropper={false}
                  label={label(field)}
                  {...form.field(field)}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={legend("ordering")} disabled={!canUpdate} styles={LEGEND_STYLES}>
            <Stack gap="md">
              {FLAGS.map((field) => (
                <SettingSwitch
                  key={field}
                  label={label(field)}
                  description={hint(field)}
                  checked={values[field]}
                  onChange={(checked) => form.setValue(field, checked)}
                />
              ))}
              <NumberField
                label={label("minimal_order_domicile")}
                description={hint("minimal_order_domicile")}
                rule="positive"
                {...form.field("minimal_order_domicile")}
              />
              <TextField
                label={label("email")}
                description={hint("email")}
                type="email"
                {...form.field("email")}
              />
              <TextField
                label={label("menu_url")}
                description={hint("menu_url")}
                inputMode="url"
                {...form.field("menu_url")}
              />
            </Stack>
          </Fieldset>
          <Fieldset legend={legend("messages")} disabled={!canUpdate} styles={LEGEND_STYLES}>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {MESSAGE_FIELDS.flatMap((name) =>
                LANGUAGES.map((language) => (
                  <TextAreaField
                    key={`${name}_${language}`}
                    label={label(`${name}_${language}`)}
                    autosize
                    minRows={2}
                    {...form.field(`${name}_${language}`)}
                  />
                )),
              )}
            </SimpleGrid>
          </Fieldset>
        </Stack>
        <DigitalCardPreview values={shown} />
      </SimpleGrid>
    </SettingsFormShell>
  );
}
