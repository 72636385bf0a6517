import { Button, Group, Modal, Stack } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface FormModalProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  isPending: boolean;
  children: ReactNode;
}

/** The create/edit dialog of a small entity: the fields, then cancel and save. */
export function FormModal({ opened, title, onClose, onSubmit, isPending, children }: FormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="lg"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {children}
          <Group justify="flex-end" gap="sm">
            <Button size="lg" variant="default" onClick={onClose} disabled={isPending}>
              {t("form.cancel")}
            </Button>
            <Button type="submit" size="lg" loading={isPending}>
              {t("form.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
