import { calendarDateIn, hasPermission, hoursText, type StaffDay, type TimeSession } from "@comanda/domain";
import { Button, Group, Stack, Table, Text, TextInput } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../app/PageFrame";
import { usePermissions } from "../../../app/permissions";
import { appTimeZone } from "../../../lib/i18n";
import { localDateTime, localTime } from "../../../lib/local-time";
import { ClockPanel } from "../components/ClockPanel";
import { CorrectSessionForm } from "../components/CorrectSessionForm";
import { type Period, useScheduleDownload, useStaffSchedule } from "../people-api";

/** The month `YYYY-MM` as the period of the record: its first to its last day. */
function monthPeriod(month: string): Period {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { date_from: `${month}-01`, date_to: `${month}-${String(last).padStart(2, "0")}` };
}

/** Clocking in and out, and the working-time record per day and person with its corrections. */
export default function TimeTrackingPage() {
  const { t, i18n } = useTranslation();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const canCorrect = hasPermission(granted, actions, "auth_system.update");
  const [month, setMonth] = useState(() => calendarDateIn(new Date(), appTimeZone()).slice(0, 7));
  const period = monthPeriod(month);
  const schedule = useStaffSchedule(period, hasPermission(granted, actions, "auth_system.view"));
  const download = useScheduleDownload();
  const [correcting, setCorrecting] = useState<TimeSession | null>(null);
  // Clock times as the restaurant's clock shows them (the local's zone), whatever the browser's.
  const localClock = localTime(appTimeZone(), i18n.language);
  const time = (iso: string | null) => (iso === null ? t("people.timeTracking.active") : localClock(iso));
  // A calendar day of the local: noon UTC keeps it the same day whatever the browser's zone.
  const dateText = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeZone: "UTC" }).format(
      new Date(`${date}T12:00:00Z`),
    );
  const fileName = t("people.timeTracking.fileName", { month });

  const row = (day: StaffDay) => (
    <Table.Tr key={`${day.user_id}-${day.date}`} data-testid="staff-day">
      <Table.Td>{dateText(day.date)}</Table.Td>
      <Table.Td>{day.name}</Table.Td>
      <Table.Td>{time(day.start_time)}</Table.Td>
      <Table.Td>{time(day.end_time)}</Table.Td>
      <Table.Td>{hoursText(day.break_minutes)}</Table.Td>
      <Table.Td>{hoursText(day.net_minutes)}</Table.Td>
      <Table.Td>
        <Stack gap={4}>
          {day.sessions.map((session) => (
            <Stack key={session.id} gap={2}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                  {t(`people.timeTracking.${session.kind}`)} {time(session.start_time)}–
                  {time(session.end_time)}
                </Text>
                {canCorrect && (
                  <Button
                    size="md"
                    variant="subtle"
                    aria-label={t("people.timeTracking.correctOf", {
                      name: day.name,
                      time: time(session.start_time),
                    })}
                    onClick={() => setCorrecting(session)}
                  >
                    {t("people.timeTracking.correct")}
                  </Button>
                )}
              </Group>
              {/* Every correction stays in sight under its session: who, when, before, after, why. */}
              {session.corrections.map((entry) => (
                <Text key={entry.id} size="xs" c="dimmed">
                  {t("people.timeTracking.historyEntry", {
                    when: localDateTime(appTimeZone(), i18n.language)(entry.created_at),
                    who: entry.corrected_by.name,
                    before: `${time(entry.before.start_time)}–${time(entry.before.end_time)}`,
                    after: `${time(entry.after.start_time)}–${time(entry.after.end_time)}`,
                    reason: entry.reason,
                  })}
                </Text>
              ))}
            </Stack>
          ))}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );

  return (
    <PageFrame section="time_tracking">
      <Stack gap="lg">
        <ClockPanel />
        <Group align="flex-end">
          <TextInput
            size="lg"
            type="month"
            label={t("people.timeTracking.month")}
            value={month}
            onChange={(event) => event.currentTarget.value && setMonth(event.currentTarget.value)}
          />
          {(["xlsx", "pdf"] as const).map((format) => (
            <Button
              key={format}
              size="lg"
              variant="light"
              leftSection={<IconDownload aria-hidden size={18} />}
              loading={download.isPending && download.variables?.format === format}
              onClick={() => download.mutate({ period, format, fileName })}
            >
              {t(format === "xlsx" ? "people.timeTracking.downloadXlsx" : "people.timeTracking.downloadPdf")}
            </Button>
          ))}
        </Group>
        {schedule.data && schedule.data.length === 0 ? (
          <Text>{t("people.timeTracking.empty")}</Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  {(["date", "employee", "start", "end", "breaks", "hours", "sessions"] as const).map(
                    (column) => (
                      <Table.Th key={column}>{t(`people.timeTracking.columns.${column}`)}</Table.Th>
                    ),
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{schedule.data?.map(row)}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {correcting && <CorrectSessionForm session={correcting} onClose={() => setCorrecting(null)} />}
    </PageFrame>
  );
}
