import { calendarDateIn, hoursText } from "@comanda/domain";
import { Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { appTimeZone } from "../../../lib/i18n";
import { localTime } from "../../../lib/local-time";
import { useMySchedule } from "../people-api";

/**
 * The signed-in employee's own days this month, in the clock dialog of every till: the law wants
 * the record available to the worker (Estatuto de los Trabajadores art. 34.9), not only to managers.
 */
export function MyRecord() {
  const { t, i18n } = useTranslation();
  const timeZone = appTimeZone();
  const month = calendarDateIn(new Date(), timeZone).slice(0, 7);
  const today = calendarDateIn(new Date(), timeZone);
  const days = useMySchedule({ date_from: `${month}-01`, date_to: today });
  const time = localTime(timeZone, i18n.language);
  const rows = days.data ?? [];
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t("people.timeTracking.mine")}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("people.timeTracking.mineEmpty")}
        </Text>
      ) : (
        <Table aria-label={t("people.timeTracking.mine")} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("people.timeTracking.columns.date")}</Table.Th>
              <Table.Th>{t("people.timeTracking.columns.start")}</Table.Th>
              <Table.Th>{t("people.timeTracking.columns.end")}</Table.Th>
              <Table.Th>{t("people.timeTracking.columns.hours")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((day) => (
              <Table.Tr key={day.date}>
                <Table.Td>{day.date}</Table.Td>
                <Table.Td>{time(day.start_time)}</Table.Td>
                <Table.Td>{day.end_time ? time(day.end_time) : t("people.timeTracking.active")}</Table.Td>
                <Table.Td>{hoursText(day.net_minutes)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
