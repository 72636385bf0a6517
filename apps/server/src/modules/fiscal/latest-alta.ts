import { and, desc, eq, notLike } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { type InvoiceRecordRow, invoiceRecords } from "./fiscal.schema";

/** The registro de alta that stands for an order's invoice now: the last one made for it (a Subsanación replaces the first). */
export async function latestAltaOf(
  tx: Db,
  localId: number,
  requestId: number,
): Promise<InvoiceRecordRow | undefined> {
  const [record] = await tx
    .select()
    .from(invoiceRecords)
    .where(
      and(
        eq(invoiceRecords.local_id, localId),
        eq(invoiceRecords.request_id, requestId),
        eq(invoiceRecords.kind, "alta"),
        // A rectification (R5) is a document of its own, not the ticket's invoice.
        notLike(invoiceRecords.invoice_type, "R%"),
      ),
    )
    .orderBy(desc(invoiceRecords.id))
    .limit(1);
  return record;
}

/** The invoice of a taking of the cash module (economic subscription), if it has one. */
export async function latestTakingInvoice(
  tx: Db,
  localId: number,
  takingId: number,
): Promise<InvoiceRecordRow | undefined> {
  const [record] = await tx
    .select()
    .from(invoiceRecords)
    .where(
      and(
        eq(invoiceRecords.local_id, localId),
        eq(invoiceRecords.economic_subscription_id, takingId),
        eq(invoiceRecords.kind, "alta"),
      ),
    )
    .orderBy(desc(invoiceRecords.id))
    .limit(1);
  return record;
}
