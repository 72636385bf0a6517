import { AppShell, ScrollArea } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { LoadingState } from "../ui/states";
import { NavigationMenu } from "./NavigationMenu";
import { LanguageSelect, TopBar } from "./TopBar";

/** Back office: top bar and the menu as a sidebar, which a phone opens from the burger. */
export function DefaultLayout() {
  const [isMenuOpened, menu] = useDisclosure(false);
  const isWide = useMediaQuery("(min-width: 48em)");
  // A closed phone menu is only moved off screen; hidden, it leaves the tab order and screen readers too.
  const isMenuHidden = isWide === false && !isMenuOpened;
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: "sm", collapsed: { mobile: !isMenuOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar isMenuOpened={isMenuOpened} onToggleMenu={menu.toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="xs" style={isMenuHidden ? { visibility: "hidden" } : undefined}>
        <AppShell.Section grow component={ScrollArea}>
          <NavigationMenu onNavigate={menu.close} />
        </AppShell.Section>
        <AppShell.Section p="xs" hiddenFrom="sm">
          <LanguageSelect hiddenFrom="sm" />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
