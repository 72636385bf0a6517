import {
  type FiscalEnvironment,
  type InvoiceRecordView,
  type InvoiceStatus,
  type VerifactuInvoiceType,
  verifactuAmount,
  verifactuQrUrl,
} from "@comanda/domain";
import type { InvoiceRecordRow, InvoiceSubmissionRow } from "./fiscal.schema";

/** The AEAT verification URL of an alta, for the ticket's QR and the invoices screen. */
export function recordQrUrl(record: InvoiceRecordRow, environment: FiscalEnvironment): string {
  return verifactuQrUrl(
    {
      nif: record.issuer_nif,
      numSerie: record.num_serie,
      fecha: record.issued_on,
      importe: verifactuAmount(record.total_cents),
    },
    { environment },
  );
}

export function invoiceRecordView(
  record: InvoiceRecordRow,
  submission: InvoiceSubmissionRow,
  environment: FiscalEnvironment,
): InvoiceRecordView {
  return {
    id: record.id,
    kind: record.kind,
    invoice_type: record.invoice_type as VerifactuInvoiceType,
    request_id: record.request_id,
    tpv_id: record.tpv_id,
    num_serie: record.num_serie,
    issued_on: record.issued_on,
    total: record.total_cents / 100,
    tax_total: record.tax_total_cents / 100,
    status: submission.status as InvoiceStatus,
    incidence: submission.incidence,
    sent_at: submission.sent_at?.toISOString() ?? null,
    attempts: submission.attempts,
    error_code: submission.error_code,
    error_text: submission.error_text,
    huella: record.huella,
    created_at: record.created_at.toISOString(),
    qr_url: recordQrUrl(record, environment),
    corrects_id: record.corrects_id,
  };
}
