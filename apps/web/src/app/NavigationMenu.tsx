import { NavLink, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useLocalInfo } from "../features/auth/api";
import { usePermissions } from "./permissions";
import { type MenuGroup, menuSections, parseModules, sectionForPath } from "./routes";

/** Groups that are one entry of the same name: a label above them would only repeat it. */
const UNLABELLED_GROUPS: ReadonlySet<MenuGroup> = new Set(["settings", "stock"]);

/** The menu of the session: contracted and viewable sections, plus the always-shown ones. */
export function NavigationMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const local = useLocalInfo();
  const permissions = usePermissions();
  const current = sectionForPath(pathname)?.id;
  const sections = menuSections(parseModules(local.data?.modules), permissions.data?.permissions ?? {});

  return (
    <nav aria-label={t("navigation.mainMenu")}>
      <Stack gap="sm">
        {sections.map(({ group, routes }) => (
          <div key={group}>
            {!UNLABELLED_GROUPS.has(group) && (
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pb={4}>
                {t(`navigation.groups.${group}`)}
              </Text>
            )}
            {routes.map((route) => (
              <NavLink
                key={route.id}
                component={Link}
                to={route.path}
                label={t(`sections.titles.${route.id}`)}
                active={route.id === current}
                // Filled: the light variant's blue on pale blue misses AA contrast.
                variant="filled"
                aria-current={route.id === current ? "page" : undefined}
                onClick={onNavigate}
                mih={44}
              />
            ))}
          </div>
        ))}
      </Stack>
    </nav>
  );
}
