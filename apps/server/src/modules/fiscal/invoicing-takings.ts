import { FISCAL_MESSAGES, isVerifactuSafeText } from "@comanda/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { EntityDefinition } from "../../platform/crud/entity";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { invoiceRecords } from "./fiscal.schema";
import type { FiscalService } from "./fiscal.service";

/** The invoices of some takings, if any. */
async function invoicedTakings(db: Db, localId: number, ids: number[]) {
  return db
    .select({ id: invoiceRecords.economic_subscription_id })
    .from(invoiceRecords)
    .where(and(eq(invoiceRecords.local_id, localId), inArray(invoiceRecords.economic_subscription_id, ids)))
    .limit(1);
}

/**
 * The takings of the cash module (spec "Economic subscription": money taken at the till outside an
 * order) invoiced like a ticket when the local issues invoices: an F2 at the local's VAT rate, in
 * the taking's own transaction. Once invoiced, its amount can no longer change nor the taking be
 * deleted: what was declared is corrected on the invoices screen (anulación), not by editing.
 */
export function invoicingTakings(
  entity: EntityDefinition,
  fiscal: Pick<FiscalService, "issueForTaking">,
): EntityDefinition {
  if (entity.collection !== "economic_subscriptions") return entity;
  const { afterWrite, assertDeletable } = entity;
  return {
    ...entity,
    afterWrite: async (row, input, context) => {
      await afterWrite?.(row, input, context);
      const id = Number(row.id);
      if (context.operation === "insert") {
        const description = String(row.description ?? "").trim();
        await fiscal.issueForTaking(context.db, {
          localId: context.localId,
          takingId: id,
          amountCents: Math.round(Number(row.amount) * 100),
          // The taking's own words when the agency can take them, else a plain name.
          description:
            description && isVerifactuSafeText(description) ? description.slice(0, 500) : undefined,
        });
        return;
      }
      const changesMoney = input.amount !== undefined || input.payment !== undefined;
      if (changesMoney && (await invoicedTakings(context.db, context.localId, [id])).length > 0)
        throw new AppError(400, FISCAL_MESSAGES.invoicedTaking);
    },
    assertDeletable: async (ids, context) => {
      await assertDeletable?.(ids, context);
      if ((await invoicedTakings(context.db, context.localId, ids)).length > 0)
        throw new AppError(400, FISCAL_MESSAGES.invoicedTaking);
    },
  };
}
