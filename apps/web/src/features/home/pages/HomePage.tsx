import { Button, SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageFrame } from "../../../app/PageFrame";
import { usePermissions } from "../../../app/permissions";
import { menuSections, parseModules } from "../../../app/routes";
import { useLocalInfo } from "../../auth/api";

/** The sections of the menu as large tiles, for a touch screen without the sidebar in view. */
export default function HomePage() {
  const { t } = useTranslation();
  const local = useLocalInfo();
  const permissions = usePermissions();
  const routes = menuSections(parseModules(local.data?.modules), permissions.data?.permissions ?? {}).flatMap(
    (section) => section.routes,
  );
  return (
    <PageFrame section="home">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {routes.map((route) => (
          <Button key={route.id} component={Link} to={route.path} size="xl" variant="default">
            {t(`sections.titles.${route.id}`)}
          </Button>
        ))}
      </SimpleGrid>
    </PageFrame>
  );
}
