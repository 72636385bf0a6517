import { verifactuAmount } from "@comanda/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { invoiceRecords, invoiceSubmissions } from "./fiscal.schema";
import { periodConditions } from "./list-invoices";

interface ExportPeriod {
  from: string;
  to: string;
  timezone: string;
}

async function recordsOf(db: Db, localId: number, period: ExportPeriod) {
  return db
    .select()
    .from(invoiceRecords)
    .innerJoin(invoiceSubmissions, eq(invoiceSubmissions.record_id, invoiceRecords.id))
    .where(and(eq(invoiceRecords.local_id, localId), ...periodConditions(period, period.timezone)))
    .orderBy(asc(invoiceRecords.id));
}

/**
 * A period's records exactly as stored and sent, in chain order, so an inspector or an independent
 * tool can recompute every huella and follow the chain (issue 25 point 8). Each record keeps its
 * own namespace declarations, so the fragments are put in verbatim under one root.
 */
export async function exportInvoicesXml(db: Db, localId: number, period: ExportPeriod): Promise<string> {
  const rows = await recordsOf(db, localId, period);
  const attribute = (value: string) =>
    value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<RegistrosFacturacion desde="${attribute(period.from)}" hasta="${attribute(period.to)}" registros="${rows.length}">`,
    ...rows.map((row) => row.invoice_records.xml),
    "</RegistrosFacturacion>",
    "",
  ].join("\n");
}

const CSV_COLUMNS = [
  "id",
  "registro",
  "tipo_factura",
  "nif_emisor",
  "num_serie_factura",
  "fecha_expedicion",
  "cuota_total",
  "importe_total",
  "huella_anterior",
  "huella",
  "fecha_hora_huso_gen_registro",
  "estado",
  "incidencia",
  "codigo_error",
  "descripcion_error",
] as const;

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The same records as a summary, one line each, for a spreadsheet. */
export async function exportInvoicesCsv(db: Db, localId: number, period: ExportPeriod): Promise<string> {
  const rows = await recordsOf(db, localId, period);
  const lines = rows.map(({ invoice_records: record, invoice_submissions: submission }) =>
    [
      String(record.id),
      record.kind,
      record.invoice_type,
      record.issuer_nif,
      record.num_serie,
      record.issued_on,
      verifactuAmount(record.tax_total_cents),
      verifactuAmount(record.total_cents),
      record.previous_huella,
      record.huella,
      record.generated_at,
      submission.status,
      submission.incidence ? "S" : "N",
      submission.error_code ?? "",
      submission.error_text ?? "",
    ]
      .map(csvField)
      .join(","),
  );
  return `${[CSV_COLUMNS.join(","), ...lines].join("\r\n")}\r\n`;
}
