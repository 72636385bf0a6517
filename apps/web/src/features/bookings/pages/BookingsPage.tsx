import type { Booking } from "@comanda/domain";
import { type BookingStatus, hasPermission } from "@comanda/domain";
import { Button, Group, SegmentedControl, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconPlus } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageFrame } from "../../../app/PageFrame";
import { usePermissions } from "../../../app/permissions";
import { notify } from "../../../lib/notify";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { EmptyState, ErrorState, LoadingState } from "../../../ui/states";
import { useBookingsRange, useCancelBooking, useChangeBookingStatus } from "../bookings-api";
import { type CalendarView, formatDay, stepDate, viewRange } from "../calendar-dates";
import type { BookingActions } from "../components/BookingCard";
import { BookingForm } from "../components/BookingForm";
import { DayView, MonthView, WeekView } from "../components/CalendarViews";
import { SeatDialog } from "../components/SeatDialog";
import { todayInLocal } from "../local-today";

const TEXTS = "bookings.calendar";
const VIEWS: CalendarView[] = ["day", "week", "month"];
const isView = (value: string | null): value is CalendarView => VIEWS.includes(value as CalendarView);
const isDate = (value: string | null): value is string => /^\d{4}-\d{2}-\d{2}$/.test(value ?? "");

type Dialog =
  | { kind: "form"; booking?: Booking; date: string; shift?: number }
  | { kind: "seat"; booking: Booking }
  | { kind: "cancel"; booking: Booking };

/** The bookings calendar (spec §2 /bookings): day, week and month, in the local's time zone. */
export default function BookingsPage() {
  const { t, i18n } = useTranslation();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const canCreate = hasPermission(granted, actions, "reservations.create");
  const canUpdate = hasPermission(granted, actions, "reservations.update");
  const [params, setParams] = useSearchParams();
  const view: CalendarView = isView(params.get("view")) ? (params.get("view") as CalendarView) : "day";
  const date = isDate(params.get("date")) ? (params.get("date") as string) : todayInLocal();
  const go = (next: { view?: CalendarView; date?: string }) =>
    setParams({ view: next.view ?? view, date: next.date ?? date }, { replace: true });
  const { from, to } = viewRange(view, date);
  const range = useBookingsRange(from, to);
  const [dialog, setDialog] = useState<Dialog | undefined>(undefined);
  const changeStatus = useChangeBookingStatus();
  const cancel = useCancelBooking();

  const bookingActions: BookingActions = {
    onStatus: (booking: Booking, status: BookingStatus) =>
      changeStatus.mutate(
        { ids: [booking.id], status },
        {
          onSuccess: () =>
            notify(t("bookings.actions.changed", { status: t(`bookings.status.${status}`) }), "success"),
        },
      ),
    onSeat: (booking) => setDialog({ kind: "seat", booking }),
    onEdit: (booking) => setDialog({ kind: "form", booking, date: booking.date }),
    onCancel: (booking) => setDialog({ kind: "cancel", booking }),
  };
  const data = { bookings: range.data?.results ?? [], shifts: range.data?.shifts ?? [] };
  const title =
    view === "month"
      ? formatDay(date, i18n.language, { weekday: undefined, day: undefined, month: "long", year: "numeric" })
      : view === "week"
        ? `${formatDay(from, i18n.language)} – ${formatDay(to, i18n.language)}`
        : formatDay(date, i18n.language, { weekday: "long", month: "long", year: "numeric" });

  let body: ReactNode;
  if (range.isPending) body = <LoadingState />;
  else if (range.isError) body = <ErrorState onRetry={() => void range.refetch()} />;
  else if (data.shifts.length === 0 && view !== "month") body = <EmptyState title={t(`${TEXTS}.noShifts`)} />;
  else if (view === "day")
    body = (
      <DayView
        data={data}
        date={date}
        canUpdate={canUpdate}
        actions={bookingActions}
        onNew={(shift) => setDialog({ kind: "form", date, shift })}
      />
    );
  else if (view === "week")
    body = <WeekView data={data} from={from} to={to} onOpenDay={(day) => go({ view: "day", date: day })} />;
  else
    body = (
      <MonthView
        data={data}
        from={from}
        to={to}
        month={date.slice(0, 7)}
        onOpenDay={(day) => go({ view: "day", date: day })}
      />
    );

  return (
    <PageFrame
      section="bookings"
      actions={
        canCreate && (
          <Button
            size="lg"
            leftSection={<IconPlus aria-hidden size={18} />}
            onClick={() => setDialog({ kind: "form", date })}
          >
            {t(`${TEXTS}.new`)}
          </Button>
        )
      }
    >
      <Group justify="space-between" mb="md" wrap="wrap">
        <Group gap="xs">
          <Button
            size="md"
            variant="default"
            aria-label={t(`${TEXTS}.previous`)}
            onClick={() => go({ date: stepDate(view, date, -1) })}
          >
            <IconChevronLeft aria-hidden size={18} />
          </Button>
          <Button size="md" variant="default" onClick={() => go({ date: todayInLocal() })}>
            {t(`${TEXTS}.today`)}
          </Button>
          <Button
            size="md"
            variant="default"
            aria-label={t(`${TEXTS}.next`)}
            onClick={() => go({ date: stepDate(view, date, 1) })}
          >
            <IconChevronRight aria-hidden size={18} />
          </Button>
          <Text fw={700} size="lg" data-testid="calendar-title">
            {title}
          </Text>
        </Group>
        <SegmentedControl
          size="md"
          aria-label={t(`${TEXTS}.viewLabel`)}
          value={view}
          onChange={(value) => isView(value) && go({ view: value })}
          data={VIEWS.map((id) => ({ value: id, label: t(`${TEXTS}.views.${id}`) }))}
        />
      </Group>
      {body}
      {dialog?.kind === "form" && (
        <BookingForm
          key={dialog.booking?.id ?? "new"}
          booking={dialog.booking}
          date={dialog.date}
          shift={dialog.shift}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === "seat" && (
        <SeatDialog booking={dialog.booking} onClose={() => setDialog(undefined)} />
      )}
      {dialog?.kind === "cancel" && (
        <ConfirmDialog
          opened
          isDanger
          title={t("bookings.actions.cancelled")}
          message={t("bookings.actions.cancelConfirm", {
            name: dialog.booking.client_name || t(`${TEXTS}.withoutClient`),
          })}
          confirmLabel={t("bookings.actions.cancelled")}
          isPending={cancel.isPending}
          onConfirm={() => cancel.mutate(dialog.booking.id, { onSuccess: () => setDialog(undefined) })}
          onCancel={() => setDialog(undefined)}
        />
      )}
    </PageFrame>
  );
}
