import {
  FISCAL_MESSAGES,
  type InvoiceStatus,
  REMEDIABLE_STATUSES,
  type VerifactuRegistroAlta,
  verifactuTimestampIn,
} from "@comanda/domain";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import type { InvoiceRecordRow } from "./fiscal.schema";
import { findFiscalConfig } from "./fiscal-config";
import { appendToChain } from "./invoice-chain";
import { hasSuccessor, lockRecord } from "./record-lock";
import { sealAlta } from "./seal-record";

/**
 * A corrected re-send of a registro de alta the agency rejected or accepted with errors
 * (Subsanación, issue 25 point 5): the same invoice (IDFactura), made again with today's issuer
 * data, chained as a new record; `RechazoPrevio` says whether the agency had rejected it. The
 * rejected record stays as it was: records are never changed.
 */
export async function remedyInvoice(
  db: Db,
  localId: number,
  recordId: number,
  now: Date,
  timezone: string,
): Promise<InvoiceRecordRow> {
  return db.transaction(async (tx) => {
    const { record: original, submission } = await lockRecord(tx, localId, recordId);
    const status = submission.status as InvoiceStatus;
    // Once remedied, the newer record carries the invoice: remedying the old one again would fork it.
    if (
      original.kind !== "alta" ||
      !REMEDIABLE_STATUSES.includes(status) ||
      (await hasSuccessor(tx, localId, original.id))
    )
      throw new AppError(400, FISCAL_MESSAGES.remedyNotAllowed);
    const config = await findFiscalConfig(tx, localId);
    if (!config) throw new AppError(400, FISCAL_MESSAGES.notConfigured);
    const before = original.content as VerifactuRegistroAlta;
    const generatedAt = verifactuTimestampIn(now, timezone);
    return appendToChain(tx, localId, original.issuer_nif, (link) => {
      const { Huella: _previous, ...rest } = before;
      const draft = {
        ...rest,
        NombreRazonEmisor: config.legal_name,
        Subsanacion: "S" as const,
        RechazoPrevio: status === "invalid" ? ("S" as const) : undefined,
        Encadenamiento: link,
        FechaHoraHusoGenRegistro: generatedAt,
      };
      return {
        kind: "alta",
        invoice_type: original.invoice_type,
        request_id: original.request_id,
        tpv_id: original.tpv_id,
        series: original.series,
        number: original.number,
        num_serie: original.num_serie,
        issued_on: original.issued_on,
        total_cents: original.total_cents,
        tax_total_cents: original.tax_total_cents,
        generated_at: generatedAt,
        ...sealAlta(draft),
        corrects_id: original.id,
      };
    });
  });
}
