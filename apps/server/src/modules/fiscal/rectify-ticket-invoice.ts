import {
  comandaSistemaInformatico,
  type VerifactuRegistroAlta,
  type VerifactuRegistroAltaInput,
  verifactuAmount,
  verifactuAmountCents,
  verifactuDateIn,
  verifactuTimestampIn,
} from "@comanda/domain";
import type { Db } from "../../platform/db/client";
import type { FiscalConfigRow, InvoiceRecordRow } from "./fiscal.schema";
import { appendToChain } from "./invoice-chain";
import { invoiceNumSerie, invoiceSeriesName, nextInvoiceNumber } from "./invoice-numbering";
import { sealAlta } from "./seal-record";

export interface RectificationInput {
  config: FiscalConfigRow;
  localId: number;
  tpvId: number | null;
  /** The invoice being cancelled as a whole (the order's latest F2, F1 or F3 alta). */
  original: InvoiceRecordRow;
  now: Date;
  timezone: string;
  version: string;
}

const negated = (amount: string) => verifactuAmount(-verifactuAmountCents(amount));

/**
 * An invoiced ticket annulled after closing (the order invalidated): a rectifying invoice R5 "por
 * diferencias" that takes back all of it, every base and tax with the opposite sign, numbered in
 * the till's rectification series and chained. A refund is a rectification, not an anulación
 * (notes §1.2): the ticket was issued and handed over, so its record must stay.
 */
export async function rectifyTicketInvoice(tx: Db, input: RectificationInput): Promise<InvoiceRecordRow> {
  const { config, original, now, timezone } = input;
  const before = original.content as VerifactuRegistroAlta;
  const issuedOn = verifactuDateIn(now, timezone);
  const series = invoiceSeriesName("R5", input.tpvId, Number(issuedOn.slice(6)));
  const number = await nextInvoiceNumber(tx, input.localId, series);
  const numSerie = invoiceNumSerie(series, number);
  const generatedAt = verifactuTimestampIn(now, timezone);
  return appendToChain(tx, input.localId, original.issuer_nif, (link) => {
    const draft: Omit<VerifactuRegistroAltaInput, "Huella"> = {
      IDFactura: {
        IDEmisorFactura: original.issuer_nif,
        NumSerieFactura: numSerie,
        FechaExpedicionFactura: issuedOn,
      },
      NombreRazonEmisor: config.legal_name,
      TipoFactura: "R5",
      TipoRectificativa: "I",
      FacturasRectificadas: [before.IDFactura],
      DescripcionOperacion: `Anulación del ticket ${original.num_serie}`,
      Desglose: before.Desglose.map((line) => ({
        ...line,
        BaseImponibleOimporteNoSujeto: negated(line.BaseImponibleOimporteNoSujeto),
        CuotaRepercutida: negated(line.CuotaRepercutida),
      })),
      CuotaTotal: negated(before.CuotaTotal),
      ImporteTotal: negated(before.ImporteTotal),
      Encadenamiento: link,
      SistemaInformatico: comandaSistemaInformatico({
        version: input.version,
        numeroInstalacion: config.name,
      }),
      FechaHoraHusoGenRegistro: generatedAt,
      TipoHuella: "01",
    };
    return {
      kind: "alta",
      invoice_type: "R5",
      request_id: original.request_id,
      tpv_id: input.tpvId,
      series,
      number,
      num_serie: numSerie,
      issued_on: issuedOn,
      total_cents: -original.total_cents,
      tax_total_cents: -original.tax_total_cents,
      generated_at: generatedAt,
      ...sealAlta(draft),
      corrects_id: original.id,
    };
  });
}
