import type { BoxFigures, CashMethod, CloseType, ExpenseStatus } from "@comanda/domain";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { entityColumns, localId, money } from "../../platform/db/columns";
import type { VoidedSale } from "../orders/box-sales";

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A closing (Z) or a change of shift. The figures are kept whole (`figures`); the ones the
 * list sums are columns too, so the sums are SQL over integer cents.
 */
export const boxReports = pgTable(
  "box_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: localId(),
    serial: text("serial").notNull(),
    close_type: text("close_type").$type<CloseType>().notNull(),
    /** The previous closing's end; null for the local's first one. */
    period_start: stamp("period_start"),
    period_end: stamp("period_end").notNull(),
    user_id: integer("user_id"),
    tpv_id: integer("tpv_id"),
    figures: jsonb("figures").$type<BoxFigures>().notNull(),
    total_general_cents: integer("total_general_cents").notNull(),
    total_cash_cents: integer("total_cash_cents").notNull(),
    total_credit_card_cents: integer("total_credit_card_cents").notNull(),
    base_imp_cents: integer("base_imp_cents").notNull(),
    total_imp_cents: integer("total_imp_cents").notNull(),
    expected_cash_cents: integer("expected_cash_cents").notNull(),
    cash_register_cents: integer("cash_register_cents"),
    unbalance_cents: integer("unbalance_cents"),
    voided: jsonb("voided").$type<VoidedSale[]>().notNull().default([]),
    /** Drawer openings without a sale in the period. */
    no_sale_openings: integer("no_sale_openings"),
    created_at: stamp("created_at").notNull().defaultNow(),
    updated_at: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [index("box_reports_local_end").on(t.local_id, t.period_end)],
);

/**
 * Which report counted each closed order. Orders are taken by this link, not by a time
 * window alone, so an order whose closing commits while a report is being made is counted by
 * the next report instead of by none.
 */
export const boxReportRequests = pgTable(
  "box_report_requests",
  {
    request_id: integer("request_id").primaryKey(),
    local_id: localId(),
    box_report_id: integer("box_report_id")
      .notNull()
      .references(() => boxReports.id),
  },
  (t) => [index("box_report_requests_report").on(t.box_report_id)],
);

/** Money taken out at the till (a supplier paid in cash…). */
export const expenses = pgTable(
  "expenses",
  {
    ...entityColumns(),
    serial: text("serial").notNull(),
    importe: money("importe").notNull(),
    payed_with: text("payed_with").$type<CashMethod>().notNull().default("cash"),
    description: text("description").notNull().default(""),
    status: text("status").$type<ExpenseStatus>().notNull().default("payed"),
    user: integer("user_id"),
    /** The report that counted it; null while its period is open. */
    box_report_id: integer("box_report_id").references(() => boxReports.id),
  },
  (t) => [
    index("expenses_local").on(t.local_id, t.id).where(sql`${t.deleted_at} is null`),
    index("expenses_uncounted").on(t.local_id).where(sql`${t.box_report_id} is null`),
  ],
);

/** Money taken in at the till that is not an order (a membership fee, a voucher sold…). */
export const economicSubscriptions = pgTable(
  "economic_subscriptions",
  {
    ...entityColumns(),
    serial: text("serial").notNull(),
    amount: money("amount").notNull(),
    payment: text("payment").$type<CashMethod>().notNull().default("cash"),
    description: text("description").notNull().default(""),
    /** Spec field, kept equal to payment = credit_card. */
    credit_card: boolean("credit_card").notNull().default(false),
    user: integer("user_id"),
    box_report_id: integer("box_report_id").references(() => boxReports.id),
  },
  (t) => [
    index("economic_subscriptions_local").on(t.local_id, t.id).where(sql`${t.deleted_at} is null`),
    index("economic_subscriptions_uncounted").on(t.local_id).where(sql`${t.box_report_id} is null`),
  ],
);

/** Gap-free numbers per local and series (Z: reports, G: expenses, S: subscriptions). */
export const cashSerials = pgTable(
  "cash_serials",
  {
    local_id: localId(),
    series: text("series").notNull(),
    last_number: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.local_id, t.series] })],
);
