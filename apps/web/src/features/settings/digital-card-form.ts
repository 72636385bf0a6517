import type { DigitalCardSettings } from "@comanda/domain";
import type { FieldErrors } from "../../ui/form/field-errors";
import { numberOrEmpty } from "../../ui/form/schema-errors";
import { settingsErrors, settingsPatch } from "./settings-form";

/**
 * The digital menu's settings form (spec §3 "digital menu/card"): the group's own values, the
 * minimum order kept as typed text (the kit's NumberField). The two header images change by
 * their own upload and are never part of the form's save.
 */
export type DigitalCardFormValues = Omit<DigitalCardSettings, "minimal_order_domicile"> & {
  minimal_order_domicile: string;
};

export function digitalCardFormValues(settings: DigitalCardSettings): DigitalCardFormValues {
  return { ...settings, minimal_order_domicile: String(settings.minimal_order_domicile) };
}

export function digitalCardInput(values: DigitalCardFormValues): Record<keyof DigitalCardSettings, unknown> {
  return { ...values, minimal_order_domicile: numberOrEmpty(values.minimal_order_domicile) };
}

const RULES = "settings.digitalCard.rules";

export function digitalCardErrors(values: DigitalCardFormValues): FieldErrors<DigitalCardFormValues> {
  return settingsErrors("digital_card", digitalCardInput(values), values, {
    minimal_order_domicile: `${RULES}.amount`,
    primary_color: `${RULES}.color`,
    secondary_color: `${RULES}.color`,
    background_color: `${RULES}.color`,
    email: `${RULES}.email`,
    menu_url: `${RULES}.url`,
  });
}

export function digitalCardPatch(values: DigitalCardFormValues, stored: DigitalCardSettings) {
  return settingsPatch("digital_card", digitalCardInput(values), stored);
}

/** The texts the preview shows in the language chosen for it. */
export function previewTexts(values: DigitalCardFormValues, language: "es" | "en") {
  return {
    title: values[`title_${language}`],
    subtitle: values[`subtitle_${language}`],
    description: values[`description_${language}`],
    accepted: values[`order_accepted_message_${language}`],
  };
}
