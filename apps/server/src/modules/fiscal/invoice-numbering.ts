import type { VerifactuInvoiceType } from "@comanda/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { invoiceSeries } from "./fiscal.schema";

/**
 * One series per till and year, and per kind of invoice: tickets (F2) `T<till>-<year>`, full
 * invoices (F1, F3) `F<till>-<year>`, rectifications (R5) `R<till>-<year>`, as the invoicing rules
 * ask rectifications and full invoices to run in series of their own. Orders taken without a
 * till (the customer side, a manager's browser) use till 0. The number is six digits, so a
 * NumSerieFactura reads `T2-2026-000123`: ASCII only, well inside the 60 characters allowed.
 */
export function invoiceSeriesName(type: VerifactuInvoiceType, tpvId: number | null, year: number): string {
  const prefix = type === "F2" ? "T" : type.startsWith("R") ? "R" : "F";
  return `${prefix}${tpvId ?? 0}-${year}`;
}

export function invoiceNumSerie(series: string, number: number): string {
  return `${series}-${String(number).padStart(6, "0")}`;
}

/**
 * The next number of a series. Gap-free: the counter's row lock orders concurrent closings of the
 * same till, and a rolled-back closing gives its number back with everything else it wrote.
 */
export async function nextInvoiceNumber(tx: Db, localId: number, series: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ local_id: localId, series, last_number: 1 })
    .onConflictDoUpdate({
      target: [invoiceSeries.local_id, invoiceSeries.series],
      set: { last_number: sql`${invoiceSeries.last_number} + 1` },
    })
    .returning({ last_number: invoiceSeries.last_number });
  return row!.last_number;
}
