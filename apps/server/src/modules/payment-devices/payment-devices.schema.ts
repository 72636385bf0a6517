import type {
  CardSlipLine,
  DevicePaymentMode,
  DevicePaymentStatus,
  InvoiceRecipient,
  PaymentDevice,
} from "@comanda/domain";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { localId } from "../../platform/db/columns";
import { locals } from "../../platform/tenancy/locals.schema";
import { tpvs } from "../floor/floor.schema";
import { payments, requests } from "../orders/orders.schema";

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One charge through a card terminal or the cash machine, kept with its order under the till's
 * idempotency key from the moment it is asked for: a till that reloads or a server that restarts
 * finds it, asks the device how it ended, and records the payment (once) or lets it go.
 */
export const devicePayments = pgTable(
  "device_payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: localId(),
    request_id: integer("request_id")
      .notNull()
      .references(() => requests.id),
    device: text("device").$type<PaymentDevice>().notNull(),
    idempotency_key: text("idempotency_key").notNull(),
    mode: text("mode").$type<DevicePaymentMode>().notNull(),
    amount_cents: integer("amount_cents").notNull(),
    tip_cents: integer("tip_cents").notNull().default(0),
    tip_option: text("tip_option"),
    /** mode products: the lines and units paid. */
    items: jsonb("items").$type<Array<{ request_item: number; qty: number }>>().notNull().default([]),
    /** mode all: the client's tax data, for a full invoice when the payment closes the order. */
    invoice_recipient: jsonb("invoice_recipient").$type<InvoiceRecipient>(),
    status: text("status").$type<DevicePaymentStatus>().notNull().default("waiting"),
    /** Dojo: the payment intent (pi_…) and the terminal session (ts_…). */
    intent_id: text("intent_id"),
    session_id: text("session_id"),
    terminal_id: text("terminal_id"),
    hint: text("hint"),
    transaction_id: text("transaction_id"),
    card: text("card"),
    auth_code: text("auth_code"),
    inserted_cents: integer("inserted_cents").notNull().default(0),
    dispensed_cents: integer("dispensed_cents").notNull().default(0),
    not_dispensed_cents: integer("not_dispensed_cents").notNull().default(0),
    error: text("error"),
    payment_id: integer("payment_id").references(() => payments.id),
    /** The card slip the terminal gave with its approval (customer copy), printed with the ticket. */
    receipt: jsonb("receipt").$type<CardSlipLine[]>(),
    /** A charge left without its payment row (unrecorded): the refund's terminal session (ts_…). */
    refund_session_id: text("refund_session_id"),
    /** The manager who refunded it or attached it to its order, and when. */
    resolved_by: integer("resolved_by"),
    resolved_at: stamp("resolved_at"),
    user_id: integer("user_id").notNull(),
    tpv_id: integer("tpv_id"),
    created_at: stamp("created_at").notNull().defaultNow(),
    updated_at: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("device_payments_key").on(t.local_id, t.idempotency_key),
    // One charge at a time per order: two tills charging it at once get one charge.
    uniqueIndex("device_payments_active_order")
      .on(t.request_id)
      .where(sql`${t.status} in ('waiting', 'signature', 'cancelling')`),
    // One cash machine per restaurant: one payment on it at a time.
    uniqueIndex("device_payments_active_machine")
      .on(t.local_id)
      .where(sql`${t.device} = 'cashmatic' and ${t.status} in ('waiting', 'signature', 'cancelling')`),
    index("device_payments_request").on(t.request_id, t.id),
    index("device_payments_unresolved")
      .on(t.local_id, t.id)
      .where(sql`${t.status} in ('unrecorded', 'refunding')`),
  ],
);
export type DevicePaymentRow = typeof devicePayments.$inferSelect;

/** The card terminal each till charges on (spec: per till, the terminal to use). */
export const tillTerminals = pgTable("till_terminals", {
  tpv_id: integer("tpv_id")
    .primaryKey()
    .references(() => tpvs.id),
  local_id: localId(),
  terminal_id: text("terminal_id").notNull(),
});

/**
 * A local's own Dojo account and cash machine (the server's DOJO_* and CASHMATIC_* are the
 * fallback for a local without them). The API key and the machine's password are sealed with
 * the secret box (platform/crypto/secret-box.ts) and never leave the server.
 */
export const deviceCredentials = pgTable("device_credentials", {
  local_id: integer("local_id")
    .primaryKey()
    .references(() => locals.id),
  dojo_url: text("dojo_url"),
  dojo_api_key_enc: text("dojo_api_key_enc"),
  dojo_software_house_id: text("dojo_software_house_id"),
  dojo_reseller_id: text("dojo_reseller_id"),
  cashmatic_url: text("cashmatic_url"),
  cashmatic_username: text("cashmatic_username"),
  cashmatic_password_enc: text("cashmatic_password_enc"),
  updated_at: stamp("updated_at").notNull().defaultNow(),
});
export type DeviceCredentialsRow = typeof deviceCredentials.$inferSelect;
