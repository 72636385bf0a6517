import {
  CLIENT_MESSAGES,
  FISCAL_MESSAGES,
  type FiscalConfigInput,
  type FiscalConfigView,
  type FiscalEnvironment,
  type FiscalProvider,
  fiscalConfigInputSchema,
  NOT_UTF8_ENCODED,
  VERIFACTU_RECORD_MESSAGES,
} from "@comanda/domain";
import type { FieldErrors } from "../../ui/form/field-errors";

/**
 * The Fiscal tab's form (spec §3 "Fiscal config", issue 25): its values, the domain's rules on
 * them and the body it sends. Pure, so the rules are unit-tested without a browser.
 */

export interface FiscalFormValues {
  name: string;
  legal_name: string;
  tax_number: string;
  address: string;
  zip: string;
  state: string;
  town: string;
  provider: FiscalProvider;
  environment: FiscalEnvironment;
  /** The secrets are write-only: "" leaves what is stored as it is. */
  fiskaly_api_key: string;
  fiskaly_api_secret: string;
  holded_api_key: string;
}

export type FiscalField = keyof FiscalFormValues;

/** What stays fixed once issuing has started: the issuer, its chain and where records go. */
export const LOCKED_AFTER_ACTIVATION: readonly FiscalField[] = [
  "name",
  "legal_name",
  "tax_number",
  "provider",
  "environment",
];

export function isLocked(field: FiscalField, stored: FiscalConfigView): boolean {
  return stored.activated_at !== null && LOCKED_AFTER_ACTIVATION.includes(field);
}

export function fiscalFormValues(stored: FiscalConfigView): FiscalFormValues {
  return {
    name: stored.name,
    legal_name: stored.legal_name,
    tax_number: stored.tax_number,
    address: stored.address,
    zip: stored.zip,
    state: stored.state,
    town: stored.town,
    provider: stored.provider,
    environment: stored.environment,
    fiskaly_api_key: "",
    fiskaly_api_secret: "",
    holded_api_key: "",
  };
}

/** A secret goes only when typed: sending "" would be read as a new, empty secret. */
function secret(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === "" ? undefined : trimmed;
}

/**
 * The body of the save. fiskaly's credentials go only with fiskaly as the provider: typed and
 * then switched away from, they were not meant to be kept. The country and territory are
 * forced by the server and not sent.
 */
export function fiscalBody(values: FiscalFormValues): FiscalConfigInput {
  const isFiskaly = values.provider === "fiskaly";
  const body: FiscalConfigInput = {
    name: values.name.trim(),
    legal_name: values.legal_name.trim(),
    tax_number: values.tax_number.trim(),
    address: values.address.trim(),
    zip: values.zip.trim(),
    state: values.state.trim(),
    town: values.town.trim(),
    provider: values.provider,
    environment: values.environment,
  };
  const fiskalyKey = isFiskaly ? secret(values.fiskaly_api_key) : undefined;
  const fiskalySecret = isFiskaly ? secret(values.fiskaly_api_secret) : undefined;
  const holdedKey = secret(values.holded_api_key);
  if (fiskalyKey !== undefined) body.fiskaly_api_key = fiskalyKey;
  if (fiskalySecret !== undefined) body.fiskaly_api_secret = fiskalySecret;
  if (holdedKey !== undefined) body.holded_api_key = holdedKey;
  return body;
}

const RULES = "fiscal.form.rules";

/** The domain's own messages, as keys of the web's catalogue. */
const KNOWN_MESSAGES: Record<string, string> = {
  [FISCAL_MESSAGES.nameFormat]: FISCAL_MESSAGES.nameFormat,
  [FISCAL_MESSAGES.zip]: FISCAL_MESSAGES.zip,
  [CLIENT_MESSAGES.taxId]: `${RULES}.taxNumber`,
  [VERIFACTU_RECORD_MESSAGES.forbiddenCharacters]: VERIFACTU_RECORD_MESSAGES.forbiddenCharacters,
  [NOT_UTF8_ENCODED]: NOT_UTF8_ENCODED,
};

/** The domain's rules on what the form would send, one catalogue key per broken field. */
export function fiscalFormErrors(values: FiscalFormValues): FieldErrors<FiscalFormValues> {
  const body = fiscalBody(values);
  const errors: FieldErrors<FiscalFormValues> = {};
  const result = fiscalConfigInputSchema.safeParse(body);
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string" || !(field in values)) continue;
    const name = field as FiscalField;
    const value = body[name as keyof FiscalConfigInput];
    errors[name] ??=
      KNOWN_MESSAGES[issue.message] ??
      (value === "" || value === undefined ? "form.required" : "form.invalid");
  }
  return errors;
}

/**
 * The rule of one field, checked when the finger leaves it: a wrong NIF is said at once, before
 * the save. An empty field is left alone until then, so going through the form does not nag.
 */
export function fiscalFieldError(values: FiscalFormValues, field: FiscalField): string | undefined {
  const value = values[field];
  if (typeof value === "string" && value.trim() === "") return undefined;
  return fiscalFormErrors(values)[field];
}
