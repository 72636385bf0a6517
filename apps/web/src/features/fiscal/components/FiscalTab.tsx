import { Alert, Button, Card, List, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { holdsAction, usePermissions } from "../../../app/permissions";
import { ErrorState, LoadingState } from "../../../ui/states";
import { activationBlockers, type FiscalState, fiscalState } from "../fiscal-activation";
import { useFiscalConfig } from "../fiscal-api";
import { useLocalFormats } from "../use-local-formats";
import { ActivateFiscalDialog } from "./ActivateFiscalDialog";
import { CertificateUpload } from "./CertificateUpload";
import { FiscalConfigForm } from "./FiscalConfigForm";

/** The title is in the text's colour: Mantine's light alert colours it too pale for the contrast check. */
const STATE_ALERT: Record<FiscalState, { color: string; icon: typeof IconInfoCircle }> = {
  inactive: { color: "gray", icon: IconInfoCircle },
  active: { color: "teal", icon: IconCircleCheck },
  suspended: { color: "red", icon: IconAlertTriangle },
};

/**
 * The local's fiscal config (spec §3 "Fiscal config", issue 25): where issuing stands, the
 * issuer's data, the certificate when the records go straight to the tax agency, and the
 * activation. Everyone who opens settings sees it; only settings.fiscal changes it.
 */
export function FiscalTab() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const config = useFiscalConfig();
  const { dateTime } = useLocalFormats();
  // A save starts the form again from what the server stored (the secrets emptied).
  const [saves, setSaves] = useState(0);
  const [asking, setAsking] = useState<"activate" | "resume" | undefined>();
  if (config.isPending || permissions.isPending) return <LoadingState />;
  if (config.isError) return <ErrorState onRetry={() => void config.refetch()} />;

  const stored = config.data;
  const canEdit = holdsAction(permissions.data, "settings.fiscal");
  const state = fiscalState(stored);
  const blockers = activationBlockers(stored);
  const { color, icon: Icon } = STATE_ALERT[state];

  return (
    <Stack gap="lg">
      <Alert
        color={color}
        icon={<Icon aria-hidden size={20} />}
        title={t(`fiscal.state.${state}.title`)}
        styles={{ title: { color: "var(--mantine-color-text)" } }}
      >
        {t(`fiscal.state.${state}.text`, { date: stored.activated_at ? dateTime(stored.activated_at) : "" })}
      </Alert>
      <FiscalConfigForm
        key={saves}
        stored={stored}
        canEdit={canEdit}
        onSaved={() => setSaves((count) => count + 1)}
      />
      {stored.provider === "aeat" && <CertificateUpload stored={stored} canEdit={canEdit} />}
      {canEdit && state !== "active" && (
        <Card withBorder padding="md">
          <Stack gap="md" align="flex-start">
            <Title order={2} size="h4">
              {t(state === "suspended" ? "fiscal.activation.resumeTitle" : "fiscal.activation.title")}
            </Title>
            {blockers.length > 0 ? (
              <List spacing="xs">
                {blockers.map((key) => (
                  <List.Item key={key}>{t(key)}</List.Item>
                ))}
              </List>
            ) : (
              <Text>
                {t(state === "suspended" ? "fiscal.activation.resumeReady" : "fiscal.activation.ready")}
              </Text>
            )}
            <Button
              size="lg"
              color={state === "suspended" ? undefined : "red.9"}
              disabled={blockers.length > 0}
              onClick={() => setAsking(state === "suspended" ? "resume" : "activate")}
            >
              {t(state === "suspended" ? "fiscal.activation.resume" : "fiscal.activation.open")}
            </Button>
          </Stack>
        </Card>
      )}
      {asking && <ActivateFiscalDialog stored={stored} mode={asking} onClose={() => setAsking(undefined)} />}
    </Stack>
  );
}
