import { AppShell, Box, Button, Drawer, Group, ScrollArea, Stack, useMatches } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconArrowLeft } from "@tabler/icons-react";
import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation } from "react-router";
import { useLocalInfo } from "../features/auth/api";
import { CashMovementButton } from "../features/cash/components/CashMovementDialog";
import { PrintQueueAlert } from "../features/printing/components/PrintQueueAlert";
import { TillDrawerButton } from "../features/printing/components/TillDrawerButton";
import { LoadingState } from "../ui/states";
import { NavigationMenu } from "./NavigationMenu";
import { usePermissions } from "./permissions";
import { HOME_PATH, menuSections, parseModules, sectionForPath } from "./routes";
import { LanguageSelect, TopBar } from "./TopBar";

/** The order views the session may open, as one row of large buttons. */
function RequestsViews() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const local = useLocalInfo();
  const permissions = usePermissions();
  const current = sectionForPath(pathname)?.id;
  // A waiter's three views fit a phone's width at the smaller size.
  const size = useMatches({ base: "md", sm: "lg" }, { getInitialValueInEffect: false });
  const views =
    menuSections(parseModules(local.data?.modules), permissions.data?.permissions ?? {}).find(
      (section) => section.group === "requests",
    )?.routes ?? [];
  return (
    // A phone cannot fit every view: the row scrolls sideways, and its thin bar says it does.
    <ScrollArea type="auto" scrollbarSize={6}>
      <Group
        component="nav"
        aria-label={t("navigation.requestsViews")}
        gap="xs"
        wrap="nowrap"
        px="md"
        py="xs"
        w="max-content"
      >
        {views.map((view) => (
          <Button
            key={view.id}
            component={Link}
            to={view.path}
            size={size}
            variant={view.id === current ? "filled" : "default"}
            // On a phone the row scrolls sideways; squeezed buttons would cut their names.
            style={{ flexShrink: 0 }}
            aria-current={view.id === current ? "page" : undefined}
          >
            {t(`sections.titles.${view.id}`)}
          </Button>
        ))}
      </Group>
    </ScrollArea>
  );
}

/**
 * The POS frame of the requests screens: no sidebar, so the tables and the order get the whole
 * screen; the burger opens the menu as a drawer. "request-tables" adds the row of order views,
 * "requests" (taking an order) a way back to the tables.
 */
export function PosLayout({ variant }: { variant: "request-tables" | "requests" }) {
  const { t } = useTranslation();
  const [isMenuOpened, menu] = useDisclosure(false);
  const isTables = variant === "request-tables";
  // The toasts' renderer loads with the first toast; a till that loses the network before any
  // toast could then not say so. On the POS screens it is fetched up front.
  useEffect(() => {
    void import("../lib/NotificationsRenderer");
  }, []);
  return (
    <AppShell header={{ height: isTables ? 134 : 64 }} padding="md">
      <AppShell.Header>
        <Stack gap={0}>
          <Box h={64}>
            <TopBar isMenuOpened={isMenuOpened} onToggleMenu={menu.toggle} isBurgerAlwaysShown>
              {!isTables && (
                <Button
                  component={Link}
                  to={HOME_PATH}
                  variant="light"
                  size="lg"
                  leftSection={<IconArrowLeft aria-hidden size={18} />}
                  visibleFrom="sm"
                >
                  {t("navigation.backToTables")}
                </Button>
              )}
              <Box visibleFrom="sm">
                <CashMovementButton />
              </Box>
              {/* Elsewhere (narrower, or beside the way back) the bar has no room left: it is in the menu. */}
              {isTables && <TillDrawerButton visibleFrom="lg" />}
            </TopBar>
          </Box>
          {isTables && <RequestsViews />}
        </Stack>
      </AppShell.Header>
      <Drawer
        opened={isMenuOpened}
        onClose={menu.close}
        title={t("navigation.menu")}
        closeButtonProps={{ "aria-label": t("navigation.closeMenu") }}
        size={300}
      >
        <Stack>
          <TillDrawerButton hiddenFrom={isTables ? "lg" : undefined} />
          <NavigationMenu onNavigate={menu.close} />
          <LanguageSelect hiddenFrom="sm" />
          <Box hiddenFrom="sm">
            <CashMovementButton />
          </Box>
        </Stack>
      </Drawer>
      <AppShell.Main>
        <PrintQueueAlert />
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
