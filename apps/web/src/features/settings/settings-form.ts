import {
  NOT_UTF8_ENCODED,
  SETTINGS_MESSAGES,
  type Settings,
  type SettingsGroup,
  type SettingsPatch,
  settingsPatchSchemas,
  settingsSchemas,
} from "@comanda/domain";
import { safeParse } from "zod/v4/core";
import type { FieldErrors } from "../../ui/form/field-errors";

/**
 * What every settings tab's form shares: the domain's rules of the whole group judged on what
 * the form would send, and the partial update of the fields that changed. Each group's own
 * `*-form.ts` turns its form values into the API's fields (`input`) and back.
 */

/** The domain's own messages, as keys of the web's catalogue. */
const KNOWN_MESSAGES: Record<string, string> = {
  [SETTINGS_MESSAGES.money]: "form.money",
  [SETTINGS_MESSAGES.orderDelaysMax]: "settings.domicilePickup.rules.delaysMax",
  [SETTINGS_MESSAGES.orderDelaysDuplicate]: "settings.domicilePickup.rules.delaysDuplicate",
  [SETTINGS_MESSAGES.hoursOverlap]: "settings.workHours.overlap",
  [SETTINGS_MESSAGES.time]: "settings.workHours.time",
  [SETTINGS_MESSAGES.timezone]: "settings.global.rules.timezone",
  [NOT_UTF8_ENCODED]: NOT_UTF8_ENCODED,
};

/**
 * One catalogue key per broken field of the form (an issue deep in a field, such as one
 * day's interval, is the field's). `rules` says what a number field accepts when a value was
 * given and refused; an empty one is "required".
 */
export function settingsErrors<G extends SettingsGroup, V extends object>(
  group: G,
  input: Record<string, unknown>,
  values: V,
  rules: Partial<Record<keyof V, string>> = {},
): FieldErrors<V> {
  const result = safeParse(settingsSchemas[group], input);
  if (result.success) return {};
  const errors: FieldErrors<V> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string" || !(field in values)) continue;
    const name = field as keyof V & string;
    errors[name] ??=
      KNOWN_MESSAGES[issue.message] ??
      (input[name] === "" ? "form.required" : (rules[name] ?? "form.invalid"));
  }
  return errors;
}

/**
 * The fields that differ from what is stored, as the partial update the server merges: two
 * managers changing different fields at once both keep their change. Only for valid values.
 */
export function settingsPatch<G extends SettingsGroup>(
  group: G,
  input: Record<string, unknown>,
  stored: Settings<G>,
): SettingsPatch<G> {
  const next = settingsSchemas[group].parse(input) as Record<string, unknown>;
  const before = stored as Record<string, unknown>;
  const changed = Object.keys(next).filter(
    (field) => JSON.stringify(next[field]) !== JSON.stringify(before[field]),
  );
  return settingsPatchSchemas[group].parse(
    Object.fromEntries(changed.map((field) => [field, next[field]])),
  ) as SettingsPatch<G>;
}
