import {
  type DateRange,
  FISCAL_MESSAGES,
  type InvoiceStatus,
  MAX_EXPORT_DAYS,
  REMEDIABLE_STATUSES,
} from "@comanda/domain";

/** The invoices screen's filters and what they become in its calls (issue 25 points 5 and 8). */

export interface InvoiceFilters {
  /** Undefined: every status. */
  status?: InvoiceStatus;
  /** Issue dates, both ends included; null: any date. */
  range: DateRange | null;
}

export const INVOICE_PAGE_SIZE = 50;

/** The query parameters of `GET /api/v1/invoices`; an absent filter is left out. */
export function invoiceListParams(filters: InvoiceFilters, page: number) {
  return {
    status: filters.status,
    from: filters.range?.from,
    to: filters.range?.to,
    page,
    page_size: INVOICE_PAGE_SIZE,
  };
}

/** Calendar days from `from` to `to`, both counted. */
export function periodDays(range: DateRange): number {
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
  return day(range.to) - day(range.from) + 1;
}

/**
 * Why the period cannot be exported, as the server's own message key, or undefined. Said before
 * the download is asked for, as the server would refuse it.
 */
export function exportPeriodError(range: DateRange | null): string | undefined {
  if (range === null) return "fiscal.invoices.export.choosePeriod";
  return periodDays(range) > MAX_EXPORT_DAYS ? FISCAL_MESSAGES.periodTooLong : undefined;
}

export type ExportFormat = "xml" | "csv";

export function exportFileName(range: DateRange, format: ExportFormat): string {
  return `verifactu_${range.from}_${range.to}.${format}`;
}

/** A rejected record the manager can correct and send again (Subsanación). */
export function isRemediable(status: InvoiceStatus): boolean {
  return REMEDIABLE_STATUSES.includes(status);
}
