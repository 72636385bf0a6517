import { hasPermission } from "@comanda/domain";
import { Alert, Anchor } from "@mantine/core";
import { IconPrinterOff } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePermissions } from "../../../app/permissions";
import { usePrinterStatuses } from "../print-queue-api";
import { reasonText } from "./PrinterStatusList";
import { playPrinterAlarm } from "./printer-alarm";

export const PRINT_QUEUE_PATH = "/printers/queue";

/**
 * The tills' warning that tickets are not coming out: a printer has tickets that failed and are
 * still waiting for it (a printer off line with work to do always has one).
 * Realtime marks it stale at once; the slow poll covers a till that missed the message.
 * A printer newly in trouble rings the till, and the title says why (out of paper, no answer).
 */
export function PrintQueueAlert() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const canView =
    permissions.data !== undefined &&
    hasPermission(permissions.data.permissions ?? {}, permissions.data.actions ?? [], "orders.view");
  const printers = usePrinterStatuses({ refetchInterval: 30_000, enabled: canView });
  // An off-line printer with nothing waiting is not known to be off now: only its failures count.
  const troubled = (printers.data?.results ?? []).filter((printer) => printer.failed > 0);
  const troubledIds = troubled.map((printer) => printer.id).join(",");
  const rung = useRef<ReadonlySet<number>>(new Set());
  useEffect(() => {
    const now = new Set(troubledIds === "" ? [] : troubledIds.split(",").map(Number));
    if ([...now].some((id) => !rung.current.has(id))) playPrinterAlarm();
    rung.current = now;
  }, [troubledIds]);
  if (troubled.length === 0) return null;
  const failed = troubled.reduce((sum, printer) => sum + printer.failed, 0);
  return (
    <Alert
      color="red"
      variant="light"
      mb="md"
      icon={<IconPrinterOff aria-hidden size={20} />}
      title={t("printing.queue.alertTitle", {
        printers: troubled
          .map((printer) =>
            printer.last_error ? `${printer.name} (${reasonText(t, printer.last_error)})` : printer.name,
          )
          .join(", "),
      })}
    >
      {t("printing.queue.alertText", { count: failed })}{" "}
      <Anchor component={Link} to={PRINT_QUEUE_PATH} c="red.9" fw={600}>
        {t("printing.queue.alertLink")}
      </Anchor>
    </Alert>
  );
}
