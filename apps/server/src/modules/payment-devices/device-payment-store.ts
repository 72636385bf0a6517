import {
  type DevicePaymentStatus,
  type DevicePaymentView,
  isActiveDeviceStatus,
  PAYMENT_DEVICE_MESSAGES,
} from "@comanda/domain";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import type { KitchenService } from "../orders/kitchen.service";
import type { Actor } from "../orders/order-events";
import type { PaymentsService } from "../orders/payments.service";
import type { SettingsService } from "../settings/settings.service";
import type { LocalDevices } from "./device-clients";
import { type DevicePaymentRow, devicePayments } from "./payment-devices.schema";

export type { DevicePaymentRow };

export interface DeviceDeps {
  db: Db;
  settings: Pick<SettingsService, "get">;
  /** The orders' payments working inside the caller's transaction (a savepoint of it). */
  paymentsIn: (tx: Db) => Pick<PaymentsService, "closeLocked" | "payByPrice" | "payByProducts">;
  /** The hand-over of a pickup or delivery order (mode hand_over), inside the caller's transaction. */
  handOverIn: (tx: Db) => Pick<KitchenService, "changeProcessStatus">;
  /** The local's terminal account and machine (its own credentials, else the server's); unset: none. */
  devicesOf: (localId: number) => Promise<LocalDevices>;
  clock: () => Date;
  log: FastifyBaseLogger;
}

const amount = (cents: number) => cents / 100;

export function presentDevicePayment(row: DevicePaymentRow): DevicePaymentView {
  return {
    id: row.id,
    command: row.request_id,
    device: row.device,
    mode: row.mode,
    status: row.status,
    idempotency_key: row.idempotency_key,
    amount: amount(row.amount_cents),
    tip: amount(row.tip_cents),
    hint: row.hint,
    transaction_id: row.transaction_id,
    card: row.card,
    auth_code: row.auth_code,
    inserted: amount(row.inserted_cents),
    dispensed: amount(row.dispensed_cents),
    not_dispensed: amount(row.not_dispensed_cents),
    error: row.error,
    payment: row.payment_id,
    created_at: row.created_at.toISOString(),
    resolved_by: row.resolved_by,
    resolved_at: row.resolved_at?.toISOString() ?? null,
  };
}

export async function findDevicePayment(db: Db, localId: number, id: number): Promise<DevicePaymentRow> {
  const [row] = await db
    .select()
    .from(devicePayments)
    .where(and(eq(devicePayments.id, id), eq(devicePayments.local_id, localId)));
  if (!row) throw new AppError(404, PAYMENT_DEVICE_MESSAGES.notFound);
  return row;
}

/** The order's last device payment (a till that reloaded picks it up again), or null. */
export async function lastDevicePaymentOf(db: Db, localId: number, requestId: number) {
  const [row] = await db
    .select()
    .from(devicePayments)
    .where(and(eq(devicePayments.request_id, requestId), eq(devicePayments.local_id, localId)))
    .orderBy(desc(devicePayments.id))
    .limit(1);
  return row ?? null;
}

/** The row locked for the change of its status: concurrent followers of one payment take turns. */
export async function lockDevicePayment(tx: Db, id: number): Promise<DevicePaymentRow> {
  const [row] = await tx.select().from(devicePayments).where(eq(devicePayments.id, id)).for("update");
  if (!row) throw new AppError(404, PAYMENT_DEVICE_MESSAGES.notFound);
  return row;
}

type Changes = Partial<Omit<DevicePaymentRow, "id" | "local_id" | "request_id" | "created_at">>;

/**
 * Saves what the device said, only while the payment is still running: a payment another
 * follower already ended stays as that one left it.
 */
export async function updateWhileActive(
  deps: Pick<DeviceDeps, "db" | "clock">,
  id: number,
  changes: Changes,
): Promise<DevicePaymentRow> {
  return deps.db.transaction(async (tx) => {
    const row = await lockDevicePayment(tx, id);
    if (!isActiveDeviceStatus(row.status)) return row;
    const [saved] = await tx
      .update(devicePayments)
      .set({ ...changes, updated_at: deps.clock() })
      .where(eq(devicePayments.id, id))
      .returning();
    return saved!;
  });
}

/**
 * Saves the changes only if the payment is still in `expected` (locked). Otherwise a manager's
 * action is refused (two managers resolving one charge take turns, the second is told it is no
 * longer to resolve) and a follower (`otherwise` "leave") keeps what the first one left.
 */
export async function moveDevicePaymentFrom(
  deps: Pick<DeviceDeps, "db" | "clock">,
  id: number,
  expected: DevicePaymentStatus,
  changes: (tx: Db, row: DevicePaymentRow) => Promise<Changes> | Changes,
  otherwise: "refuse" | "leave" = "refuse",
): Promise<DevicePaymentRow> {
  return deps.db.transaction(async (tx) => {
    const row = await lockDevicePayment(tx, id);
    if (row.status !== expected) {
      if (otherwise === "leave") return row;
      throw new AppError(400, PAYMENT_DEVICE_MESSAGES.notUnrecorded);
    }
    const [saved] = await tx
      .update(devicePayments)
      .set({ ...(await changes(tx, row)), updated_at: deps.clock() })
      .where(eq(devicePayments.id, id))
      .returning();
    return saved!;
  });
}

/** Who the payment row is written for: the waiter and till that asked for the charge. */
export const actorOfDevicePayment = (row: DevicePaymentRow): Actor => ({
  localId: row.local_id,
  userId: row.user_id,
  authorizedBy: null,
  tpvId: row.tpv_id,
});
