import type { PrintDelivery, PrinterStatus } from "@comanda/domain";
import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify";
import { useMoveDelivery } from "../print-queue-api";

/** Sends a ticket that did not print to another printer, chosen among the local's others. */
export function MoveDeliveryDialog({
  delivery,
  printers,
  onClose,
}: {
  delivery: PrintDelivery;
  printers: PrinterStatus[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const move = useMoveDelivery();
  const [printer, setPrinter] = useState<string | null>(null);
  const choices = printers
    .filter((candidate) => candidate.id !== delivery.printer)
    .map((candidate) => ({ value: String(candidate.id), label: candidate.name }));

  async function handleMove() {
    if (printer === null) return;
    const moved = await move.mutateAsync({ id: delivery.id, printer: Number(printer) });
    notify(t("printing.queue.moved", { printer: moved.printer_name }), "success");
    onClose();
  }

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ "aria-label": t("printing.queue.close") }}
      title={t("printing.queue.moveTitle", { id: delivery.id })}
    >
      <Stack>
        <Text>{t("printing.queue.moveText", { printer: delivery.printer_name })}</Text>
        <Select
          label={t("printing.queue.moveTo")}
          data={choices}
          value={printer}
          onChange={setPrinter}
          size="lg"
          allowDeselect={false}
        />
        <Group justify="flex-end">
          <Button variant="default" size="lg" onClick={onClose}>
            {t("printing.queue.cancel")}
          </Button>
          <Button
            size="lg"
            disabled={printer === null}
            loading={move.isPending}
            onClick={() => void handleMove()}
          >
            {t("printing.queue.move")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
