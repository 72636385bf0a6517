import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { handleApiError } from "../../../lib/api-errors";
import { notify } from "../../../lib/notify";
import { TextField } from "../../../ui/form/TextField";
import type { Order } from "../order-types";
import { TABLES_PATH } from "../request-paths";
import { refusalOf, useInvalidateCommand } from "../table-actions-api";

/** The reasons a waiter gives most; anything else is typed. */
const QUICK_REASONS = ["left", "mistake", "duplicate"] as const;
const REASON_MAX = 200;

export interface InvalidateDialogProps {
  order: Order;
  tableName: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Invalidates a table's command with the reason why. Who lacks the permission is asked for a
 * manager's authorisation by the app's override dialog, and the invalidation then goes on.
 */
export function InvalidateDialog({ order, tableName, opened, onClose }: InvalidateDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery("(max-width: 48em)");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("requests.tableActions.invalidateTitle", { table: tableName })}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ "aria-label": t("requests.close") }}
    >
      {opened && <InvalidateForm order={order} tableName={tableName} onClose={onClose} />}
    </Modal>
  );
}

function InvalidateForm({ order, tableName, onClose }: Omit<InvalidateDialogProps, "opened">) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidateCommand();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const isPending = invalidate.isPending;

  const submit = async () => {
    setMissing(reason.trim() ? undefined : t("requests.tableActions.reasonRequired"));
    if (!reason.trim()) return;
    setRefusal(undefined);
    try {
      await invalidate.mutateAsync({ id: order.id, reason: reason.trim() });
    } catch (error) {
      const message = refusalOf(error);
      if (message) setRefusal(message);
      else handleApiError(error, navigate, { retry: () => void submit() });
      return;
    }
    notify(t("requests.tableActions.invalidated", { table: tableName }), "success");
    onClose();
    navigate(TABLES_PATH);
  };

  return (
    <Stack gap="md">
      <Text>{t("requests.tableActions.invalidateWarning")}</Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        {QUICK_REASONS.map((key) => {
          const text = t(`requests.tableActions.reasons.${key}`);
          return (
            <Button
              key={key}
              size="lg"
              variant={reason === text ? "filled" : "default"}
              aria-pressed={reason === text}
              onClick={() => setReason(text)}
              styles={{ label: { whiteSpace: "normal" } }}
              h="auto"
              mih={48}
            >
              {text}
            </Button>
          );
        })}
      </SimpleGrid>
      <TextField
        label={t("requests.tableActions.reason")}
        value={reason}
        onChange={setReason}
        maxLength={REASON_MAX}
        withAsterisk
        error={missing}
      />
      {refusal && (
        <Alert color="red" role="alert" style={{ whiteSpace: "pre-line" }}>
          {refusal}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button size="lg" variant="default" onClick={onClose} disabled={isPending}>
          {t("requests.tableActions.cancel")}
        </Button>
        <Button size="lg" color="red" loading={isPending} onClick={() => void submit()}>
          {t("requests.tableActions.invalidateConfirm")}
        </Button>
      </Group>
    </Stack>
  );
}
