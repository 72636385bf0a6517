import { Breadcrumbs, Group, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../ui/states";
import { type SectionId, sectionById } from "./routes";

export interface PageFrameProps {
  section: SectionId;
  /** What this page shows when the section's name says too little (the table being served). */
  title?: string;
  /** Buttons of the page (new, export…), on the title's line. */
  actions?: ReactNode;
  /** The page's content; without it the section says honestly that it has nothing yet. */
  children?: ReactNode;
}

/** The frame of every section page: breadcrumbs (group › section), title, content. */
export function PageFrame({ section, title: pageTitle, actions, children }: PageFrameProps) {
  const { t } = useTranslation();
  const route = sectionById(section);
  const sectionTitle = t(`sections.titles.${section}`);
  const title = pageTitle ?? sectionTitle;
  useDocumentTitle(`${title} · ${t("app.name")}`);
  return (
    <Stack gap="md">
      {route.group && (
        <nav aria-label={t("navigation.breadcrumbs")}>
          <Breadcrumbs>
            <Text size="sm" c="dimmed">
              {t(`navigation.groups.${route.group}`)}
            </Text>
            <Text size="sm" c="dimmed" aria-current="page">
              {sectionTitle}
            </Text>
          </Breadcrumbs>
        </nav>
      )}
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
      </Group>
      {children ?? <EmptyState title={t("sections.empty.title")} text={t("sections.empty.text")} />}
    </Stack>
  );
}
