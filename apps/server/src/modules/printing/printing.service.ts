import { drawerKickBytes, PRINTING_MESSAGES, type PrinterCheck } from "@comanda/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError, errors } from "../../platform/errors/app-error";
import { recordDrawerOpening } from "./cash-drawer";
import { checkPrinter, PrinterUnreachable, sendToPrinter } from "./printer-connection";
import { cashiers, printers } from "./printing.schema";

export function createPrintingService({ db }: { db: Db }) {
  async function printerOf(localId: number, id: number) {
    const [printer] = await db
      .select()
      .from(printers)
      .where(and(eq(printers.local_id, localId), eq(printers.id, id), isNull(printers.deleted_at)));
    if (!printer) throw errors.notFound();
    return printer;
  }

  return {
    /** A virtual printer is never connected to: it answers unreachable, reason "virtual". */
    async check(localId: number, id: number): Promise<PrinterCheck> {
      const printer = await printerOf(localId, id);
      if (printer.connection === "virtual" || !printer.host) {
        return { reachable: false, elapsed_ms: 0, reason: "virtual" };
      }
      return checkPrinter(printer.host, printer.port, printer.status_check);
    },

    async cashier(localId: number, id: number) {
      const [cashier] = await db
        .select()
        .from(cashiers)
        .where(and(eq(cashiers.local_id, localId), eq(cashiers.id, id), isNull(cashiers.deleted_at)));
      if (!cashier) throw errors.notFound();
      return cashier;
    },

    /**
     * Sends the drawer kick through the cashier's printer. `describeReason` words a failure's
     * reason in the caller's language for the error's message.
     */
    async openDrawer(
      localId: number,
      cashier: { id: number; printer: number; port: number; pulse: number },
      describeReason: (reason: string) => string,
    ) {
      const printer = await printerOf(localId, cashier.printer);
      if (printer.connection === "virtual" || !printer.host) {
        throw new AppError(400, PRINTING_MESSAGES.virtualPrinter);
      }
      const bytes = drawerKickBytes(cashier.port === 1 ? 1 : 0, cashier.pulse);
      try {
        await sendToPrinter(printer.host, printer.port, bytes);
      } catch (error) {
        if (!(error instanceof PrinterUnreachable)) throw error;
        // 400, not 502: the spec's error catalogue (§8) knows 400..503 without 502, and a 400's
        // message reaches the person at the till as it is.
        throw new AppError(400, PRINTING_MESSAGES.unreachable, {
          host: printer.host,
          port: printer.port,
          reason: describeReason(error.reason),
        });
      }
      return { id: cashier.id, printer: printer.id, sent: [...bytes] };
    },

    /** An opening by the button, with no sale: who, when, which drawer and till (box report). */
    async recordNoSale(
      localId: number,
      cashier: typeof cashiers.$inferSelect,
      by: { userId: number; tpvId: number | null },
    ) {
      return recordDrawerOpening(db, cashier, { localId, reason: "no_sale", ...by });
    },
  };
}
export type PrintingService = ReturnType<typeof createPrintingService>;
