import { z } from "zod";
import { taxIdField } from "./clients";
import { textField } from "./text";
import { VERIFACTU_INVOICE_TYPES } from "./verifactu-hash";
import { isVerifactuSafeText, VERIFACTU_RECORD_MESSAGES } from "./verifactu-record";

/**
 * Fiscal configuration and invoice records (spec §3 "Fiscal config", "Invoice status"; §4
 * "Verifactu activation is irreversible"; §5 "Verifactu"; issue 25). A local issues its
 * invoices either straight to the tax agency (AEAT's VERI*FACTU SOAP service, with its own
 * certificate) or through fiskaly SIGN ES; Holded is only read (documents and their PDFs).
 */

export const FISCAL_MESSAGES = {
  nameFormat: "fiscal.name_format",
  alreadyActive: "fiscal.already_active",
  notConfigured: "fiscal.not_configured",
  lockedAfterActivation: "fiscal.locked_after_activation",
  certificateRequired: "fiscal.certificate_required",
  certificateInvalid: "fiscal.certificate_invalid",
  certificatePassword: "fiscal.certificate_password",
  certificateLegacy: "fiscal.certificate_legacy",
  certificateExpired: "fiscal.certificate_expired",
  fiskalyCredentialsRequired: "fiscal.fiskaly_credentials_required",
  recordImmutable: "fiscal.record_immutable",
  remedyNotAllowed: "fiscal.remedy_not_allowed",
  zip: "fiscal.zip",
  periodTooLong: "fiscal.period_too_long",
  noTicketInvoice: "fiscal.no_ticket_invoice",
  alreadyFullInvoice: "fiscal.already_full_invoice",
  cancelNotAllowed: "fiscal.cancel_not_allowed",
  f2Limit: "fiscal.f2_limit",
  invoicedTaking: "fiscal.invoiced_taking",
} as const;

/** A PKCS#12 with a certificate, its key and a chain is a few kilobytes; 64 KB leaves room. */
export const MAX_CERTIFICATE_BYTES = 64 * 1024;

/** Spec §5: the fiscal config is forced to Spain outside the Basque Country and Navarre. */
export const FISCAL_COUNTRY = "ESP";
export const FISCAL_TERRITORY = "SPAIN_OTHER";

/** Who receives the records: AEAT directly, or fiskaly SIGN ES on the local's behalf. */
export const FISCAL_PROVIDERS = ["aeat", "fiskaly"] as const;
export type FiscalProvider = (typeof FISCAL_PROVIDERS)[number];

/** AEAT's pre-production service (prewww1/prewww2) or the real one. */
export const FISCAL_ENVIRONMENTS = ["test", "production"] as const;
export type FiscalEnvironment = (typeof FISCAL_ENVIRONMENTS)[number];

/** Spec §3 "Invoice status", in the order a record usually goes through them. */
export const INVOICE_STATUSES = [
  "pending",
  "registered",
  "stored",
  "requires_correction",
  "requires_inspection",
  "invalid",
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Statuses after which the record needs a manager: a corrected re-send (Subsanación). */
export const REMEDIABLE_STATUSES: readonly InvoiceStatus[] = ["requires_correction", "invalid"];

export const INVOICE_RECORD_KINDS = ["alta", "anulacion"] as const;
export type InvoiceRecordKind = (typeof INVOICE_RECORD_KINDS)[number];

export const invoiceTypeSchema = z.enum(VERIFACTU_INVOICE_TYPES);

/** Spec §5: 3 to 30 lowercase letters, digits and dash. */
export const fiscalNameField = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{3,30}$/, { message: FISCAL_MESSAGES.nameFormat });

/** A Spanish postal code: five digits, the first two a province 01–52. */
export const fiscalZipField = z
  .string()
  .trim()
  .regex(/^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/, { message: FISCAL_MESSAGES.zip });

/**
 * What the manager fills in the Fiscal tab. The country and territory are not asked: they are
 * forced (a body may carry them only with the forced values). Secrets are write-only: they are
 * sent to be stored encrypted and never read back.
 */
export const fiscalConfigInputSchema = z.strictObject({
  name: fiscalNameField,
  // The agency refuses < > " ' = in names (its error 1287): refused here, not when a ticket closes.
  legal_name: textField(120)
    .min(1)
    .refine(isVerifactuSafeText, { message: VERIFACTU_RECORD_MESSAGES.forbiddenCharacters }),
  tax_number: taxIdField,
  address: textField(255).min(1),
  zip: fiscalZipField,
  state: textField(120).min(1),
  town: textField(120).min(1),
  country_code: z.literal(FISCAL_COUNTRY).optional(),
  territory: z.literal(FISCAL_TERRITORY).optional(),
  provider: z.enum(FISCAL_PROVIDERS).default("aeat"),
  environment: z.enum(FISCAL_ENVIRONMENTS).default("test"),
  fiskaly_api_key: textField(200).optional(),
  fiskaly_api_secret: textField(200).optional(),
  holded_api_key: textField(200).optional(),
});
export type FiscalConfigInput = z.input<typeof fiscalConfigInputSchema>;
export type FiscalConfigData = z.output<typeof fiscalConfigInputSchema>;

