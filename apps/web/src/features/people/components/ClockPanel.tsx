import { Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ClockForm } from "./ClockForm";

/** The clocking box at the top of the time-tracking page. */
export function ClockPanel() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="clock-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="clock-title">
          {t("people.timeTracking.clockTitle")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("people.timeTracking.clockHint")}
        </Text>
        <ClockForm />
      </Stack>
    </Paper>
  );
}
