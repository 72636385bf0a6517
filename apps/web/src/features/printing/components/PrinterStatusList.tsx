import type { PrinterState, PrinterStatus } from "@comanda/domain";
import { Card, Group, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocalClock } from "../use-local-clock";

const STATE_COLOURS: Record<PrinterState, string> = {
  online: "teal.9",
  offline: "red.9",
  unknown: "gray.8",
  virtual: "blue.9",
};

/**
 * One card per printer: whether its last ticket went through, why not and since when, and
 * what waits for it.
 */
export function PrinterStatusList({ printers }: { printers: PrinterStatus[] }) {
  const { t } = useTranslation();
  const clock = useLocalClock();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
      {printers.map((printer) => (
        <Card key={printer.id} withBorder padding="sm" role="group" aria-label={printer.name}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{printer.name}</Text>
            <Text span fw={700} c={STATE_COLOURS[printer.state]}>
              {t(`printing.queue.states.${printer.state}`)}
              {printer.state !== "virtual" &&
                printer.since &&
                ` · ${t("printing.queue.since", { time: clock(printer.since) })}`}
            </Text>
          </Group>
          <Text size="sm">
            {t("printing.queue.waiting", { pending: printer.pending, failed: printer.failed })}
          </Text>
          {printer.state === "offline" && printer.last_error && (
            <Text size="sm" c="red.9">
              {t("printing.queue.lastError", { reason: reasonText(t, printer.last_error) })}
            </Text>
          )}
          {printer.connection === "network" && !printer.status_check && (
            <Text size="sm">{t("printing.queue.noStatusPrinter")}</Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** A send's failure in words: the known reasons are translated, a system code is shown as it is. */
export function reasonText(t: (key: string) => string, reason: string): string {
  const key = `printing.queue.reasons.${reason}`;
  const text = t(key);
  return text === key ? reason : text;
}
