import type { InvoiceRecordView } from "@comanda/domain";

type Translate = (key: string) => string;

/** What type a record is: the invoice type of an alta, or that it cancels one. */
export function recordTypeText(
  t: Translate,
  record: Pick<InvoiceRecordView, "kind" | "invoice_type">,
): string {
  return record.kind === "anulacion"
    ? t("fiscal.kinds.anulacion")
    : `${record.invoice_type} · ${t(`fiscal.types.${record.invoice_type}`)}`;
}

/** The receiver's refusal or warning as one line, or undefined when it said nothing. */
export function recordErrorText(
  record: Pick<InvoiceRecordView, "error_code" | "error_text">,
): string | undefined {
  const parts = [record.error_code, record.error_text].filter((part): part is string => !!part?.trim());
  return parts.length > 0 ? parts.join(" · ") : undefined;
}
