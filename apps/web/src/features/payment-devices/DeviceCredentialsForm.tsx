import type { DeviceCredentialsView } from "@comanda/domain";
import { Button, Fieldset, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../lib/notify";
import { PasswordField } from "../../ui/form/PasswordField";
import { TextField } from "../../ui/form/TextField";
import { useForm } from "../../ui/form/useForm";
import { LEGEND_STYLES, SettingSwitch } from "../settings/components/SettingSwitch";
import { useDeviceCredentials, useSaveDeviceCredentials } from "./device-credentials-api";
import {
  type DeviceCredentialsValues,
  deviceCredentialsBody,
  deviceCredentialsErrors,
  deviceCredentialsValues,
} from "./device-credentials-form";

const TEXTS = "devices.credentials";

/** The local's own Dojo account and cash machine; without them the server's are used. */
export function DeviceCredentials({ canUpdate }: { canUpdate: boolean }) {
  const stored = useDeviceCredentials();
  if (!stored.data) return null;
  // Keyed by what is stored: after a save the form starts again from the server's answer.
  return (
    <DeviceCredentialsForm key={JSON.stringify(stored.data)} stored={stored.data} canUpdate={canUpdate} />
  );
}

function DeviceCredentialsForm({ stored, canUpdate }: { stored: DeviceCredentialsView; canUpdate: boolean }) {
  const { t } = useTranslation();
  const [initial] = useState(() => deviceCredentialsValues(stored));
  const form = useForm<DeviceCredentialsValues>({
    initialValues: initial,
    validate: deviceCredentialsErrors,
  });
  const save = useSaveDeviceCredentials();
  const { values } = form;

  async function handleSave(next: DeviceCredentialsValues) {
    try {
      await save.mutateAsync(deviceCredentialsBody(next));
      notify(t(`${TEXTS}.saved`), "success");
    } catch (error) {
      form.showApiErrors(error);
    }
  }

  const label = (field: keyof DeviceCredentialsValues) => t(`${TEXTS}.fields.${field}`);
  const text = (
    field:
      | "dojo_url"
      | "dojo_software_house_id"
      | "dojo_reseller_id"
      | "cashmatic_url"
      | "cashmatic_username",
    hint?: string,
  ) => (
    <TextField
      label={label(field)}
      description={hint}
      maxLength={field.endsWith("_url") ? 255 : 100}
      autoCapitalize="none"
      spellCheck={false}
      {...form.field(field)}
    />
  );
  const secret = (
    field: "dojo_api_key" | "cashmatic_password",
    isSet: boolean,
    forget: "forget_dojo_api_key" | "forget_cashmatic_password",
  ) => (
    <>
      <PasswordField
        label={label(field)}
        description={t(`${TEXTS}.secret.${isSet ? "set" : "notSet"}`)}
        autoComplete="off"
        maxLength={200}
        disabled={values[forget]}
        {...form.field(field)}
      />
      {isSet && (
        <SettingSwitch
          label={label(forget)}
          checked={values[forget]}
          onChange={(checked) => form.setValue(forget, checked)}
        />
      )}
    </>
  );
  const fallback = (server: boolean) => t(`${TEXTS}.${server ? "serverFallback" : "noFallback"}`);

  return (
    <form onSubmit={(event: FormEvent) => form.onSubmit(handleSave)(event)} noValidate>
      <Stack gap="sm" mt="xl">
        <Title order={3}>{t(`${TEXTS}.title`)}</Title>
        <Text c="dimmed">{t(`${TEXTS}.help`)}</Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Fieldset legend={t(`${TEXTS}.dojo`)} disabled={!canUpdate} styles={LEGEND_STYLES}>
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {fallback(stored.server_dojo)}
              </Text>
              {secret("dojo_api_key", stored.has_dojo_api_key, "forget_dojo_api_key")}
              {text("dojo_url", t(`${TEXTS}.hints.dojo_url`))}
              {text("dojo_software_house_id")}
              {text("dojo_reseller_id")}
            </Stack>
          </Fieldset>
          <Fieldset legend={t(`${TEXTS}.cashmatic`)} disabled={!canUpdate} styles={LEGEND_STYLES}>
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {fallback(stored.server_cashmatic)}
              </Text>
              {text("cashmatic_url", t(`${TEXTS}.hints.cashmatic_url`))}
              {text("cashmatic_username")}
              {secret("cashmatic_password", stored.has_cashmatic_password, "forget_cashmatic_password")}
            </Stack>
          </Fieldset>
        </SimpleGrid>
        {canUpdate && (
          <Group>
            <Button type="submit" size="lg" loading={save.isPending}>
              {t(`${TEXTS}.save`)}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
