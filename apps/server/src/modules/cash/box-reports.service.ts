import {
  type BoxListBody,
  type BoxMovement,
  boxFigures,
  boxListBodySchema,
  CASH_MESSAGES,
  type CloseBoxBody,
  centsFromAmount,
  closeBoxBodySchema,
  unbalanceCents,
} from "@comanda/domain";
import { and, desc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import { loyaltyBetween } from "../offers/loyalty-period";
import { closedOrdersSince, openOrders, voidedSince } from "../orders/box-sales";
import { countNoSaleOpenings } from "../printing/no-sale-openings";
import type { SettingsService } from "../settings/settings.service";
import { presentBoxReport, presentOpenOrder, presentPeriod } from "./box-report-present";
import { boxReportRequests, boxReports, economicSubscriptions, expenses } from "./cash.schema";
import { nextCashSerial } from "./cash-serials";
import { lockClosings } from "./closing-lock";

export type BoxReportRow = typeof boxReports.$inferSelect;

export interface CashActor {
  localId: number;
  userId: number;
  tpvId: number | null;
}

/**
 * Orders are counted through the report that took them; looking this far back before the
 * previous closing finds any order whose closing committed while that report was being made.
 */
const LATE_COMMIT_MARGIN_MS = 60 * 60 * 1000;

export function createBoxReportsService({
  db,
  settings,
  clock = () => new Date(),
}: {
  db: Db;
  settings: SettingsService;
  clock?: () => Date;
}) {
  async function lastReport(tx: Db, localId: number): Promise<BoxReportRow | undefined> {
    const [row] = await tx
      .select()
      .from(boxReports)
      .where(eq(boxReports.local_id, localId))
      .orderBy(desc(boxReports.id))
      .limit(1);
    return row;
  }

  /** Everything the period since the last closing holds, counted as a report would count it. */
  async function measure(
    tx: Db,
    localId: number,
    previous: BoxReportRow | undefined,
    initialImport?: number,
  ) {
    const since = previous?.period_end ?? null;
    const now = clock();
    const lookFrom = since ? new Date(since.getTime() - LATE_COMMIT_MARGIN_MS) : null;
    const candidates = await closedOrdersSince(tx, localId, lookFrom);
    const counted = candidates.length
      ? await tx
          .select({ id: boxReportRequests.request_id })
          .from(boxReportRequests)
          .where(
            inArray(
              boxReportRequests.request_id,
              candidates.map((order) => order.id),
            ),
          )
      : [];
    const countedIds = new Set(counted.map((row) => row.id));
    const orders = candidates.filter((order) => !countedIds.has(order.id));
    // Sequential: the queries share the transaction's one connection.
    const paidExpenses = await tx
      .select()
      .from(expenses)
      .where(
        and(
          eq(expenses.local_id, localId),
          isNull(expenses.box_report_id),
          isNull(expenses.deleted_at),
          eq(expenses.status, "payed"),
        ),
      );
    const subscriptions = await tx
      .select()
      .from(economicSubscriptions)
      .where(
        and(
          eq(economicSubscriptions.local_id, localId),
          isNull(economicSubscriptions.box_report_id),
          isNull(economicSubscriptions.deleted_at),
        ),
      );
    const voided = await voidedSince(tx, localId, since);
    const noSale = await countNoSaleOpenings(tx, localId, since, now);
    const movement = (amount: number, method: BoxMovement["method"]): BoxMovement => ({
      amountCents: centsFromAmount(amount),
      method,
    });
    const initialImportCents =
      initialImport === undefined ? (previous?.cash_register_cents ?? 0) : centsFromAmount(initialImport);
    const figures = boxFigures({
      orders,
      expenses: paidExpenses.map((expense) => movement(expense.importe, expense.payed_with)),
      subscriptions: subscriptions.map((subscription) => movement(subscription.amount, subscription.payment)),
      initialImportCents,
    });
    return {
      since,
      now,
      figures,
      orderIds: orders.map((order) => order.id),
      expenseIds: paidExpenses.map((expense) => expense.id),
      subscriptionIds: subscriptions.map((subscription) => subscription.id),
      voided,
      noSale,
    };
  }

  async function find(localId: number, id: number): Promise<BoxReportRow> {
    const [row] = await db
      .select()
      .from(boxReports)
      .where(and(eq(boxReports.id, id), eq(boxReports.local_id, localId)));
    if (!row) throw errors.notFound();
    return row;
  }

  return {
    /** The running totals of the open period, as a closing now would count them. */
    async current(localId: number, initialImport?: number) {
      return db.transaction(async (tx) => {
        const previous = await lastReport(tx, localId);
        const period = await measure(tx, localId, previous, initialImport);
        const loyalty = await loyaltyBetween(tx, localId, period.since, period.now);
        return {
          ...presentPeriod({ ...period, loyalty }),
          open_orders: (await openOrders(tx, localId)).map(presentOpenOrder),
        };
      });
    },

    /**
     * close box / change shift. Open orders make a first call answer with them and change
     * nothing; `confirm` closes anyway (they will be counted when they close).
     */
    async close(actor: CashActor, input: CloseBoxBody) {
      const body = closeBoxBodySchema.parse(input);
      return db.transaction(async (tx) => {
        await lockClosings(tx, actor.localId);
        if (!body.confirm) {
          const open = await openOrders(tx, actor.localId);
          if (open.length > 0)
            return { confirm_required: true as const, open_orders: open.map(presentOpenOrder) };
        }
        const previous = await lastReport(tx, actor.localId);
        const period = await measure(tx, actor.localId, previous, body.initial_import);
        const { figures } = period;
        const cashRegister = body.cash_register === undefined ? null : centsFromAmount(body.cash_register);
        const [report] = await tx
          .insert(boxReports)
          .values({
            local_id: actor.localId,
            serial: await nextCashSerial(tx, actor.localId, "Z"),
            close_type: body.close_type,
            period_start: period.since,
            period_end: period.now,
            user_id: actor.userId,
            tpv_id: actor.tpvId,
            figures,
            total_general_cents: figures.totalGeneralCents,
            total_cash_cents: figures.cashCents,
            total_credit_card_cents: figures.creditCardCents,
            base_imp_cents: figures.baseCents,
            total_imp_cents: figures.taxCents,
            expected_cash_cents: figures.expectedCashCents,
            cash_register_cents: cashRegister,
            unbalance_cents: unbalanceCents(cashRegister, figures.expectedCashCents),
            voided: period.voided,
            no_sale_openings: period.noSale,
            created_at: period.now,
            updated_at: period.now,
          })
          .returning();
        const saved = report!;
        if (period.orderIds.length > 0)
          await tx.insert(boxReportRequests).values(
            period.orderIds.map((request_id) => ({
              request_id,
              local_id: actor.localId,
              box_report_id: saved.id,
            })),
          );
        if (period.expenseIds.length > 0)
          await tx
            .update(expenses)
            .set({ box_report_id: saved.id })
            .where(inArray(expenses.id, period.expenseIds));
        if (period.subscriptionIds.length > 0)
          await tx
            .update(economicSubscriptions)
            .set({ box_report_id: saved.id })
            .where(inArray(economicSubscriptions.id, period.subscriptionIds));
        const loyalty = await loyaltyBetween(tx, actor.localId, saved.period_start, saved.period_end);
        return { confirm_required: false as const, report: presentBoxReport(saved, loyalty) };
      });
    },

    /** One report, with the loyalty figures of its period (issue 28 point 5). */
    async get(localId: number, id: number) {
      const row = await find(localId, id);
      return presentBoxReport(row, await loyaltyBetween(db, localId, row.period_start, row.period_end));
    },

    find,

    async last(localId: number) {
      const row = await lastReport(db, localId);
      return row ? presentBoxReport(row) : null;
    },

    /** The list with its sums; dates are the local's calendar days, both included. */
    async list(localId: number, input: BoxListBody) {
      const parsed = boxListBodySchema.safeParse(input);
      if (!parsed.success) throw errors.field("date_to", CASH_MESSAGES.dateRange);
      const body = parsed.data;
      const { timezone } = await settings.get(localId, "global");
      const where = and(
        eq(boxReports.local_id, localId),
        body.close_type ? eq(boxReports.close_type, body.close_type) : undefined,
        body.date_from
          ? gte(boxReports.period_end, sql`(${body.date_from}::date)::timestamp at time zone ${timezone}`)
          : undefined,
        body.date_to
          ? lt(boxReports.period_end, sql`((${body.date_to}::date + 1)::timestamp) at time zone ${timezone}`)
          : undefined,
      );
      const [rows, [sums], last] = await Promise.all([
        db
          .select()
          .from(boxReports)
          .where(where)
          .orderBy(desc(boxReports.id))
          .limit(body.page_size)
          .offset((body.page - 1) * body.page_size),
        db
          .select({
            total: sql<number>`count(*)::int`,
            cash: sql<number>`coalesce(sum(${boxReports.total_cash_cents}), 0)::float8`,
            card: sql<number>`coalesce(sum(${boxReports.total_credit_card_cents}), 0)::float8`,
            sum: sql<number>`coalesce(sum(${boxReports.total_general_cents}), 0)::float8`,
            base: sql<number>`coalesce(sum(${boxReports.base_imp_cents}), 0)::float8`,
            tax: sql<number>`coalesce(sum(${boxReports.total_imp_cents}), 0)::float8`,
          })
          .from(boxReports)
          .where(where),
        lastReport(db, localId),
      ]);
      const decimal = (cents: number | string | undefined) => Number(cents ?? 0) / 100;
      return {
        results: rows.map((row) => presentBoxReport(row)),
        last: last ? presentBoxReport(last) : null,
        total: sums?.total ?? 0,
        sum_cash: decimal(sums?.cash),
        sum_credit_card: decimal(sums?.card),
        sum: decimal(sums?.sum),
        sum_base_imp: decimal(sums?.base),
        sum_total_imp: decimal(sums?.tax),
      };
    },

    /** The cash count entered or corrected later; the unbalance follows it. */
    async updateCashRegister(localId: number, id: number, cashRegister: number | null) {
      const cents = cashRegister === null ? null : centsFromAmount(cashRegister);
      const [row] = await db
        .update(boxReports)
        .set({
          cash_register_cents: cents,
          unbalance_cents: cents === null ? null : sql`${cents}::int - ${boxReports.expected_cash_cents}`,
          updated_at: clock(),
        })
        .where(and(eq(boxReports.id, id), eq(boxReports.local_id, localId)))
        .returning();
      if (!row) throw errors.notFound();
      return presentBoxReport(row);
    },
  };
}
export type BoxReportsService = ReturnType<typeof createBoxReportsService>;
