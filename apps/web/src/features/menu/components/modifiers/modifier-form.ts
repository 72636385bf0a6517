import {
  MENU_MESSAGES,
  MODIFIER_DEFAULTS,
  modifierFewerOptionsThanMin,
  modifierInputSchema,
  NOT_UTF8_ENCODED,
  OPTION_DEFAULTS,
  optionUpdateSchema,
} from "@comanda/domain";
import type { FieldErrors } from "../../../../ui/form/field-errors";
import { parseNumber } from "../../../../ui/keyboard/input-rules";
import type {
  Modifier,
  ModifierOption,
  ModifierPayload,
  OptionPayload,
  OptionUpdatePayload,
} from "../../modifiers-api";

/** One option row of the modifier editor; numbers are kept as typed (see NumberField). */
export interface OptionRowValues {
  /** Stable React key, also for rows not saved yet. */
  key: string;
  id?: number;
  name: string;
  price: string;
  min_value: string;
  max_value: string;
  enabled: boolean;
  modifiers: number[];
}

export interface ModifierFormValues {
  name: string;
  name_es: string;
  name_en: string;
  app_text: string;
  min_value: string;
  max_value: string;
  enabled: boolean;
  options: OptionRowValues[];
  /** Saved options removed in the editor, deleted by the same save. */
  deleted_options: number[];
}

export type OptionRowErrors = Partial<Record<"name" | "price" | "min_value" | "max_value", string>>;

const ERRORS = "menu.modifiers.errors";

let nextRowKey = 0;
function rowKey(): string {
  nextRowKey += 1;
  return `row-${nextRowKey}`;
}

export function newOptionRow(): OptionRowValues {
  return {
    key: rowKey(),
    name: "",
    price: String(OPTION_DEFAULTS.price),
    min_value: String(OPTION_DEFAULTS.min_value),
    max_value: String(OPTION_DEFAULTS.max_value),
    enabled: true,
    modifiers: [],
  };
}

function optionRow(option: ModifierOption): OptionRowValues {
  return {
    key: rowKey(),
    id: option.id,
    name: option.name,
    price: String(option.price),
    min_value: String(option.min_value),
    max_value: String(option.max_value),
    enabled: option.enabled,
    modifiers: option.modifiers,
  };
}

export function modifierFormValues(modifier?: Modifier): ModifierFormValues {
  if (!modifier) {
    return {
      name: "",
      name_es: "",
      name_en: "",
      app_text: "",
      min_value: String(MODIFIER_DEFAULTS.min_value),
      max_value: String(MODIFIER_DEFAULTS.max_value),
      enabled: true,
      options: [newOptionRow()],
      deleted_options: [],
    };
  }
  return {
    name: modifier.name,
    name_es: modifier.name_es ?? "",
    name_en: modifier.name_en ?? "",
    app_text: modifier.app_text ?? "",
    min_value: String(modifier.min_value),
    max_value: String(modifier.max_value),
    enabled: modifier.enabled,
    options: [...modifier.options].sort((a, b) => a.order - b.order).map(optionRow),
    deleted_options: [],
  };
}

/** A number field's text as a number; an unreadable one becomes NaN so the schema refuses it. */
function numberOf(text: string): number {
  return parseNumber(text.trim()) ?? Number.NaN;
}

function optionPayload(row: OptionRowValues, order: number): OptionPayload {
  return {
    ...(row.id === undefined ? {} : { id: row.id }),
    name: row.name.trim(),
    price: numberOf(row.price),
    min_value: numberOf(row.min_value),
    max_value: numberOf(row.max_value),
    enabled: row.enabled,
    modifiers: row.modifiers,
    // The rows' order on screen is the order the customer sees them in.
    order,
  };
}

/** What a save sends. Empty translations are sent as "" so that an edit can clear them. */
export function modifierPayload(values: ModifierFormValues): ModifierPayload {
  return {
    name: values.name.trim(),
    name_es: values.name_es.trim(),
    name_en: values.name_en.trim(),
    app_text: values.app_text,
    min_value: numberOf(values.min_value),
    max_value: numberOf(values.max_value),
    enabled: values.enabled,
    options: values.options.map(optionPayload),
    deleted_options: values.deleted_options,
  };
}

/** Spec §5: a modifier whose enabled options cannot reach its minimum can never be satisfied. */
export function fewerOptionsThanMin(values: ModifierFormValues): { min: number; count: number } | undefined {
  const min = numberOf(values.min_value);
  const enabled = values.options.filter((row) => row.enabled);
  if (Number.isNaN(min) || !modifierFewerOptionsThanMin({ min_value: min, options: enabled }))
    return undefined;
  return { min, count: enabled.length };
}

