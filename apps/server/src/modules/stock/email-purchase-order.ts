import { STOCK_MESSAGES } from "@comanda/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import { enqueueMail } from "../../platform/mail/outbox";
import {
  type PurchaseOrderDocument,
  purchaseOrderFilename,
  renderPurchaseOrderPdf,
} from "./purchase-order-document";
import { purchaseOrders } from "./stock.schema";

/**
 * Sends a purchase order to its provider through the mail outbox (in the transaction that
 * marks it e-mailed), its PDF attached. A provider without an e-mail cannot receive one
 * (spec §5 Providers).
 */
export async function emailPurchaseOrder(
  db: Db,
  localId: number,
  document: PurchaseOrderDocument & { orderId: number },
) {
  const to = document.provider.email;
  if (!to) throw errors.field("provider_uuid", STOCK_MESSAGES.providerWithoutEmail);
  const pdf = await renderPurchaseOrderPdf(document);
  return db.transaction(async (tx) => {
    const mail = await enqueueMail(tx, {
      local_id: localId,
      to,
      subject: document.title,
      text: `${document.title}\n\n${document.lines.join("\n")}\n`,
      attachments: [
        { filename: purchaseOrderFilename(document), content_type: "application/pdf", content: pdf },
      ],
    });
    await tx
      .update(purchaseOrders)
      .set({ emailed_at: new Date() })
      .where(eq(purchaseOrders.id, document.orderId));
    return { mail, to };
  });
}
