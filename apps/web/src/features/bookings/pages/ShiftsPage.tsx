import { hasPermission } from "@comanda/domain";
import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../app/PageFrame";
import { usePermissions } from "../../../app/permissions";
import { EditButton } from "../../../ui/list/EditButton";
import { type ListColumn, ListView } from "../../../ui/list/ListView";
import { useEntityList } from "../../../ui/list/useEntityList";
import type { ServiceShift } from "../bookings-api";
import { ClosedDaysPanel } from "../components/ClosedDaysPanel";
import { ShiftForm } from "../components/ShiftForm";

const TEXTS = "bookings.shifts";

/** Shifts (spec §2 /shifts/list): service hours with their capacity in covers, and days closed to bookings. */
export default function ShiftsPage() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const canUpdate = hasPermission(granted, actions, "shifts.update");
  // undefined: closed; null: a new one; a shift: editing it.
  const [editing, setEditing] = useState<ServiceShift | null | undefined>(undefined);
  const list = useEntityList<ServiceShift>({
    collection: "shifts",
    restoreBody: (shift) => ({ id: shift.id }),
  });
  const hours = (shift: ServiceShift) => `${shift.start_at}–${shift.end_at}`;

  const columns: ListColumn<ServiceShift>[] = [
    { key: "time", label: t(`${TEXTS}.columns.time`), render: hours },
    {
      key: "covers",
      label: t(`${TEXTS}.columns.covers`),
      render: (shift) =>
        shift.covers === null ? t(`${TEXTS}.noBookings`) : t(`${TEXTS}.coversValue`, { count: shift.covers }),
    },
    {
      key: "orders",
      label: t(`${TEXTS}.columns.orders`),
      render: (shift) => shift.order_per_shift ?? t(`${TEXTS}.noLimit`),
    },
    {
      key: "closed",
      label: t(`${TEXTS}.columns.closed`),
      render: (shift) => shift.days_closed.map((day) => t(`${TEXTS}.days.${day}`)).join(", "),
    },
  ];
  if (!list.isDeletedView && canUpdate) {
    columns.push({
      key: "actions",
      label: t(`${TEXTS}.columns.actions`),
      render: (shift) => (
        <EditButton name={t(`${TEXTS}.rowName`, { time: hours(shift) })} onClick={() => setEditing(shift)} />
      ),
    });
  }

  return (
    <PageFrame
      section="shifts"
      actions={
        hasPermission(granted, actions, "shifts.create") && (
          <Button size="lg" leftSection={<IconPlus aria-hidden size={18} />} onClick={() => setEditing(null)}>
            {t(`${TEXTS}.new`)}
          </Button>
        )
      }
    >
      <ListView
        list={list}
        columns={columns}
        rowName={(shift) => t(`${TEXTS}.rowName`, { time: hours(shift) })}
        emptyTitle={t(`${TEXTS}.empty`)}
        canDelete={hasPermission(granted, actions, "shifts.delete")}
        canRestore={canUpdate}
      />
      <ClosedDaysPanel canUpdate={canUpdate} />
      {editing !== undefined && (
        <ShiftForm
          key={editing?.id ?? "new"}
          shift={editing ?? undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
    </PageFrame>
  );
}
