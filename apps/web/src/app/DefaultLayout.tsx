import { AppShell, Button, Group, Select, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Outlet, useNavigate } from "react-router";
import { useLocalInfo, useLogout } from "../features/auth/api";
import { APP_LANGUAGES, type AppLanguage, changeLanguage } from "../lib/i18n";
import { clearSession, readSession } from "../lib/session";

export function DefaultLayout() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const session = readSession();
  const local = useLocalInfo();
  const logout = useLogout();

  async function handleLogout() {
    // The session ends locally whatever the server answers: the till must be free at once.
    await logout.mutateAsync().catch(() => undefined);
    clearSession();
    navigate("/login", { replace: true });
  }

  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Text fw={700}>{local.data?.name ?? t("app.name")}</Text>
            <Text c="dimmed" visibleFrom="sm">
              {t("login.tpv")}: {session?.tpv}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text visibleFrom="sm" aria-label={t("layout.user")}>
              {session?.email}
            </Text>
            <Select
              aria-label={t("layout.language")}
              w={120}
              data={APP_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
              value={i18n.language}
              onChange={(value) => value && void changeLanguage(value as AppLanguage)}
              allowDeselect={false}
            />
            <Button variant="light" onClick={handleLogout} loading={logout.isPending}>
              {t("layout.logout")}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
