import {
  CASH_MESSAGES,
  economicSubscriptionInputSchema,
  economicSubscriptionUpdateSchema,
  expenseInputSchema,
  expenseUpdateSchema,
} from "@comanda/domain";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { defineEntity, type EntityContext } from "../../platform/crud/entity";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import { economicSubscriptions, expenses } from "./cash.schema";
import { nextCashSerial } from "./cash-serials";

type MovementTable = typeof expenses | typeof economicSubscriptions;

/** A movement a closed report counted is part of that report: it no longer changes. */
async function assertOpen(db: Db, table: MovementTable, localId: number, ids: number[], message: string) {
  const [counted] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.local_id, localId), inArray(table.id, ids), isNotNull(table.box_report_id)))
    .limit(1);
  if (counted) throw errors.field("id", message, { id: counted.id });
}

function prepareMovement(table: MovementTable, series: "G" | "S", message: string) {
  return async (
    input: Record<string, unknown>,
    { db, localId, userId, operation, id }: EntityContext & { operation: "insert" | "update"; id?: number },
  ) => {
    if (operation === "update") {
      if (id !== undefined) await assertOpen(db, table, localId, [id], message);
      return input;
    }
    return { ...input, serial: await nextCashSerial(db, localId, series), user: userId ?? null };
  };
}

/** Money paid out at the till; a paid cash expense lowers the cash the drawer should hold. */
export const expensesEntity = defineEntity({
  collection: "expenses",
  table: expenses,
  insertSchema: expenseInputSchema,
  updateSchema: expenseUpdateSchema,
  uniqueField: "serial",
  searchable: ["description", "serial"],
  defaultOrdering: "-id",
  prepare: prepareMovement(expenses, "G", CASH_MESSAGES.expenseClosed),
  assertDeletable: (ids, { db, localId }) =>
    assertOpen(db, expenses, localId, ids, CASH_MESSAGES.expenseClosed),
  sample: async ({ n }) => ({ importe: 10 + n, payed_with: "cash", description: `Gasto ${n}` }),
});

/** Money taken in at the till that is not an order; counted by its payment method. */
export const economicSubscriptionsEntity = defineEntity({
  collection: "economic_subscriptions",
  table: economicSubscriptions,
  insertSchema: economicSubscriptionInputSchema,
  updateSchema: economicSubscriptionUpdateSchema,
  uniqueField: "serial",
  searchable: ["description", "serial"],
  defaultOrdering: "-id",
  prepare: async (input, context) => {
    const prepared = await prepareMovement(
      economicSubscriptions,
      "S",
      CASH_MESSAGES.subscriptionClosed,
    )(input, context);
    return prepared.payment === undefined
      ? prepared
      : { ...prepared, credit_card: prepared.payment === "credit_card" };
  },
  assertDeletable: (ids, { db, localId }) =>
    assertOpen(db, economicSubscriptions, localId, ids, CASH_MESSAGES.subscriptionClosed),
  sample: async ({ n }) => ({ amount: 5 + n, payment: "cash", description: `Cuota ${n}` }),
});
