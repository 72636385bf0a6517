import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { invoiceRecipients, invoiceRecords } from "./fiscal.schema";
import { findFiscalConfig } from "./fiscal-config";
import { recordQrUrl } from "./invoice-views";
import { latestAltaOf } from "./latest-alta";

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * What a ticket prints for its invoice (notes §1.4): the AEAT verification URL as a QR, with
 * fiskaly's wording around it ("QR tributario:" above, the "VERI*FACTU" legend below). A full
 * invoice that replaced the ticket (F3) also names itself, the ticket it replaces and the client.
 * Null for an order without an invoice (fiscal issuing off, closed without payment).
 */
export async function ticketFiscalMark(db: Db, localId: number, requestId: number, t: Translate) {
  const record = await latestAltaOf(db, localId, requestId);
  if (!record) return null;
  const environment = (await findFiscalConfig(db, localId))?.environment ?? "test";
  const above: string[] = [];
  if (record.invoice_type !== "F2") {
    const [recipient] = await db
      .select()
      .from(invoiceRecipients)
      .where(eq(invoiceRecipients.record_id, record.id));
    const [replaced] = record.corrects_id
      ? await db
          .select({ num_serie: invoiceRecords.num_serie })
          .from(invoiceRecords)
          .where(eq(invoiceRecords.id, record.corrects_id))
      : [];
    above.push(t("tickets.full_invoice", { num_serie: record.num_serie }));
    if (replaced) above.push(t("tickets.replaces", { num_serie: replaced.num_serie }));
    if (recipient) {
      above.push(t("tickets.recipient", { name: recipient.legal_name }));
      above.push(t("tickets.recipient_tax_id", { tax_number: recipient.tax_number }));
      const place = [recipient.address, recipient.zip].filter(Boolean).join(", ");
      if (place) above.push(place);
    }
    above.push("");
  }
  above.push("QR tributario:");
  return { qr: recordQrUrl(record, environment), above, below: ["VERI*FACTU"], num_serie: record.num_serie };
}
