import { type DrawerOpeningReason, drawerKickBytes } from "@comanda/domain";
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { queueDelivery } from "./print-queue";
import { cashiers, drawerOpenings, printers } from "./printing.schema";

export type CashierRow = typeof cashiers.$inferSelect;

export interface DrawerOpening {
  localId: number;
  tpvId: number | null;
  userId: number;
  reason: DrawerOpeningReason;
  requestId?: number | null;
}

/**
 * The cash drawer of a till: the drawer whose printer has the till as its main TPV, else as
 * its secondary TPV. A drawer no till names is opened only by its button: a kick sent to a
 * printer nobody said stands at that till would open a drawer where nobody is paying.
 */
export async function tpvCashier(
  tx: Db,
  localId: number,
  tpvId: number | null,
): Promise<CashierRow | undefined> {
  if (tpvId === null) return undefined;
  const [row] = await tx
    .select({ cashier: cashiers })
    .from(cashiers)
    .innerJoin(printers, eq(printers.id, cashiers.printer))
    .where(
      and(
        eq(cashiers.local_id, localId),
        isNull(cashiers.deleted_at),
        isNull(printers.deleted_at),
        or(eq(printers.main_tpv, tpvId), eq(printers.secondary_tpv, tpvId)),
      ),
    )
    .orderBy(sql`${printers.main_tpv} = ${tpvId} desc`, asc(cashiers.id))
    .limit(1);
  return row?.cashier;
}

/** Records an opening of `cashier`'s drawer, in the caller's transaction. */
export async function recordDrawerOpening(
  tx: Db,
  cashier: CashierRow,
  opening: DrawerOpening,
): Promise<number> {
  const [row] = await tx
    .insert(drawerOpenings)
    .values({
      local_id: opening.localId,
      cashier_id: cashier.id,
      tpv_id: opening.tpvId,
      user_id: opening.userId,
      reason: opening.reason,
      request_id: opening.requestId ?? null,
    })
    .returning({ id: drawerOpenings.id });
  return row!.id;
}

/**
 * Opens the till's drawer through the print queue, in the caller's transaction (a cash
 * payment's): the opening is recorded and the kick queued on the drawer's printer, or neither.
 * A till without a drawer opens nothing.
 */
export async function queueDrawerOpening(tx: Db, opening: DrawerOpening): Promise<number | undefined> {
  const cashier = await tpvCashier(tx, opening.localId, opening.tpvId);
  if (!cashier) return undefined;
  const openingId = await recordDrawerOpening(tx, cashier, opening);
  await queueDelivery(tx, {
    local_id: opening.localId,
    printer_id: cashier.printer,
    escpos: drawerKickBytes(cashier.port === 1 ? 1 : 0, cashier.pulse),
    html: "",
    copies: 1,
    drawer_opening_id: openingId,
  });
  return openingId;
}
