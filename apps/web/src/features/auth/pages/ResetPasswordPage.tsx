import { ERROR_CODES } from "@comanda/domain";
import { Alert, Button, Center, Paper, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { handleApiError } from "../../../lib/api-errors";
import { notify } from "../../../lib/notify";
import { PasswordField } from "../../../ui/form/PasswordField";
import { useForm } from "../../../ui/form/useForm";
import { useConfirmPasswordReset } from "../api";
import { type ResetPasswordForm, validateResetPassword } from "../login-form";

/** A link that can no longer be used: unknown, used, expired, or its token mangled on the way. */
function isInvalidLink(error: unknown): boolean {
  return error instanceof ApiError && (error.code === ERROR_CODES.resetInvalid || "token" in error.errors);
}

/** Where the reset mail's link leads (`/reset-password?token=…`): the new password, typed twice. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const confirm = useConfirmPasswordReset();
  const [invalid, setInvalid] = useState(token === "");
  const form = useForm<ResetPasswordForm>({
    initialValues: { password: "", repeat: "" },
    validate: validateResetPassword,
  });

  async function save(values: ResetPasswordForm) {
    try {
      await confirm.mutateAsync({ token, password: values.password });
      notify(t("login.resetDone"), "success");
      navigate("/login", { replace: true });
    } catch (error) {
      if (isInvalidLink(error)) {
        setInvalid(true);
        return;
      }
      form.showApiErrors(error);
      handleApiError(error, navigate, { retry: () => void save(values) });
    }
  }

  return (
    <Center mih="100vh" p="md" bg="gray.1">
      <Paper component="main" withBorder shadow="sm" p="xl" radius="md" w={420} maw="100%">
        <Stack>
          <Title order={1} size="h2">
            {t("login.resetTitle")}
          </Title>
          {invalid ? (
            <Alert color="red" role="alert" styles={{ message: { color: "var(--mantine-color-error)" } }}>
              {t("login.resetInvalid")}
            </Alert>
          ) : (
            <form onSubmit={form.onSubmit(save)} noValidate>
              <Stack>
                <PasswordField
                  label={t("login.newPassword")}
                  autoComplete="new-password"
                  {...form.field("password")}
                />
                <PasswordField
                  label={t("login.repeatPassword")}
                  autoComplete="new-password"
                  {...form.field("repeat")}
                />
                <Button type="submit" size="lg" loading={confirm.isPending}>
                  {t("login.resetSave")}
                </Button>
              </Stack>
            </form>
          )}
          <Button component={Link} to="/login" variant="default" size="lg">
            {t("login.backToLogin")}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
