import { z } from "zod";
import { idField } from "./menu";
import { ORDER_KINDS, ORDER_STATUSES } from "./order-status";

/**
 * Reports (spec §2 Reports views, §5 Reports, §7 Reports). Ranges are the local's calendar days
 * (`YYYY-MM-DD`, both included); every day starts at the local's midnight in its time zone.
 */

export const REPORT_MESSAGES = {
  dateRange: "reports.date_range",
  yearRange: "reports.year_range",
} as const;

/** Spec §5: a report covers at most 3 months; the month-by-month views may cover a year. */
export const REPORT_MAX_MONTHS = 3;
export const REPORT_YEAR_MONTHS = 12;

const isDay = (value: unknown): value is string =>
  typeof value === "string" &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const moved = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(date, last)));
  return moved.toISOString().slice(0, 10);
}

/**
 * Whether `from`…`to` (both included) is at most `months` calendar months long: `from` is
 * no earlier than the day after the same date `months` months before `to` — the range the
 * "last 3 months" preset gives. 1 Oct–31 Dec and 30 Nov–29 Feb pass, 1 Oct–1 Jan does not.
 */
export function rangeWithinMonths(from: string, to: string, months: number): boolean {
  // A refinement also sees fields that failed their own check: anything but two days is no range.
  if (!isDay(from) || !isDay(to) || from > to) return false;
  const earliest = new Date(Date.parse(`${addMonths(to, -months)}T00:00:00Z`) + 86_400_000);
  return from >= earliest.toISOString().slice(0, 10);
}

/** The range of equal length just before `from`…`to`. */
export function previousRange(from: string, to: string): { from: string; to: string } {
  const start = Date.parse(`${from}T00:00:00Z`);
  const days = (Date.parse(`${to}T00:00:00Z`) - start) / 86_400_000 + 1;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(start - days * 86_400_000), to: day(start - 86_400_000) };
}

/** The same range a week earlier ("yesterday against the same day last week"). */
export function weekBeforeRange(from: string, to: string): { from: string; to: string } {
  const day = (value: string) => new Date(Date.parse(`${value}T00:00:00Z`) - 7 * 86_400_000);
  return { from: day(from).toISOString().slice(0, 10), to: day(to).toISOString().slice(0, 10) };
}

/** A calendar day the database can place in any time zone (year 0000 or 10000 cannot). */
export const isoDay = z.iso
  .date()
  .refine((day) => day >= "1900-01-01" && day <= "2999-12-31", { message: REPORT_MESSAGES.dateRange });

const rangeFields = { date_from: isoDay, date_to: isoDay };

function withinMonths<S extends z.ZodType<{ date_from: string; date_to: string }>>(
  schema: S,
  months: number,
  message: string,
): S {
  return schema.refine(({ date_from, date_to }) => rangeWithinMonths(date_from, date_to, months), {
    message,
    path: ["date_to"],
  });
}

/** A range of at most the reports' 3 months, refused on `date_to` with the spec's message. */
export function withinReportRange<S extends z.ZodType<{ date_from: string; date_to: string }>>(schema: S): S {
  return withinMonths(schema, REPORT_MAX_MONTHS, REPORT_MESSAGES.dateRange);
}

export const COMPARE_TO = ["previous_period", "previous_week"] as const;

export const reportRangeSchema = withinMonths(
  z.object(rangeFields),
  REPORT_MAX_MONTHS,
  REPORT_MESSAGES.dateRange,
);
export type ReportRange = z.infer<typeof reportRangeSchema>;

export const dashboardBodySchema = withinMonths(
  z.object({ ...rangeFields, compare_to: z.enum(COMPARE_TO).default("previous_period") }),
  REPORT_MAX_MONTHS,
  REPORT_MESSAGES.dateRange,
);
export type DashboardBody = z.input<typeof dashboardBodySchema>;

const page = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(500).default(50),
};

export const productsReportBodySchema = withinMonths(
  z.object({ ...rangeFields, ...page, category: idField.optional() }),
  REPORT_MAX_MONTHS,
  REPORT_MESSAGES.dateRange,
);
export type ProductsReportBody = z.input<typeof productsReportBodySchema>;

/** The order list's filters: on screen (a JSON body) and in its download (a query string). */
export const orderHistoryFilters = {
  kind: z.enum(ORDER_KINDS).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  table: idField.optional(),
  worker: idField.optional(),
  client: idField.optional(),
  product: idField.optional(),
};
export type OrderHistoryFilters = z.infer<z.ZodObject<typeof orderHistoryFilters>>;

export const requestsHistoriesBodySchema = withinMonths(
  z.object({ ...rangeFields, ...page, ...orderHistoryFilters }),
  REPORT_MAX_MONTHS,
  REPORT_MESSAGES.dateRange,
);
export type RequestsHistoriesBody = z.input<typeof requestsHistoriesBodySchema>;

/** Menu engineering over the products of one category, or of the whole menu. */
export const menuEngineeringBodySchema = withinMonths(
  z.object({ ...rangeFields, category: idField.optional() }),
  REPORT_MAX_MONTHS,
  REPORT_MESSAGES.dateRange,
);
export type MenuEngineeringBody = z.infer<typeof menuEngineeringBodySchema>;

/** Informes (spec §7 informations/*): what a table is grouped by. */
export const INFORMATION_DIMENSIONS = [
  "month",
  "day",
  "product",
  "category",
  "order_type",
  "client",
  "employee",
  "employee_product",
  "payment_method",
  "local",
  "modifier_option",
  "expenses_day",
  "expenses_month",
  "discounts_day",
  "discounts_month",
  "tips_day",
  "tips_month",
] as const;
export type InformationDimension = (typeof INFORMATION_DIMENSIONS)[number];

/** The month-by-month informes may span a year (the "year" preset); every other view 3 months. */
export const YEAR_DIMENSIONS: readonly InformationDimension[] = [
  "month",
  "expenses_month",
  "discounts_month",
  "tips_month",
];

export const informationQuerySchema = z.object(rangeFields);
export const informationParamsSchema = z.object({ dimension: z.enum(INFORMATION_DIMENSIONS) });

/** The longest range a dimension accepts, in months. */
export function maxMonthsOf(dimension: InformationDimension): number {
  return YEAR_DIMENSIONS.includes(dimension) ? REPORT_YEAR_MONTHS : REPORT_MAX_MONTHS;
}

export const DOWNLOAD_FORMATS = ["xlsx", "csv", "pdf"] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];
