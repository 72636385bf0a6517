import type { InvoiceRecipient } from "@comanda/domain";
import type { Db } from "../../platform/db/client";
import { invoiceRecipients } from "./fiscal.schema";

/** Keeps who a full invoice is made out to, address included, for printing it again. */
export async function saveRecipient(tx: Db, localId: number, recordId: number, recipient: InvoiceRecipient) {
  await tx.insert(invoiceRecipients).values({
    record_id: recordId,
    local_id: localId,
    legal_name: recipient.legal_name,
    tax_number: recipient.tax_number,
    address: recipient.address ?? null,
    zip: recipient.zip ?? null,
  });
}
