import { ERROR_CODES } from "@comanda/domain";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { handleApiError } from "../../../lib/api-errors";
import { notify } from "../../../lib/notify";
import { TextField } from "../../../ui/form/TextField";
import { useForm } from "../../../ui/form/useForm";
import { useRequestPasswordReset } from "../api";
import { type ForgotPasswordForm, validateForgotPassword } from "../login-form";

export interface ForgotPasswordDialogProps {
  opened: boolean;
  onClose: () => void;
  /** What the login form already holds, so the user does not type it twice. */
  email: string;
}

/** The login screen's forgot-password dialog (spec §2): an e-mail and a send button. */
export function ForgotPasswordDialog({ opened, onClose, email }: ForgotPasswordDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("login.forgotTitle")}
      centered
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {/* Mounted only while open, so each opening starts from the login form's e-mail. */}
      {opened && <ForgotPasswordFields email={email} onClose={onClose} />}
    </Modal>
  );
}

function ForgotPasswordFields({ email, onClose }: Omit<ForgotPasswordDialogProps, "opened">) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useRequestPasswordReset();
  const form = useForm<ForgotPasswordForm>({ initialValues: { email }, validate: validateForgotPassword });

  async function send(values: ForgotPasswordForm) {
    try {
      await reset.mutateAsync(values.email.trim());
      notify(t("login.resetSent"), "success");
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === ERROR_CODES.userNotFound) {
        form.setFieldError("email", t("login.userNotFound"));
        return;
      }
      // The dialog stays open with what was typed; the network toast offers to send again.
      handleApiError(error, navigate, { retry: () => void send(values) });
    }
  }

  return (
    <form onSubmit={form.onSubmit(send)} noValidate>
      <Stack>
        <Text>{t("login.forgotText")}</Text>
        <TextField
          label={t("login.email")}
          type="email"
          autoComplete="username"
          data-autofocus
          {...form.field("email")}
        />
        <Group justify="flex-end">
          <Button variant="default" size="lg" onClick={onClose}>
            {t("login.cancel")}
          </Button>
          <Button type="submit" size="lg" loading={reset.isPending}>
            {t("login.send")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
