import type { Booking } from "@comanda/domain";
import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { notify } from "../../../lib/notify";
import { TABLES_PATH, type TableRow, useEntityChoices } from "../../floor/floor-api";
import { newCommandPath } from "../../requests/request-paths";
import { useSeatBooking } from "../bookings-api";

const TEXTS = "bookings.seat";

/** Seat a booking: pick a free table (its reserved one first), then the table's order opens with the guests. */
export function SeatDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tables = useEntityChoices<TableRow>("tables", TABLES_PATH);
  const [table, setTable] = useState<string | null>(booking.table === null ? null : String(booking.table));
  const seat = useSeatBooking();
  const free = (tables.data ?? []).filter((row) => row.status === "available" || row.id === booking.table);

  const submit = async () => {
    if (table === null) return;
    const seated = await seat.mutateAsync({ id: booking.id, table: Number(table) });
    notify(t(`${TEXTS}.done`, { table: seated.table_name ?? table, count: booking.qty_person }), "success");
    onClose();
    navigate(newCommandPath(Number(table), booking.qty_person));
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`${TEXTS}.title`)}
      centered
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack>
        <Select
          size="lg"
          label={t(`${TEXTS}.table`)}
          data={free.map((row) => ({ value: String(row.id), label: row.name }))}
          value={table}
          onChange={setTable}
          searchable
        />
        <Text size="sm" c="dimmed">
          {t(`${TEXTS}.tableHint`, { count: booking.qty_person })}
        </Text>
        <Group justify="flex-end">
          <Button size="lg" variant="default" onClick={onClose}>
            {t("form.cancel")}
          </Button>
          <Button size="lg" disabled={table === null} loading={seat.isPending} onClick={() => void submit()}>
            {t(`${TEXTS}.submit`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