/** The fiscal config as the server shows it: no secret, only whether each one is set. */
export interface FiscalConfigView {
  id: number | null;
  name: string;
  legal_name: string;
  tax_number: string;
  address: string;
  zip: string;
  state: string;
  town: string;
  country_code: typeof FISCAL_COUNTRY;
  territory: typeof FISCAL_TERRITORY;
  provider: FiscalProvider;
  environment: FiscalEnvironment;
  /** Set once, never cleared: activation is irreversible (spec §4). */
  activated_at: string | null;
  /** Fiscal issuing is on: activated and not switched off by a fiskalyError message. */
  active: boolean;
  has_certificate: boolean;
  certificate_subject: string | null;
  certificate_expires_at: string | null;
  has_fiskaly_credentials: boolean;
  has_holded_api_key: boolean;
}

/** One record as the invoices screen lists it. */
export interface InvoiceRecordView {
  id: number;
  kind: InvoiceRecordKind;
  invoice_type: (typeof VERIFACTU_INVOICE_TYPES)[number];
  request_id: number | null;
  tpv_id: number | null;
  /** NumSerieFactura: the series and the number, as printed. */
  num_serie: string;
  /** dd-mm-yyyy, the issue date in the local's time zone. */
  issued_on: string;
  total: number;
  tax_total: number;
  status: InvoiceStatus;
  /** Sent late because the agency could not be reached when it was made. */
  incidence: boolean;
  sent_at: string | null;
  attempts: number;
  error_code: string | null;
  error_text: string | null;
  huella: string;
  created_at: string;
  qr_url: string;
  /** The record this one corrects (Subsanación), replaces (F3) or rectifies (R5), if any. */
  corrects_id: number | null;
}

const isoDate = z.iso.date();

/** The invoices screen's filters: status and a period of issue dates (inclusive). */
export const invoiceListQuerySchema = z.object({
  status: z.enum(INVOICE_STATUSES).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

/** At most a year per export: an inspector asks for periods, and the file stays bounded. */
export const MAX_EXPORT_DAYS = 366;
export const invoiceExportQuerySchema = z.object({
  from: isoDate,
  to: isoDate,
  format: z.enum(["xml", "csv"]).default("xml"),
});

export const invoiceIdBodySchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** The wall-clock parts of an instant in a time zone, with its UTC offset ("+01:00"). */
export function zonedParts(now: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
    timeZoneName: "longOffset",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  // "GMT+01:00", or plain "GMT" at offset zero.
  const offset = part("timeZoneName").replace("GMT", "") || "+00:00";
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    time: `${part("hour")}:${part("minute")}:${part("second")}`,
    offset,
  };
}

/** FechaExpedicionFactura: the local's calendar day, dd-mm-yyyy. */
export function verifactuDateIn(now: Date, timeZone: string): string {
  const { year, month, day } = zonedParts(now, timeZone);
  return `${day}-${month}-${year}`;
}

/** FechaHoraHusoGenRegistro: the local's wall time with its UTC offset, e.g. 2026-11-26T21:05:09+01:00. */
export function verifactuTimestampIn(now: Date, timeZone: string): string {
  const { year, month, day, time, offset } = zonedParts(now, timeZone);
  return `${year}-${month}-${day}T${time}${offset}`;
}

/**
 * A client's tax data for a full invoice: an F1 at the closing, or an F3 replacing the ticket's
 * simplified one afterwards. What the invoice names as its recipient (Destinatarios), with the
 * same text rules as the issuer's.
 */
export const invoiceRecipientSchema = z.strictObject({
  legal_name: textField(120)
    .min(1)
    .refine(isVerifactuSafeText, { message: VERIFACTU_RECORD_MESSAGES.forbiddenCharacters }),
  tax_number: taxIdField,
  address: textField(255).optional(),
  zip: textField(20).optional(),
});
export type InvoiceRecipient = z.output<typeof invoiceRecipientSchema>;

export const fullInvoiceBodySchema = invoiceRecipientSchema.extend({
  request_id: z.coerce.number().int().positive().max(2_147_483_647),
});
export type FullInvoiceBody = z.output<typeof fullInvoiceBodySchema>;
