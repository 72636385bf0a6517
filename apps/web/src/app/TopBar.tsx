import { ActionIcon, Burger, Button, Group, Image, Select, Text } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLocalInfo, useLogout } from "../features/auth/api";
import { ClockButton } from "../features/people/components/ClockButton";
import { useSettingsGroup } from "../features/settings/settings-api";
import { APP_LANGUAGES, changeLanguage } from "../lib/i18n";
import { notify } from "../lib/notify";
import { isAppLanguage } from "../lib/preferences";
import { clearSession, readSession } from "../lib/session";

/** The language choice, in the top bar on wide screens and in the menu on phones. */
export function LanguageSelect({ hiddenFrom, visibleFrom }: { hiddenFrom?: "sm"; visibleFrom?: "sm" }) {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t("layout.language")}
      w={150}
      size="lg"
      hiddenFrom={hiddenFrom}
      visibleFrom={visibleFrom}
      data={APP_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
      value={i18n.language}
      onChange={(value) => {
        // The texts of a language other than Spanish download on first use.
        if (isAppLanguage(value)) changeLanguage(value).catch(() => notify(t("errors.network")));
      }}
      allowDeselect={false}
    />
  );
}

/** The local's logo (settings global logo), beside its name; nothing until one is uploaded. */
function LocalLogo() {
  const global = useSettingsGroup("global");
  const logo = global.data?.logo;
  // The name stands next to it: the image adds nothing a screen reader should read twice.
  return logo ? <Image src={logo} alt="" h={40} w="auto" fit="contain" data-testid="local-logo" /> : null;
}

export interface TopBarProps {
  isMenuOpened: boolean;
  onToggleMenu: () => void;
  /** Show the burger on wide screens too (layouts without a sidebar). */
  isBurgerAlwaysShown?: boolean;
  /** Layout-specific controls after the local's name. */
  children?: ReactNode;
}

/** Local name, TPV, user, language and logout; on a phone only what fits, the rest is in the menu. */
export function TopBar({ isMenuOpened, onToggleMenu, isBurgerAlwaysShown = false, children }: TopBarProps) {
  const { t } = useTranslation();
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
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={isMenuOpened}
          onClick={onToggleMenu}
          hiddenFrom={isBurgerAlwaysShown ? undefined : "sm"}
          aria-label={isMenuOpened ? t("navigation.closeMenu") : t("navigation.openMenu")}
          size="md"
          mih={44}
          miw={44}
        />
        {/* The settings are read signed in only; the sign-in screens have no top bar logo. */}
        {session && <LocalLogo />}
        <Text fw={700} truncate>
          {local.data?.name ?? t("app.name")}
        </Text>
        <Text c="dimmed" visibleFrom="sm" style={{ whiteSpace: "nowrap" }}>
          {t("login.tpv")}: {session?.tpv}
        </Text>
        {children}
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Text visibleFrom="md" aria-label={t("layout.user")}>
          {session?.email}
        </Text>
        <ClockButton />
        <LanguageSelect visibleFrom="sm" />
        <Button size="lg" variant="light" onClick={handleLogout} loading={logout.isPending} visibleFrom="sm">
          {t("layout.logout")}
        </Button>
        <ActionIcon
          variant="light"
          size={44}
          onClick={handleLogout}
          loading={logout.isPending}
          hiddenFrom="sm"
          aria-label={t("layout.logout")}
        >
          <IconLogout aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
