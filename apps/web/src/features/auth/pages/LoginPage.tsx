import { Button, Center, Paper, PasswordInput, Select, Stack, TextInput, Title } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { decodeRouteError } from "../../../lib/route-error";
import { saveSession } from "../../../lib/session";
import { useLogin, useTpvs } from "../api";
import { type LoginForm, validateLogin } from "../login-form";

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tpvs = useTpvs();
  const login = useLogin();
  const [values, setValues] = useState<LoginForm>({ email: "", password: "", tpv: "" });
  const [errors, setErrors] = useState<Partial<Record<keyof LoginForm, string>>>({});

  const routeError = params.get("e");
  useEffect(() => {
    const error = decodeRouteError(routeError);
    if (error) notify(t(error.message));
  }, [routeError, t]);

  const firstTpv = tpvs.data?.results[0]?.key;
  useEffect(() => {
    if (firstTpv) setValues((current) => (current.tpv ? current : { ...current, tpv: firstTpv }));
  }, [firstTpv]);

  const set = (field: keyof LoginForm) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await login.mutateAsync(values);
      saveSession({ ...result, email: values.email.trim().toLowerCase(), tpv: values.tpv });
      navigate("/requests/tables_requests/", { replace: true });
    } catch (error) {
      const message =
        error instanceof ApiError ? (error.errors.name?.[0] ?? error.message) : t("errors.server");
      notify(message);
    }
  }

  return (
    <Center mih="100vh" p="md" bg="gray.1">
      <Paper component="main" withBorder shadow="sm" p="xl" radius="md" w={420} maw="100%">
        <form onSubmit={handleSubmit} noValidate>
          <Stack>
            <Title order={1} size="h2">
              {t("login.title")}
            </Title>
            <TextInput
              label={t("login.email")}
              type="email"
              autoComplete="username"
              size="lg"
              value={values.email}
              onChange={(event) => set("email")(event.currentTarget.value)}
              error={errors.email && t(errors.email)}
            />
            <PasswordInput
              label={t("login.password")}
              autoComplete="current-password"
              size="lg"
              value={values.password}
              onChange={(event) => set("password")(event.currentTarget.value)}
              error={errors.password && t(errors.password)}
            />
            <Select
              label={t("login.tpv")}
              size="lg"
              data={(tpvs.data?.results ?? []).map((tpv) => ({ value: tpv.key, label: tpv.name }))}
              value={values.tpv || null}
              onChange={(value) => set("tpv")(value ?? "")}
              error={errors.tpv && t(errors.tpv)}
              allowDeselect={false}
            />
            <Button type="submit" size="lg" loading={login.isPending}>
              {t("login.submit")}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
