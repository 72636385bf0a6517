import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  /** Red confirm button for actions that remove something. */
  isDanger?: boolean;
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that changes data; large buttons because tills are touched, not clicked. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  isDanger = false,
  isPending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end" gap="sm">
        <Button size="lg" variant="default" onClick={onCancel} disabled={isPending}>
          {t("list.cancel")}
        </Button>
        <Button size="lg" color={isDanger ? "red" : undefined} onClick={onConfirm} loading={isPending}>
          {confirmLabel ?? t("list.confirm")}
        </Button>
      </Group>
    </Modal>
  );
}
