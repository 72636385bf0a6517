import type { Db } from "../../platform/db/client";
import { findFiscalConfig } from "./fiscal-config";
import { recordQrUrl } from "./invoice-views";
import { latestAltaOf } from "./latest-alta";

/**
 * What a ticket prints for its invoice (notes §1.4): the AEAT verification URL as a QR, with
 * fiskaly's wording around it ("QR tributario:" above, the "VERI*FACTU" legend below). Null for
 * an order without an invoice (fiscal issuing off, closed without payment).
 */
export async function ticketFiscalMark(db: Db, localId: number, requestId: number) {
  const record = await latestAltaOf(db, localId, requestId);
  if (!record) return null;
  const environment = (await findFiscalConfig(db, localId))?.environment ?? "test";
  return {
    qr: recordQrUrl(record, environment),
    above: ["QR tributario:"],
    below: ["VERI*FACTU"],
    num_serie: record.num_serie,
  };
}
