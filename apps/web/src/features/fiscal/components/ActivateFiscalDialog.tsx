import type { FiscalConfigView } from "@comanda/domain";
import { Alert, Button, Checkbox, Group, List, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify";
import { useActivateFiscal } from "../fiscal-api";

/** The whole label is the checkbox's target, at least 48 px high for a finger. */
const TOUCH_CHECKBOX = { body: { minHeight: 48, alignItems: "center" } } as const;

export interface ActivateFiscalDialogProps {
  stored: FiscalConfigView;
  /** "resume": issuing was activated and then suspended by a fiskalyError. */
  mode: "activate" | "resume";
  onClose: () => void;
}

/**
 * Asks before fiscal issuing starts. Activation cannot be undone (spec §4), so the dialog says
 * what changes for good and its button waits for an explicit "I understand"; resuming after a
 * suspension only needs a confirmation.
 */
export function ActivateFiscalDialog({ stored, mode, onClose }: ActivateFiscalDialogProps) {
  const { t } = useTranslation();
  const activate = useActivateFiscal();
  const [isUnderstood, setUnderstood] = useState(false);
  const isResume = mode === "resume";

  async function handleConfirm() {
    // A refusal (already active, certificate missing) is the app-wide toast's to say.
    await activate.mutateAsync();
    notify(t(isResume ? "fiscal.activation.resumed" : "fiscal.activation.activated"), "success");
    onClose();
  }

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="lg"
      title={t(isResume ? "fiscal.activation.resumeTitle" : "fiscal.activation.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack gap="md">
        {isResume ? (
          <Text>{t("fiscal.activation.resumeText")}</Text>
        ) : (
          <>
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden size={20} />}>
              <Text fw={700}>{t("fiscal.activation.irreversible")}</Text>
            </Alert>
            <List spacing="xs">
              <List.Item>{t("fiscal.activation.consequences.every")}</List.Item>
              <List.Item>{t("fiscal.activation.consequences.locked")}</List.Item>
              <List.Item>
                {t(`fiscal.activation.consequences.${stored.environment}`, {
                  receiver: t(`fiscal.form.providers.${stored.provider}`),
                })}
              </List.Item>
            </List>
            <Checkbox
              size="lg"
              styles={TOUCH_CHECKBOX}
              label={t("fiscal.activation.understand")}
              checked={isUnderstood}
              onChange={(event) => setUnderstood(event.currentTarget.checked)}
            />
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button size="lg" variant="default" onClick={onClose} disabled={activate.isPending}>
            {t("list.cancel")}
          </Button>
          <Button
            size="lg"
            color={isResume ? undefined : "red.9"}
            disabled={!isResume && !isUnderstood}
            loading={activate.isPending}
            onClick={() => void handleConfirm().catch(() => undefined)}
          >
            {t(isResume ? "fiscal.activation.resume" : "fiscal.activation.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
