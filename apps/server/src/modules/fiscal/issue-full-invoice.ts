import {
  comandaSistemaInformatico,
  FISCAL_MESSAGES,
  type FullInvoiceBody,
  type VerifactuRegistroAlta,
  type VerifactuRegistroAltaInput,
  verifactuDateIn,
  verifactuTimestampIn,
} from "@comanda/domain";
import type { Db } from "../../platform/db/client";
import { AppError, errors } from "../../platform/errors/app-error";
import type { InvoiceRecordRow } from "./fiscal.schema";
import { findFiscalConfig } from "./fiscal-config";
import { appendToChain } from "./invoice-chain";
import { invoiceNumSerie, invoiceSeriesName, nextInvoiceNumber } from "./invoice-numbering";
import { saveRecipient } from "./invoice-recipient";
import { latestAltaOf } from "./latest-alta";
import { hasSuccessor, lockRecord } from "./record-lock";
import { sealAlta } from "./seal-record";

export interface FullInvoiceInput {
  localId: number;
  tpvId: number | null;
  body: FullInvoiceBody;
  now: Date;
  timezone: string;
  version: string;
}

/**
 * A client who paid with a ticket asks for a full invoice with their tax data (notes §1.5): an F3
 * "en sustitución de facturas simplificadas" naming the client and the ticket it replaces, with
 * the ticket's amounts, numbered in the till's full-invoice series and chained. Once per order; not
 * for an order whose ticket was annulled (its R5 took it back).
 */
export async function issueFullInvoice(db: Db, input: FullInvoiceInput): Promise<InvoiceRecordRow> {
  const { body, now, timezone } = input;
  return db.transaction(async (tx) => {
    const config = await findFiscalConfig(tx, input.localId);
    if (!config) throw new AppError(400, FISCAL_MESSAGES.notConfigured);
    const ticket = await latestAltaOf(tx, input.localId, body.request_id);
    if (!ticket) throw new AppError(400, FISCAL_MESSAGES.noTicketInvoice);
    // Two tills asking at once: the second waits on the ticket's row, then finds the first's F3.
    await lockRecord(tx, input.localId, ticket.id);
    if (ticket.invoice_type !== "F2")
      throw new AppError(400, FISCAL_MESSAGES.alreadyFullInvoice, { num_serie: ticket.num_serie });
    if (await hasSuccessor(tx, input.localId, ticket.id))
      throw new AppError(400, FISCAL_MESSAGES.noTicketInvoice);
    if (body.tax_number === ticket.issuer_nif) throw errors.field("tax_number", "validation.invalid_value");
    const before = ticket.content as VerifactuRegistroAlta;
    const issuedOn = verifactuDateIn(now, timezone);
    const series = invoiceSeriesName("F3", input.tpvId, Number(issuedOn.slice(6)));
    const number = await nextInvoiceNumber(tx, input.localId, series);
    const numSerie = invoiceNumSerie(series, number);
    const generatedAt = verifactuTimestampIn(now, timezone);
    const record = await appendToChain(tx, input.localId, ticket.issuer_nif, (link) => {
      const draft: Omit<VerifactuRegistroAltaInput, "Huella"> = {
        IDFactura: {
          IDEmisorFactura: ticket.issuer_nif,
          NumSerieFactura: numSerie,
          FechaExpedicionFactura: issuedOn,
        },
        NombreRazonEmisor: config.legal_name,
        TipoFactura: "F3",
        FacturasSustituidas: [before.IDFactura],
        DescripcionOperacion: before.DescripcionOperacion,
        Destinatarios: [{ NombreRazon: body.legal_name, NIF: body.tax_number }],
        Desglose: before.Desglose,
        CuotaTotal: before.CuotaTotal,
        ImporteTotal: before.ImporteTotal,
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
        invoice_type: "F3",
        request_id: ticket.request_id,
        tpv_id: input.tpvId,
        series,
        number,
        num_serie: numSerie,
        issued_on: issuedOn,
        total_cents: ticket.total_cents,
        tax_total_cents: ticket.tax_total_cents,
        generated_at: generatedAt,
        ...sealAlta(draft),
        corrects_id: ticket.id,
      };
    });
    await saveRecipient(tx, input.localId, record.id, body);
    return record;
  });
}
