import { Box, Button, Center, NativeSelect, Paper, Stack, Title } from "@mantine/core";
import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { handleApiError, translateMessage } from "../../../lib/api-errors";
import { lazyChunk } from "../../../lib/lazy-chunk";
import { notify } from "../../../lib/notify";
import { decodeRouteError } from "../../../lib/route-error";
import { saveSession } from "../../../lib/session";
import { PasswordField } from "../../../ui/form/PasswordField";
import { TextField } from "../../../ui/form/TextField";
import { useForm } from "../../../ui/form/useForm";
import { setDeviceTouchKeyboard, useTouchKeyboardEnabled } from "../../../ui/keyboard/touch-keyboard-setting";
import { useLogin, useTpvs } from "../api";
import { type LoginForm, validateLogin } from "../login-form";

// Opened by few: its dialog code loads on the first tap, not with the login screen.
const ForgotPasswordDialog = lazyChunk(() =>
  import("../components/ForgotPasswordDialog").then((module) => ({ default: module.ForgotPasswordDialog })),
);

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tpvs = useTpvs();
  const login = useLogin();
  const keyboardEnabled = useTouchKeyboardEnabled();
  const [forgotOpen, setForgotOpen] = useState(false);
  // Stays mounted once opened, so closing plays its transition and keeps what was typed.
  const [forgotLoaded, setForgotLoaded] = useState(false);
  const form = useForm<LoginForm>({
    initialValues: { email: "", password: "", tpv: "" },
    validate: validateLogin,
  });

  const routeError = params.get("e");
  useEffect(() => {
    const error = decodeRouteError(routeError);
    if (error) notify(translateMessage(error.message));
  }, [routeError]);

  const firstTpv = tpvs.data?.results[0]?.key;
  const { values, setValue } = form;
  useEffect(() => {
    if (firstTpv && !values.tpv) setValue("tpv", firstTpv);
  }, [firstTpv, values.tpv, setValue]);

  async function signIn(submitted: LoginForm) {
    try {
      const result = await login.mutateAsync(submitted);
      saveSession({ ...result, email: submitted.email.trim().toLowerCase(), tpv: submitted.tpv });
      navigate("/requests/tables_requests/", { replace: true });
    } catch (error) {
      form.showApiErrors(error);
      handleApiError(error, navigate, { retry: () => void signIn(submitted) });
    }
  }

  const tpv = form.field("tpv");
  return (
    <Center mih="100vh" p="md" bg="gray.1">
      <Paper component="main" withBorder shadow="sm" p="xl" radius="md" w={420} maw="100%">
        <form onSubmit={form.onSubmit(signIn)} noValidate>
          <Stack>
            <Title order={1} size="h2">
              {t("login.title")}
            </Title>
            <TextField
              label={t("login.email")}
              type="email"
              autoComplete="username"
              {...form.field("email")}
            />
            <PasswordField
              label={t("login.password")}
              autoComplete="current-password"
              {...form.field("password")}
            />
            {/* The system's own picker: large on a touch screen, and no list code to download. */}
            <NativeSelect
              label={t("login.tpv")}
              size="lg"
              data={(tpvs.data?.results ?? []).map((item) => ({ value: item.key, label: item.name }))}
              value={tpv.value}
              onChange={(event) => tpv.onChange(event.currentTarget.value)}
              error={tpv.error}
            />
            <Button type="submit" size="lg" loading={login.isPending}>
              {t("login.submit")}
            </Button>
            <Button
              variant="subtle"
              size="lg"
              onClick={() => {
                setForgotLoaded(true);
                setForgotOpen(true);
              }}
            >
              {t("login.forgot")}
            </Button>
            {/* A toggle drawn with the button already loaded: a Switch would add its own code to the login's. */}
            <Button
              role="switch"
              aria-checked={keyboardEnabled}
              variant={keyboardEnabled ? "light" : "default"}
              size="lg"
              justify="flex-start"
              leftSection={<Box component="span" aria-hidden style={keyboardEnabled ? DOT_ON : DOT_OFF} />}
              onClick={() => setDeviceTouchKeyboard(!keyboardEnabled)}
            >
              {t("keyboard.toggle")}
            </Button>
          </Stack>
        </form>
      </Paper>
      {forgotLoaded && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            opened={forgotOpen}
            onClose={() => setForgotOpen(false)}
            email={form.values.email}
          />
        </Suspense>
      )}
    </Center>
  );
}

const DOT_OFF = {
  display: "inline-block",
  width: 16,
  height: 16,
  borderRadius: 8,
  border: "2px solid currentColor",
} as const;
const DOT_ON = { ...DOT_OFF, background: "currentColor" } as const;
