import { and, desc, eq, notLike, type SQL } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { type InvoiceRecordRow, invoiceRecords } from "./fiscal.schema";

async function latestAlta(
  tx: Db,
  localId: number,
  ...conditions: SQL[]
): Promise<InvoiceRecordRow | undefined> {
  const [record] = await tx
    .select()
    .from(invoiceRecords)
    .where(and(eq(invoiceRecords.local_id, localId), eq(invoiceRecords.kind, "alta"), ...conditions))
    .orderBy(desc(invoiceRecords.id))
    .limit(1);
  return record;
}

/** The registro de alta that stands for an order's invoice now: the last one made for it (a Subsanación replaces the first). */
export function latestAltaOf(tx: Db, localId: number, requestId: number) {
  // A rectification (R5) is a document of its own, not the ticket's invoice.
  return latestAlta(
    tx,
    localId,
    eq(invoiceRecords.request_id, requestId),
    notLike(invoiceRecords.invoice_type, "R%"),
  );
}

/** The invoice of a taking of the cash module (economic subscription), if it has one. */
export function latestTakingInvoice(tx: Db, localId: number, takingId: number) {
  return latestAlta(tx, localId, eq(invoiceRecords.economic_subscription_id, takingId));
}
