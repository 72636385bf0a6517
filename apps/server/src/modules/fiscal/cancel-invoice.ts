import {
  comandaSistemaInformatico,
  FISCAL_MESSAGES,
  type InvoiceStatus,
  type VerifactuRegistroAnulacionInput,
  verifactuTimestampIn,
} from "@comanda/domain";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import type { InvoiceRecordRow } from "./fiscal.schema";
import { findFiscalConfig } from "./fiscal-config";
import { appendToChain } from "./invoice-chain";
import { hasSuccessor, lockRecord } from "./record-lock";
import { sealAnulacion } from "./seal-record";

/**
 * A registro de anulación (notes §1.2): the legal path for an invoice that should never have
 * existed (issued by mistake and never handed over), as opposed to a refund, which is an R5. It
 * names the invoice it cancels and is chained like any record; `SinRegistroPrevio` says the agency
 * never registered the original (it was refused), `RechazoPrevio` that this anulación is sent
 * again after a refusal. Once per invoice.
 */
export async function cancelInvoice(
  db: Db,
  localId: number,
  recordId: number,
  now: Date,
  timezone: string,
  version: string,
): Promise<InvoiceRecordRow> {
  return db.transaction(async (tx) => {
    // Two managers cancelling at once: the second waits here, then finds the first's anulación.
    const { record: original, submission } = await lockRecord(tx, localId, recordId);
    if (original.kind !== "alta" || (await hasSuccessor(tx, localId, original.id)))
      throw new AppError(400, FISCAL_MESSAGES.cancelNotAllowed);
    const config = await findFiscalConfig(tx, localId);
    if (!config) throw new AppError(400, FISCAL_MESSAGES.notConfigured);
    const neverRegistered = (submission.status as InvoiceStatus) === "invalid";
    const generatedAt = verifactuTimestampIn(now, timezone);
    return appendToChain(tx, localId, original.issuer_nif, (link) => {
      const draft: Omit<VerifactuRegistroAnulacionInput, "Huella"> = {
        IDFactura: {
          IDEmisorFacturaAnulada: original.issuer_nif,
          NumSerieFacturaAnulada: original.num_serie,
          FechaExpedicionFacturaAnulada: original.issued_on,
        },
        ...(neverRegistered ? { SinRegistroPrevio: "S" as const } : {}),
        Encadenamiento: link,
        SistemaInformatico: comandaSistemaInformatico({ version, numeroInstalacion: config.name }),
        FechaHoraHusoGenRegistro: generatedAt,
        TipoHuella: "01",
      };
      return {
        kind: "anulacion",
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
        ...sealAnulacion(draft),
        corrects_id: original.id,
      };
    });
  });
}
