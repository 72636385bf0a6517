import type { Booking } from "@comanda/domain";
import { BOOKING_TRANSITIONS, type BookingStatus, EDITABLE_BOOKING_STATUSES } from "@comanda/domain";
import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

export const STATUS_COLORS: Record<BookingStatus, string> = {
  pending: "yellow",
  confirmed: "blue",
  seated: "green",
  finished: "gray",
  no_show: "red",
  cancelled: "gray",
};

export interface BookingActions {
  onStatus: (booking: Booking, status: BookingStatus) => void;
  onSeat: (booking: Booking) => void;
  onEdit: (booking: Booking) => void;
  onCancel: (booking: Booking) => void;
}

/** One booking of a shift with the changes its status allows (see BOOKING_TRANSITIONS). */
export function BookingCard({
  booking,
  canUpdate,
  actions,
}: {
  booking: Booking;
  canUpdate: boolean;
  actions: BookingActions;
}) {
  const { t } = useTranslation();
  const name = booking.client_name || t("bookings.calendar.withoutClient");
  const next = BOOKING_TRANSITIONS[booking.status];
  const isEditable = EDITABLE_BOOKING_STATUSES.includes(booking.status);
  return (
    <Paper withBorder p="sm" component="article" aria-label={name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{name}</Text>
          <Badge color={STATUS_COLORS[booking.status]} variant="light" c="dark.7" size="lg">
            {t(`bookings.status.${booking.status}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {[
            t("bookings.calendar.people", { count: booking.qty_person }),
            booking.table_name,
            booking.client_phone,
          ]
            .filter(Boolean)
            .join(" · ")}
        </Text>
        {booking.observations && (
          <Text size="sm" c="dimmed">
            {booking.observations}
          </Text>
        )}
        {canUpdate && (next.length > 0 || isEditable) && (
          <Group gap="xs">
            {next
              .filter((status) => status !== "cancelled")
              .map((status) => (
                <Button
                  key={status}
                  size="sm"
                  variant={status === "no_show" ? "light" : "filled"}
                  color={status === "no_show" ? "red" : undefined}
                  onClick={() =>
                    status === "seated" ? actions.onSeat(booking) : actions.onStatus(booking, status)
                  }
                >
                  {t(`bookings.actions.${status}`)}
                </Button>
              ))}
            {isEditable && (
              <Button size="sm" variant="default" onClick={() => actions.onEdit(booking)}>
                {t("bookings.actions.edit")}
              </Button>
            )}
            {next.includes("cancelled") && (
              <Button size="sm" variant="subtle" color="red" onClick={() => actions.onCancel(booking)}>
                {t("bookings.actions.cancelled")}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
