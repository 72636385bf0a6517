import { Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify";
import { useChangeDayStatus, useClosedDays } from "../bookings-api";
import { addDaysTo, formatDay } from "../calendar-dates";
import { todayInLocal } from "../local-today";

const TEXTS = "bookings.shifts.closedDays";
/** The closed days listed: from today, the next two months (the server's longest range). */
const LISTED_DAYS = 62;

/** Close a day to bookings (a holiday, a private event) and open it again (`change_status`). */
export function ClosedDaysPanel({ canUpdate }: { canUpdate: boolean }) {
  const { t, i18n } = useTranslation();
  const today = todayInLocal();
  const [day, setDay] = useState(today);
  const closed = useClosedDays(today, addDaysTo(today, LISTED_DAYS));
  const change = useChangeDayStatus();

  const close = async () => {
    const answer = await change.mutateAsync({ day, status: "closed" });
    const name = formatDay(day, i18n.language);
    notify(
      answer.bookings > 0
        ? t(`${TEXTS}.closedWithBookings`, { day: name, count: answer.bookings })
        : t(`${TEXTS}.closed`, { day: name }),
      answer.bookings > 0 ? "info" : "success",
    );
  };
  const open = async (openDay: string) => {
    await change.mutateAsync({ day: openDay, status: "open" });
    notify(t(`${TEXTS}.opened`, { day: formatDay(openDay, i18n.language) }), "success");
  };

  return (
    <Card withBorder mt="lg" component="section" aria-labelledby="closed-days-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="closed-days-title">
          {t(`${TEXTS}.title`)}
        </Title>
        <Text c="dimmed" size="sm">
          {t(`${TEXTS}.hint`)}
        </Text>
        {canUpdate && (
          <Group align="flex-end">
            <TextInput
              size="lg"
              type="date"
              label={t(`${TEXTS}.day`)}
              value={day}
              min={today}
              onChange={(event) => setDay(event.currentTarget.value)}
            />
            <Button
              size="lg"
              variant="light"
              color="red"
              onClick={() => void close()}
              loading={change.isPending}
              disabled={!day}
            >
              {t(`${TEXTS}.close`)}
            </Button>
          </Group>
        )}
        {(closed.data?.results ?? []).length === 0 ? (
          <Text size="sm">{t(`${TEXTS}.none`)}</Text>
        ) : (
          <Group gap="sm">
            {(closed.data?.results ?? []).map((closedDay) => (
              <Button
                key={closedDay}
                size="md"
                variant="default"
                disabled={!canUpdate}
                onClick={() => void open(closedDay)}
              >
                {t(`${TEXTS}.open`, { day: formatDay(closedDay, i18n.language) })}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
