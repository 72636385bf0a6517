import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The table orders board; the orders issue fills it, until then it says there is nothing. */
export default function TablesRequestsPage() {
  const { t } = useTranslation();
  return (
    <Stack component="main">
      <Title order={1} size="h2">
        {t("requests.tablesTitle")}
      </Title>
      <Text c="dimmed">{t("requests.empty")}</Text>
    </Stack>
  );
}
