import {
  FISCAL_COUNTRY,
  FISCAL_ENVIRONMENTS,
  FISCAL_PROVIDERS,
  FISCAL_TERRITORY,
  type FiscalConfigView,
} from "@comanda/domain";
import { Alert, Fieldset, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify";
import { PasswordField } from "../../../ui/form/PasswordField";
import { SegmentedField } from "../../../ui/form/SegmentedField";
import { StickySaveBar } from "../../../ui/form/StickySaveBar";
import { TextField, type TextFieldProps } from "../../../ui/form/TextField";
import { useForm } from "../../../ui/form/useForm";
import { useSaveFiscalConfig } from "../fiscal-api";
import {
  type FiscalField,
  type FiscalFormValues,
  fiscalBody,
  fiscalFieldError,
  fiscalFormErrors,
  fiscalFormValues,
  isLocked,
} from "../fiscal-form";

const TEXTS = "fiscal.form";
const LEGEND = { legend: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } } as const;

type TextName = "name" | "legal_name" | "tax_number" | "address" | "zip" | "state" | "town";
type SecretName = "fiskaly_api_key" | "fiskaly_api_secret" | "holded_api_key";

/** The longest text each field takes (the domain's limits), so a finger cannot type past them. */
const MAX_LENGTH: Record<TextName, number> = {
  name: 30,
  legal_name: 120,
  tax_number: 20,
  address: 255,
  zip: 5,
  state: 120,
  town: 120,
};

export interface FiscalConfigFormProps {
  /** The config as stored when the form opened. */
  stored: FiscalConfigView;
  /** settings.fiscal: without it the tab only shows the data. */
  canEdit: boolean;
  onSaved: () => void;
}

/**
 * The issuer's data, where its records go and the integrations' keys. The issuer and the
 * destination are locked once issuing was activated; the secrets are write-only.
 */
export function FiscalConfigForm({ stored, canEdit, onSaved }: FiscalConfigFormProps) {
  const { t } = useTranslation();
  const [initial] = useState(() => fiscalFormValues(stored));
  const form = useForm<FiscalFormValues>({ initialValues: initial, validate: fiscalFormErrors });
  const save = useSaveFiscalConfig();
  const { values } = form;
  const formRef = useRef<HTMLFormElement>(null);
  // Counts refused saves: after each, the first message is brought into view.
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    // The save button stays at the bottom of a form longer than a till's screen.
    if (refusals > 0) {
      formRef.current
        ?.querySelector('[aria-invalid="true"], [role="alert"]')
        ?.scrollIntoView({ block: "center", behavior: "smooth" });
    }
  }, [refusals]);

  async function handleSave(next: FiscalFormValues) {
    try {
      await save.mutateAsync(fiscalBody(next));
      notify(t("fiscal.form.saved"), "success");
      onSaved();
    } catch (error) {
      form.showApiErrors(error);
      setRefusals((count) => count + 1);
    }
  }

  function handleSubmit(event: FormEvent) {
    if (Object.keys(fiscalFormErrors(values)).length > 0) setRefusals((count) => count + 1);
    form.onSubmit(handleSave)(event);
  }

  /** The field's rule, said as soon as the finger leaves it. */
  function checkOnLeave(field: FiscalField) {
    const key = fiscalFieldError(values, field);
    if (key) form.setFieldError(field, t(key));
  }

  const label = (field: FiscalField) => t(`${TEXTS}.fields.${field}`);
  const lockedHint = (field: FiscalField) => (isLocked(field, stored) ? t(`${TEXTS}.locked`) : undefined);
  const text = (field: TextName, { description, ...extra }: Partial<TextFieldProps> = {}) => (
    <TextField
      label={label(field)}
      required
      maxLength={MAX_LENGTH[field]}
      disabled={isLocked(field, stored)}
      description={lockedHint(field) ?? description}
      onBlur={() => checkOnLeave(field)}
      {...extra}
      {...form.field(field)}
    />
  );
  const secret = (field: SecretName, isSet: boolean) => (
    <PasswordField
      label={label(field)}
      description={t(`${TEXTS}.secret.${isSet ? "set" : "notSet"}`)}
      autoComplete="off"
      maxLength={200}
      {...form.field(field)}
    />
  );
  const legend = (name: "issuer" | "address" | "submission" | "integrations") =>
    t(`${TEXTS}.sections.${name}`);

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        {!canEdit && (
          <Alert color="gray" icon={<IconLock aria-hidden size={20} />}>
            {t("fiscal.form.readOnly")}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Fieldset legend={legend("issuer")} disabled={!canEdit} styles={LEGEND}>
            <Stack gap="md">
              {text("name", {
                description: t("fiscal.form.hints.name"),
                autoCapitalize: "none",
                spellCheck: false,
              })}
              {text("legal_name")}
              {text("tax_number", {
                description: t("fiscal.form.hints.tax_number"),
                autoCapitalize: "characters",
                spellCheck: false,
              })}
            </Stack>
          </Fieldset>
          <Fieldset legend={legend("address")} disabled={!canEdit} styles={LEGEND}>
            <Stack gap="md">
              {text("address")}
              {text("zip", { inputMode: "numeric", description: t("fiscal.form.hints.zip") })}
              {text("town")}
              {text("state")}
              <TextInput
                size="lg"
                readOnly
                variant="filled"
                label={t("fiscal.form.fields.country_code")}
                description={t("fiscal.form.hints.forced")}
                value={t("fiscal.form.forced.country", { code: FISCAL_COUNTRY })}
              />
              <TextInput
                size="lg"
                readOnly
                variant="filled"
                label={t("fiscal.form.fields.territory")}
                description={t("fiscal.form.hints.forced")}
                value={t("fiscal.form.forced.territory", { code: FISCAL_TERRITORY })}
              />
            </Stack>
          </Fieldset>
          <Fieldset legend={legend("submission")} disabled={!canEdit} styles={LEGEND}>
            <Stack gap="md">
              <SegmentedField
                label={label("provider")}
                description={lockedHint("provider") ?? t(`${TEXTS}.hints.provider`)}
                data={FISCAL_PROVIDERS.map((value) => ({ value, label: t(`${TEXTS}.providers.${value}`) }))}
                disabled={!canEdit || isLocked("provider", stored)}
                {...form.field("provider")}
              />
              <SegmentedField
                label={label("environment")}
                description={lockedHint("environment") ?? t(`${TEXTS}.hints.environment`)}
                data={FISCAL_ENVIRONMENTS.map((value) => ({
                  value,
                  label: t(`${TEXTS}.environments.${value}`),
                }))}
                disabled={!canEdit || isLocked("environment", stored)}
                {...form.field("environment")}
              />
              {values.provider === "fiskaly" && (
                <>
                  {secret("fiskaly_api_key", stored.has_fiskaly_credentials)}
                  {secret("fiskaly_api_secret", stored.has_fiskaly_credentials)}
                </>
              )}
            </Stack>
          </Fieldset>
          <Fieldset legend={legend("integrations")} disabled={!canEdit} styles={LEGEND}>
            {secret("holded_api_key", stored.has_holded_api_key)}
          </Fieldset>
        </SimpleGrid>
        {canEdit && <StickySaveBar label={t("fiscal.form.save")} loading={save.isPending} />}
      </Stack>
    </form>
  );
}
