import {
  comandaSistemaInformatico,
  FISCAL_MESSAGES,
  type InvoiceRecipient,
  type VatRateTotals,
  type VerifactuDetalleDesglose,
  type VerifactuRegistroAltaInput,
  verifactuAmount,
  verifactuDateIn,
  verifactuTimestampIn,
} from "@comanda/domain";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import type { FiscalConfigRow, InvoiceRecordRow } from "./fiscal.schema";
import { appendToChain } from "./invoice-chain";
import { invoiceNumSerie, invoiceSeriesName, nextInvoiceNumber } from "./invoice-numbering";
import { saveRecipient } from "./invoice-recipient";
import { sealAlta } from "./seal-record";

const F2_LIMIT_CENTS = 300_000;

/** What the AEAT reads as the operation: every ticket of a restaurant is the same service. */
export const RESTAURANT_OPERATION = "Servicio de restauración";

export interface TicketInvoiceInput {
  config: FiscalConfigRow;
  localId: number;
  tpvId: number | null;
  /** What is invoiced: a closed order, or a taking of the cash module (economic subscription). */
  requestId: number | null;
  economicSubscriptionId?: number;
  /** What the AEAT reads as the operation; a restaurant's service by default. */
  description?: string;
  /** The order's VAT breakdown (domain orderTotals().vat): the tip is not part of it. */
  vat: readonly VatRateTotals[];
  totalCents: number;
  /** The client's tax data: a full invoice (F1) instead of a ticket (F2). */
  recipient?: InvoiceRecipient;
  now: Date;
  timezone: string;
  version: string;
}

/** One DetalleDesglose per VAT rate; a restaurant's sales are IVA, general regime, subject (S1). */
export function breakdownOf(vat: readonly VatRateTotals[]): VerifactuDetalleDesglose[] {
  return vat
    .filter((rate) => rate.totalCents !== 0)
    .map((rate) => ({
      Impuesto: "01",
      ClaveRegimen: "01",
      CalificacionOperacion: "S1",
      TipoImpositivo: rate.ivaPercent.toFixed(2),
      BaseImponibleOimporteNoSujeto: verifactuAmount(rate.baseCents),
      CuotaRepercutida: verifactuAmount(rate.taxCents),
    }));
}

/**
 * The registro de alta of a closed order's invoice, numbered in its till's series and chained, in
 * the closing's transaction: the order is closed if and only if its invoice exists. A simplified
 * invoice (F2), or a full one (F1) when the client gave tax data.
 */
export async function issueTicketInvoice(tx: Db, input: TicketInvoiceInput): Promise<InvoiceRecordRow> {
  const { config, now, timezone } = input;
  const issuedOn = verifactuDateIn(now, timezone);
  const { recipient } = input;
  const type = recipient ? "F1" : "F2";
  // RD 1619/2012 art. 4: a simplified invoice only up to 3,000 €; above it the client's tax data
  // are needed, asked for before anything is written (the closing is refused, nothing changes).
  if (type === "F2" && input.totalCents > F2_LIMIT_CENTS) throw new AppError(400, FISCAL_MESSAGES.f2Limit);
  const series = invoiceSeriesName(type, input.tpvId, Number(issuedOn.slice(6)));
  const number = await nextInvoiceNumber(tx, input.localId, series);
  const numSerie = invoiceNumSerie(series, number);
  const desglose = breakdownOf(input.vat);
  const taxCents = input.vat.reduce((sum, rate) => sum + rate.taxCents, 0);
  const generatedAt = verifactuTimestampIn(now, timezone);
  const record = await appendToChain(tx, input.localId, config.tax_number, (link) => {
    const draft: Omit<VerifactuRegistroAltaInput, "Huella"> = {
      IDFactura: {
        IDEmisorFactura: config.tax_number,
        NumSerieFactura: numSerie,
        FechaExpedicionFactura: issuedOn,
      },
      NombreRazonEmisor: config.legal_name,
      TipoFactura: type,
      DescripcionOperacion: input.description ?? RESTAURANT_OPERATION,
      ...(recipient
        ? { Destinatarios: [{ NombreRazon: recipient.legal_name, NIF: recipient.tax_number }] }
        : {}),
      Desglose: desglose,
      CuotaTotal: verifactuAmount(taxCents),
      ImporteTotal: verifactuAmount(input.totalCents),
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
      invoice_type: type,
      request_id: input.requestId,
      economic_subscription_id: input.economicSubscriptionId ?? null,
      tpv_id: input.tpvId,
      series,
      number,
      num_serie: numSerie,
      issued_on: issuedOn,
      total_cents: input.totalCents,
      tax_total_cents: taxCents,
      generated_at: generatedAt,
      ...sealAlta(draft),
      corrects_id: null,
    };
  });
  if (recipient) await saveRecipient(tx, input.localId, record.id, recipient);
  return record;
}
