import type { BoxFigures, CloseType, LoyaltyFigures, OrderKind } from "@comanda/domain";
import { ORDER_KINDS } from "@comanda/domain";
import type { OpenOrderSummary, VoidedSale } from "../orders/box-sales";
import type { boxReports } from "./cash.schema";

type BoxReportRow = typeof boxReports.$inferSelect;

const decimal = (cents: number) => cents / 100;
const decimalOrNull = (cents: number | null) => (cents === null ? null : cents / 100);

/** The spec's box report fields (decimals), from the figures of a period. */
export function presentFigures(figures: BoxFigures) {
  const byChannel = Object.fromEntries(
    ORDER_KINDS.flatMap((kind: OrderKind) => [
      [`total_${kind}`, decimal(figures.byChannel[kind])],
      [`total_${kind}_credit_card`, decimal(figures.cardByChannel[kind])],
    ]),
  ) as Record<`total_${OrderKind}` | `total_${OrderKind}_credit_card`, number>;
  return {
    orders_count: figures.ordersCount,
    total_general: decimal(figures.totalGeneralCents),
    ...byChannel,
    total_cash: decimal(figures.cashCents),
    total_credit_card: decimal(figures.creditCardCents),
    total_transfer: decimal(figures.transferCents),
    total_discounted: decimal(figures.discountedCents),
    total_general_tips: decimal(figures.tipsCents),
    total_tips_cash: decimal(figures.tipsCashCents),
    total_tips_credit_card: decimal(figures.tipsCardCents),
    iva: figures.vat.map((rate) => ({
      iva: rate.ivaPercent,
      base_imp: decimal(rate.baseCents),
      total_imp: decimal(rate.taxCents),
      total: decimal(rate.totalCents),
    })),
    base_imp: decimal(figures.baseCents),
    total_imp: decimal(figures.taxCents),
    total_expenses: decimal(figures.expensesCents),
    total_expenses_cash: decimal(figures.expensesCashCents),
    total_subscriptions: decimal(figures.subscriptionsCents),
    total_subscriptions_cash: decimal(figures.subscriptionsCashCents),
    total_subscriptions_credit_card: decimal(figures.subscriptionsCardCents),
    initial_import: decimal(figures.initialImportCents),
    expected_cash: decimal(figures.expectedCashCents),
    card_bank: decimal(figures.cardBankCents),
  };
}

function presentVoided(entry: VoidedSale) {
  const { total_cents, ...rest } = entry;
  return { ...rest, total: decimal(total_cents) };
}

/**
 * `loyalty`: the offers used, the discount codes gave and the points outstanding in the
 * report's period (issue 28), when the caller read them; null otherwise (the list).
 */
export function presentBoxReport(row: BoxReportRow, loyalty: LoyaltyFigures | null = null) {
  return {
    id: row.id,
    serial: row.serial,
    close_type: row.close_type as CloseType,
    period_start: row.period_start?.toISOString() ?? null,
    period_end: row.period_end.toISOString(),
    user: row.user_id,
    tpv: row.tpv_id,
    ...presentFigures(row.figures),
    cash_register: decimalOrNull(row.cash_register_cents),
    unbalance: decimalOrNull(row.unbalance_cents),
    no_sale_openings: row.no_sale_openings,
    voided: row.voided.map(presentVoided),
    loyalty,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
export type PresentedBoxReport = ReturnType<typeof presentBoxReport>;

/** The open period, as the screen shows it before closing. */
export function presentPeriod(period: {
  since: Date | null;
  now: Date;
  figures: BoxFigures;
  voided: VoidedSale[];
  noSale: number;
  loyalty: LoyaltyFigures;
}) {
  return {
    period_start: period.since?.toISOString() ?? null,
    period_end: period.now.toISOString(),
    ...presentFigures(period.figures),
    no_sale_openings: period.noSale,
    voided: period.voided.map(presentVoided),
    loyalty: period.loyalty,
  };
}

export function presentOpenOrder(order: OpenOrderSummary) {
  const { total_cents, ...rest } = order;
  return { ...rest, price: decimal(total_cents) };
}
