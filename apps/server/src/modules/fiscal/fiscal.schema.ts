import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { localId } from "../../platform/db/columns";
import { requests } from "../orders/orders.schema";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * One fiscal configuration per local (spec §3 "Fiscal config"). Secrets are stored encrypted
 * (`*_enc`, see platform/crypto/secret-box.ts); the certificate itself is a PKCS#12 file that is
 * useless without its password.
 */
export const fiscalConfigs = pgTable(
  "fiscal_configs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: localId(),
    name: text("name").notNull(),
    legal_name: text("legal_name").notNull(),
    tax_number: text("tax_number").notNull(),
    address: text("address").notNull(),
    zip: text("zip").notNull(),
    state: text("state").notNull(),
    town: text("town").notNull(),
    country_code: text("country_code").notNull().default("ESP"),
    territory: text("territory").notNull().default("SPAIN_OTHER"),
    provider: text("provider", { enum: ["aeat", "fiskaly"] })
      .notNull()
      .default("aeat"),
    environment: text("environment", { enum: ["test", "production"] })
      .notNull()
      .default("test"),
    activated_at: timestamp("activated_at", { withTimezone: true }),
    /** Set by a fiskalyError message: issuing stops until a manager turns it back on. */
    suspended_at: timestamp("suspended_at", { withTimezone: true }),
    certificate: bytea("certificate"),
    certificate_password_enc: text("certificate_password_enc"),
    certificate_subject: text("certificate_subject"),
    certificate_expires_at: timestamp("certificate_expires_at", { withTimezone: true }),
    fiskaly_api_key: text("fiskaly_api_key"),
    fiskaly_api_secret_enc: text("fiskaly_api_secret_enc"),
    holded_api_key_enc: text("holded_api_key_enc"),
    /** fiskaly resources made for this local (UUIDs we choose): the signer and one client per till. */
    fiskaly_signer_id: text("fiskaly_signer_id"),
    fiskaly_clients: jsonb("fiskaly_clients").$type<Record<string, string>>().notNull().default({}),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("fiscal_configs_local").on(t.local_id)],
);
export type FiscalConfigRow = typeof fiscalConfigs.$inferSelect;

/**
 * Registros de facturación (altas and anulaciones). Immutable: a trigger refuses any UPDATE or
 * DELETE, so what was chained and sent is exactly what is stored. Ids grow in chain order
 * because a record is inserted while its chain's head row is locked.
 */
export const invoiceRecords = pgTable(
  "invoice_records",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: localId(),
    issuer_nif: text("issuer_nif").notNull(),
    kind: text("kind", { enum: ["alta", "anulacion"] }).notNull(),
    invoice_type: text("invoice_type").notNull(),
    request_id: integer("request_id").references(() => requests.id),
    /** A taking of the cash module (spec "Economic subscription") invoiced on its own. */
    economic_subscription_id: integer("economic_subscription_id"),
    tpv_id: integer("tpv_id"),
    series: text("series").notNull(),
    number: integer("number").notNull(),
    num_serie: text("num_serie").notNull(),
    issued_on: text("issued_on").notNull(),
    total_cents: integer("total_cents").notNull(),
    tax_total_cents: integer("tax_total_cents").notNull(),
    previous_id: integer("previous_id"),
    previous_huella: text("previous_huella").notNull(),
    huella: text("huella").notNull(),
    generated_at: text("generated_at").notNull(),
    /** The record (altas' and anulaciones' fields) the XML was built from. */
    content: jsonb("content").notNull(),
    xml: text("xml").notNull(),
    /** The record this one corrects (Subsanación), replaces (F3), rectifies (R5) or cancels. */
    corrects_id: integer("corrects_id"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One successor per record: the chain cannot fork even if two writers raced past the lock.
    uniqueIndex("invoice_records_chain").on(t.local_id, t.issuer_nif, t.previous_id),
    uniqueIndex("invoice_records_chain_first")
      .on(t.local_id, t.issuer_nif)
      .where(sql`${t.previous_id} is null`),
    index("invoice_records_local_issued").on(t.local_id, t.created_at),
    index("invoice_records_request").on(t.request_id),
    index("invoice_records_subscription").on(t.economic_subscription_id),
  ],
);
export type InvoiceRecordRow = typeof invoiceRecords.$inferSelect;

/** Where each record stands with the agency (or fiskaly): the only mutable part of a record. */
export const invoiceSubmissions = pgTable(
  "invoice_submissions",
  {
    record_id: integer("record_id")
      .primaryKey()
      .references(() => invoiceRecords.id),
    local_id: localId(),
    status: text("status", {
      enum: ["pending", "registered", "stored", "requires_correction", "requires_inspection", "invalid"],
    })
      .notNull()
      .default("pending"),
    /** Not yet accepted by the receiver (or to be asked again, for fiskaly's asynchronous states). */
    queued: boolean("queued").notNull().default(true),
    incidence: boolean("incidence").notNull().default(false),
    attempts: integer("attempts").notNull().default(0),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    error_code: text("error_code"),
    error_text: text("error_text"),
    /** The receiver's reference: AEAT's CSV of the submission, or fiskaly's invoice id. */
    external_id: text("external_id"),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("invoice_submissions_queued").on(t.local_id, t.queued, t.record_id),
    index("invoice_submissions_status").on(t.local_id, t.status, t.record_id),
  ],
);
export type InvoiceSubmissionRow = typeof invoiceSubmissions.$inferSelect;

/**
 * The head of each chain (one per local and issuer NIF): its row lock orders the records, and
 * it carries the sending state (the wait the agency asked for, backoff after failures).
 */
export const fiscalChains = pgTable(
  "fiscal_chains",
  {
    local_id: localId(),
    issuer_nif: text("issuer_nif").notNull(),
    last_record_id: integer("last_record_id"),
    last_huella: text("last_huella").notNull().default(""),
    /** The agency could not be reached since then: records made meanwhile go as Incidencia. */
    offline_since: timestamp("offline_since", { withTimezone: true }),
    next_send_at: timestamp("next_send_at", { withTimezone: true }).notNull().defaultNow(),
    failures: integer("failures").notNull().default(0),
    lease_until: timestamp("lease_until", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.local_id, t.issuer_nif] })],
);

/** The last number given in each invoice series; its row lock makes the numbering gap-free. */
export const invoiceSeries = pgTable(
  "invoice_series",
  {
    local_id: localId(),
    series: text("series").notNull(),
    last_number: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.local_id, t.series] })],
);

/**
 * The client a full invoice (F1, F3) is made out to, as printed: the record's XML carries the name
 * and tax number (Destinatarios); the address is printed only, as the invoicing rules ask of a
 * full invoice.
 */
export const invoiceRecipients = pgTable("invoice_recipients", {
  record_id: integer("record_id")
    .primaryKey()
    .references(() => invoiceRecords.id),
  local_id: localId(),
  legal_name: text("legal_name").notNull(),
  tax_number: text("tax_number").notNull(),
  address: text("address"),
  zip: text("zip"),
});
export type InvoiceRecipientRow = typeof invoiceRecipients.$inferSelect;
