import type { Booking, ShiftDay } from "@comanda/domain";
import { Badge, Card, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { daysBetween, formatDay } from "../calendar-dates";
import { type BookingActions, BookingCard, STATUS_COLORS } from "./BookingCard";

const TEXTS = "bookings.calendar";

export interface CalendarData {
  bookings: Booking[];
  shifts: ShiftDay[];
}

const shiftsOf = (data: CalendarData, date: string) => data.shifts.filter((shift) => shift.date === date);
const bookingsOf = (data: CalendarData, date: string, shift?: number) =>
  data.bookings.filter(
    (booking) => booking.date === date && (shift === undefined || booking.shift === shift),
  );

function FreeCovers({ shift }: { shift: ShiftDay }) {
  const { t } = useTranslation();
  if (shift.closed)
    return (
      <Badge color="gray" variant="light" c="dark.7">
        {t(`${TEXTS}.closed`)}
      </Badge>
    );
  return (
    // Dark text: the light tints' own text colour is below WCAG AA contrast.
    <Badge color={shift.free === 0 ? "red" : "teal"} variant="light" c="dark.7">
      {t(`${TEXTS}.free`, { free: shift.free, covers: shift.covers })}
    </Badge>
  );
}

/** One day: each service shift with its free covers and its bookings, which can be acted on. */
export function DayView({
  data,
  date,
  canUpdate,
  actions,
  onNew,
}: {
  data: CalendarData;
  date: string;
  canUpdate: boolean;
  actions: BookingActions;
  onNew: (shift: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack>
      {shiftsOf(data, date).map((shift) => {
        const list = bookingsOf(data, date, shift.shift);
        return (
          <Card
            key={shift.shift}
            withBorder
            component="section"
            aria-label={`${shift.start_at}–${shift.end_at}`}
          >
            <Group justify="space-between" mb="sm">
              <Title order={3} size="h4">
                {shift.start_at}–{shift.end_at}
              </Title>
              <Group gap="xs">
                <FreeCovers shift={shift} />
                {canUpdate && !shift.closed && (
                  <UnstyledButton
                    onClick={() => onNew(shift.shift)}
                    aria-label={`${t(`${TEXTS}.new`)} ${shift.start_at}`}
                  >
                    <Badge variant="outline" size="lg">
                      + {t(`${TEXTS}.new`)}
                    </Badge>
                  </UnstyledButton>
                )}
              </Group>
            </Group>
            {list.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t(`${TEXTS}.noBookings`)}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
                {list.map((booking) => (
                  <BookingCard key={booking.id} booking={booking} canUpdate={canUpdate} actions={actions} />
                ))}
              </SimpleGrid>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}

/** A week: a column per day with each shift's free covers and its bookings in short; a day opens it. */
export function WeekView({
  data,
  from,
  to,
  onOpenDay,
}: {
  data: CalendarData;
  from: string;
  to: string;
  onOpenDay: (date: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 7 }} spacing="xs">
      {daysBetween(from, to).map((date) => (
        <Paper key={date} withBorder p="xs">
          <UnstyledButton onClick={() => onOpenDay(date)} w="100%">
            <Text fw={700} mb={4}>
              {formatDay(date, i18n.language)}
            </Text>
          </UnstyledButton>
          <Stack gap={6}>
            {shiftsOf(data, date).map((shift) => (
              <Stack key={shift.shift} gap={2}>
                <Group gap={4} justify="space-between">
                  <Text size="sm" fw={600}>
                    {shift.start_at}
                  </Text>
                  <FreeCovers shift={shift} />
                </Group>
                {bookingsOf(data, date, shift.shift).map((booking) => (
                  <Text key={booking.id} size="xs" c={STATUS_COLORS[booking.status]}>
                    {booking.client_name || t(`${TEXTS}.withoutClient`)} · {booking.qty_person}
                  </Text>
                ))}
              </Stack>
            ))}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** A month in whole weeks: bookings and free covers per day; a day opens it. */
export function MonthView({
  data,
  from,
  to,
  month,
  onOpenDay,
}: {
  data: CalendarData;
  from: string;
  to: string;
  /** `YYYY-MM` of the month shown; the days of the edges are dimmed. */
  month: string;
  onOpenDay: (date: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleGrid cols={7} spacing={4}>
      {daysBetween(from, to).map((date) => {
        const shifts = shiftsOf(data, date);
        const count = bookingsOf(data, date).filter((booking) => booking.status !== "cancelled").length;
        const free = shifts.filter((shift) => !shift.closed).reduce((sum, shift) => sum + shift.free, 0);
        return (
          <UnstyledButton
            key={date}
            onClick={() => onOpenDay(date)}
            aria-label={formatDay(date, i18n.language, { month: "long" })}
          >
            <Paper withBorder p={6} opacity={date.startsWith(month) ? 1 : 0.5} mih={72}>
              <Text fw={700} size="sm">
                {Number(date.slice(8))}
              </Text>
              {count > 0 && <Text size="xs">{t(`${TEXTS}.dayTotal`, { count })}</Text>}
              {shifts.length > 0 && (
                <Text size="xs" c={free === 0 ? "red" : "teal"}>
                  {shifts.every((shift) => shift.closed) ? t(`${TEXTS}.closed`) : free}
                </Text>
              )}
            </Paper>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
