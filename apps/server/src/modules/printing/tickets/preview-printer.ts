import {
  fallbackPrinterOf,
  PRINTER_COLUMNS,
  TICKET_PREVIEW_COLUMNS,
  type TicketPreviewPrinter,
} from "@comanda/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../platform/db/client";
import { errors } from "../../../platform/errors/app-error";
import { printers } from "../printing.schema";
import { ticketTpvIdOf } from "./plan-job-reads";

export interface PreviewTarget {
  columns: number;
  printer_id: number | null;
  printers: TicketPreviewPrinter[];
}

/**
 * The width a settings tab's sample is drawn at: the chosen printer's, a bare width when
 * the local has no printers, or else the printer that group's tickets usually go to — for
 * client tickets the routing's own choice for the ticket settings' TPV (its till printer,
 * else the first printer that takes no kitchen lines), for kitchen tickets the first printer
 * that takes kitchen lines — falling back to the first printer.
 */
export async function previewTarget(
  db: Db,
  localId: number,
  choice: { printer_id?: number | null | undefined; columns?: number | undefined },
  usual: { group: "ticket"; tpv: string | null } | { group: "ticket_kitchen" },
): Promise<PreviewTarget> {
  const rows = await db
    .select()
    .from(printers)
    .where(and(eq(printers.local_id, localId), isNull(printers.deleted_at)))
    .orderBy(asc(printers.id));
  const list = rows.map((row) => ({
    id: row.id,
    name: row.name,
    columns: PRINTER_COLUMNS[row.printer_width],
  }));
  const answer = (printer: TicketPreviewPrinter | undefined, columns?: number): PreviewTarget => ({
    columns: printer?.columns ?? columns ?? TICKET_PREVIEW_COLUMNS[0]!,
    printer_id: printer?.id ?? null,
    printers: list,
  });
  if (choice.printer_id != null) {
    const chosen = list.find((printer) => printer.id === choice.printer_id);
    // Another local's printer is as unknown as a deleted one.
    if (!chosen) throw errors.field("printer_id", "validation.invalid");
    return answer(chosen);
  }
  if (choice.columns !== undefined) return answer(undefined, choice.columns);
  const usualId =
    usual.group === "ticket"
      ? fallbackPrinterOf({
          printers: rows,
          zones: [],
          zoneId: null,
          tpvId: null,
          ticketTpvId: await ticketTpvIdOf(db, localId, usual.tpv),
          useMainPrinterInTpv: false,
        })
      : rows.find((row) => row.category.length > 0 || row.family !== null)?.id;
  return answer(list.find((printer) => printer.id === usualId) ?? list[0]);
}
