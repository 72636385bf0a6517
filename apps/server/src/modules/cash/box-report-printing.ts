import { CASH_MESSAGES } from "@comanda/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError, errors } from "../../platform/errors/app-error";
import { locals } from "../../platform/tenancy/locals.schema";
import { queueDelivery } from "../printing/print-queue";
import { printers } from "../printing/printing.schema";
import { tillPrinterOf } from "../printing/tickets/print-routing";
import { renderTicket } from "../printing/tickets/render-ticket";
import { buildReportTicket } from "../printing/tickets/report-ticket";
import { ticketFormat } from "../printing/tickets/ticket-format";
import type { SettingsService } from "../settings/settings.service";
import { boxReportSections, cellText } from "./box-report-files";
import type { BoxReportsService, CashActor } from "./box-reports.service";

/**
 * Prints a closing on the till's printer (the one the till is main TPV of, else secondary),
 * or on the printer chosen. It goes through the print queue like any ticket: a printer that
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
  return async function printBoxReport(actor: CashActor, id: number, printerId?: number) {
    const report = await boxReports.get(actor.localId, id);
    const [global, ticket, livePrinters, [local]] = await Promise.all([
      settings.get(actor.localId, "global"),
      settings.get(actor.localId, "ticket"),
      db
        .select()
        .from(printers)
        .where(and(eq(printers.local_id, actor.localId), isNull(printers.deleted_at)))
        .orderBy(asc(printers.id)),
      db.select({ name: locals.name }).from(locals).where(eq(locals.id, actor.localId)),
    ]);
    if (!ticket.use_printer) throw new AppError(400, CASH_MESSAGES.printingOff);
    const printer =
      printerId === undefined
        ? tillPrinterOf(livePrinters, actor.tpvId)
        : livePrinters.find((candidate) => candidate.id === printerId);
    if (!printer) {
      if (printerId !== undefined) throw errors.field("printer", CASH_MESSAGES.noPrinter);
      throw new AppError(400, CASH_MESSAGES.noPrinter);
    }
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
    return { id: deliveryId, printer: printer.id, printer_name: printer.name };
  };
}
export type PrintBoxReport = ReturnType<typeof createBoxReportPrinting>;