interface Issue {
  code: string;
  message: string;
  path: PropertyKey[];
}

/** The web's message key for one refusal of a domain schema, by field when zod's text is generic. */
function messageKey(issue: Issue, field: string): string {
  switch (issue.message) {
    case MENU_MESSAGES.modifierMinAboveMax:
      return `${ERRORS}.minAboveMax`;
    case MENU_MESSAGES.optionMinAboveMax:
      return `${ERRORS}.optionMinAboveMax`;
    case MENU_MESSAGES.money:
      return `${ERRORS}.price`;
    case MENU_MESSAGES.duplicate:
      return `${ERRORS}.duplicate`;
    case NOT_UTF8_ENCODED:
      return NOT_UTF8_ENCODED;
  }
  if (field === "name") return `${ERRORS}.nameRequired`;
  if (field === "price") return `${ERRORS}.price`;
  if (field === "min_value") return `${ERRORS}.minValue`;
  if (field === "max_value") return `${ERRORS}.maxValue`;
  return `${ERRORS}.invalid`;
}

function firstByField<K extends string>(issues: Issue[], offset: number): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const field = issue.path[offset];
    if (typeof field === "string") errors[field as K] ??= messageKey(issue, field);
  }
  return errors;
}

function schemaIssues(values: ModifierFormValues): Issue[] {
  const result = modifierInputSchema.safeParse(modifierPayload(values));
  return result.success ? [] : result.error.issues;
}

/** Messages of each option row, by row key. */
export function optionRowErrors(values: ModifierFormValues): Record<string, OptionRowErrors> {
  const issues = schemaIssues(values);
  const errors: Record<string, OptionRowErrors> = {};
  values.options.forEach((row, index) => {
    const own = issues.filter((issue) => issue.path[0] === "options" && issue.path[1] === index);
    const found = firstByField<keyof OptionRowErrors>(own, 2);
    if (Object.keys(found).length > 0) errors[row.key] = found;
  });
  return errors;
}

/** The editor's rules (the domain's modifierInputSchema), as message keys per field. */
export function validateModifier(values: ModifierFormValues): FieldErrors<ModifierFormValues> {
  const issues = schemaIssues(values);
  const errors: FieldErrors<ModifierFormValues> = firstByField(
    issues.filter((issue) => issue.path[0] !== "options"),
    0,
  );
  // The rows show their own messages; this one only keeps the form from being sent.
  if (issues.some((issue) => issue.path[0] === "options")) errors.options = `${ERRORS}.checkOptions`;
  else if (fewerOptionsThanMin(values)) errors.options = `${ERRORS}.fewerOptionsShort`;
  return errors;
}

/** A server field such as `options.2.min_value`, split into the row and its field. */
export function optionFieldOfServer(field: string): { index: number; name: string } | undefined {
  const match = /^options\.(\d+)\.(\w+)$/.exec(field);
  return match ? { index: Number(match[1]), name: match[2] ?? "" } : undefined;
}

// ---------------------------------------------------------------------------------------
// One option on its own (/options/list)

export interface OptionFormValues {
  name: string;
  price: string;
  min_value: string;
  max_value: string;
  enabled: boolean;
  modifier_id: string;
  modifiers: number[];
}

export function optionFormValues(option: ModifierOption): OptionFormValues {
  return {
    name: option.name,
    price: String(option.price),
    min_value: String(option.min_value),
    max_value: String(option.max_value),
    enabled: option.enabled,
    modifier_id: String(option.modifier_id),
    modifiers: option.modifiers,
  };
}

export function optionUpdatePayload(values: OptionFormValues): OptionUpdatePayload {
  return {
    name: values.name.trim(),
    price: numberOf(values.price),
    min_value: numberOf(values.min_value),
    max_value: numberOf(values.max_value),
    enabled: values.enabled,
    modifier_id: numberOf(values.modifier_id),
    modifiers: values.modifiers,
  };
}

/** The option editor's rules (the domain's optionUpdateSchema); a name is required there too. */
export function validateOption(values: OptionFormValues): FieldErrors<OptionFormValues> {
  const payload = optionUpdatePayload(values);
  const result = optionUpdateSchema.safeParse(payload);
  const errors: FieldErrors<OptionFormValues> = result.success ? {} : firstByField(result.error.issues, 0);
  if (payload.name === "") errors.name = `${ERRORS}.nameRequired`;
  return errors;
}
