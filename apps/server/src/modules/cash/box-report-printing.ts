import { CASH_MESSAGES, tillPrinterOf } from "@comanda/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError, errors } from "../../platform/errors/app-error";
import { locals } from "../../platform/tenancy/locals.schema";
import { queueDelivery } from "../printing/print-queue";
import { printDeliveries, printers } from "../printing/printing.schema";
import { renderTicket } from "../printing/tickets/render-ticket";
import { buildReportTicket } from "../printing/tickets/report-ticket";
import { ticketFormat } from "../printing/tickets/ticket-format";
import type { SettingsService } from "../settings/settings.service";
import { boxReportSections, cellText } from "./box-report-files";
import type { BoxReportsService, CashActor } from "./box-reports.service";

/**
 * Prints a closing on the till's printer (see tillPrinterOf), or on the printer chosen. It goes through the print queue like any ticket: a printer that
 * is off prints it when it comes back, and it can be printed again from the queue.
 */
export function createBoxReportPrinting({
  db,
  settings,
  boxReports,
}: {
  db: Db;
  settings: SettingsService;
  boxReports: BoxReportsService;
}) {
  /**
   * Queues the report on its printer; answers why not when it cannot (`printing_off`,
   * `no_printer`). A report printed before comes out marked as a reprint.
   */
  async function queue(actor: CashActor, id: number, printerId?: number) {
    const report = await boxReports.get(actor.localId, id);
    const [global, ticket, livePrinters, [local], [printedBefore]] = await Promise.all([
      settings.get(actor.localId, "global"),
      settings.get(actor.localId, "ticket"),
      db
        .select()
        .from(printers)
        .where(and(eq(printers.local_id, actor.localId), isNull(printers.deleted_at)))
        .orderBy(asc(printers.id)),
      db.select({ name: locals.name }).from(locals).where(eq(locals.id, actor.localId)),
      db
        .select({ id: printDeliveries.id })
        .from(printDeliveries)
        .where(and(eq(printDeliveries.local_id, actor.localId), eq(printDeliveries.box_report_id, id)))
        .limit(1),
    ]);
    if (!ticket.use_printer) return { refused: CASH_MESSAGES.printingOff } as const;
    const printer =
      printerId === undefined
        ? tillPrinterOf(livePrinters, actor.tpvId)
        : livePrinters.find((candidate) => candidate.id === printerId);
    if (!printer) return { refused: CASH_MESSAGES.noPrinter } as const;
    const format = ticketFormat({
      language: global.language,
      timezone: global.timezone,
      currency: global.currency,
    });
    const document = buildReportTicket({
      heading: ticket.heading || (local?.name ?? ""),
      sections: boxReportSections(report, format.language, global.timezone).map((section) => ({
        title: section.title,
        rows: section.rows.map(([label, value]) => [label, cellText(value, format.money)] as const),
      })),
      printedAt: new Date(),
      isReprint: printedBefore !== undefined,
      format,
    });
    const rendered = await renderTicket(document, printer.printer_width);
    const deliveryId = await queueDelivery(db, {
      local_id: actor.localId,
      printer_id: printer.id,
      ...rendered,
      document,
      copies: 1,
      box_report_id: report.id,
    });
    return { printed: { id: deliveryId, printer: printer.id, printer_name: printer.name } } as const;
  }

  return {
    /** The Print button: on the till's printer or the one chosen, or a message saying why not. */
    async print(actor: CashActor, id: number, printerId?: number) {
      const outcome = await queue(actor, id, printerId);
      if ("printed" in outcome) return outcome.printed;
      if (outcome.refused === CASH_MESSAGES.noPrinter && printerId !== undefined)
        throw errors.field("printer", CASH_MESSAGES.noPrinter);
      throw new AppError(400, outcome.refused);
    },

    /**
     * A closing prints itself on the till's printer, as a Z does on a cash register; a till
     * without one (or printing turned off) just has the report on screen.
     */
    async printClosing(actor: CashActor, id: number) {
      const outcome = await queue(actor, id);
      return "printed" in outcome ? outcome.printed : null;
    },
  };
}
export type BoxReportPrinting = ReturnType<typeof createBoxReportPrinting>;
