import type {
  DeviceCredentialsBody,
  DevicePaymentBody,
  DevicePaymentRef,
  PaymentDevice,
} from "@comanda/domain";
import { PAYMENT_DEVICE_MESSAGES } from "@comanda/domain";
import { and, eq, isNull } from "drizzle-orm";
import { AppError, errors } from "../../platform/errors/app-error";
import { tpvs } from "../floor/floor.schema";
import type { Actor } from "../orders/order-events";
import { attachDevicePayment } from "./attach-device-payment";
import { cancelDevicePayment } from "./cancel-device-payment";
import { confirmDojoSignature } from "./confirm-dojo-signature";
import type { LocalDevices } from "./device-clients";
import { deviceCredentialsView, findDeviceCredentials, saveDeviceCredentials } from "./device-credentials";
import {
  type DeviceDeps,
  type DevicePaymentRow,
  findDevicePayment,
  lastDevicePaymentOf,
  presentDevicePayment,
} from "./device-payment-store";
import { followDevicePayment } from "./follow-device-payment";
import { tillTerminals } from "./payment-devices.schema";
import { reconcileDevicePayments, startReconciler } from "./reconcile-device-payments";
import { refundDevicePayment } from "./refund-device-payment";
import { startCashPayment } from "./start-cash-payment";
import { startDojoPayment } from "./start-dojo-payment";
import { unresolvedDevicePayments } from "./unresolved-device-payments";

/** The card terminal and cash machine payments of the tills (spec §7 dojo…, cashmatic…). */
export function createPaymentDevicesService(
  deps: DeviceDeps & { seal: (plain: string) => string; server: LocalDevices },
) {
  /** A payment of the local on that device, or 404. */
  async function ownPayment(localId: number, device: PaymentDevice, id: number) {
    const row = await findDevicePayment(deps.db, localId, id);
    if (row.device !== device) throw new AppError(404, PAYMENT_DEVICE_MESSAGES.notFound);
    return row;
  }
  const view = (row: DevicePaymentRow) => presentDevicePayment(row);

  return {
    /** The order a payment (or a reference to one) belongs to, for the permission check. */
    async orderOf(localId: number, device: PaymentDevice, ref: DevicePaymentRef) {
      return ref.command ?? (await ownPayment(localId, device, ref.id ?? 0)).request_id;
    },

    async start(actor: Actor, device: PaymentDevice, body: DevicePaymentBody) {
      const row =
        device === "dojo"
          ? await startDojoPayment(deps, actor, body)
          : await startCashPayment(deps, actor, body);
      return view(row);
    },

    /** dojo/transaction, cashmatic/transaction: the payment as its device says now; null: none. */
    async follow(localId: number, device: PaymentDevice, ref: DevicePaymentRef) {
      const row =
        ref.id !== undefined
          ? await ownPayment(localId, device, ref.id)
          : await lastDevicePaymentOf(deps.db, localId, ref.command ?? 0);
      if (!row || row.device !== device) return null;
      return view(await followDevicePayment(deps, row));
    },

    async cancel(localId: number, device: PaymentDevice, id: number) {
      return view(await cancelDevicePayment(deps, await ownPayment(localId, device, id)));
    },

    /** dojo/confirmation: the hand-sign confirmation when given, then the payment followed. */
    async confirm(localId: number, id: number, accepted: boolean | undefined) {
      const row = await ownPayment(localId, "dojo", id);
      if (accepted === undefined) return view(await followDevicePayment(deps, row));
      return view(await confirmDojoSignature(deps, row, accepted));
    },

    /** The charges no payment row holds, for the manager to refund or attach. */
    unresolved: (localId: number) => unresolvedDevicePayments(deps, localId),

    /** Gives a charge the order could not take back on the card terminal. */
    async refund(actor: Actor, id: number) {
      return view(
        await refundDevicePayment(deps, actor, await findDevicePayment(deps.db, actor.localId, id)),
      );
    },

    /** Attaches a charge the order could not take to it as its payment after all. */
    async attach(actor: Actor, id: number) {
      return view(
        await attachDevicePayment(deps, actor, await findDevicePayment(deps.db, actor.localId, id)),
      );
    },

    /** The terminals Dojo knows for the account and the one each till charges on. */
    async terminals(localId: number) {
      const tills = await deps.db
        .select({ tpv: tillTerminals.tpv_id, terminal_id: tillTerminals.terminal_id })
        .from(tillTerminals)
        .where(eq(tillTerminals.local_id, localId));
      const { dojo } = await deps.devicesOf(localId);
      const available = dojo ? await dojo.terminals().catch(() => null) : null;
      return {
        results: available ?? [],
        total: available?.length ?? 0,
        reachable: available !== null,
        tills,
      };
    },

    async setTillTerminal(localId: number, tpvId: number, terminalId: string | null) {
      const [tpv] = await deps.db
        .select({ id: tpvs.id })
        .from(tpvs)
        .where(and(eq(tpvs.id, tpvId), eq(tpvs.local_id, localId), isNull(tpvs.deleted_at)));
      if (!tpv) throw errors.field("tpv", "globals.not_found");
      await deps.db.transaction(async (tx) => {
        await tx
          .delete(tillTerminals)
          .where(and(eq(tillTerminals.tpv_id, tpvId), eq(tillTerminals.local_id, localId)));
        if (terminalId !== null)
          await tx
            .insert(tillTerminals)
            .values({ tpv_id: tpvId, local_id: localId, terminal_id: terminalId });
      });
      return { tpv: tpvId, terminal_id: terminalId };
    },

    /** The local's own terminal account and machine, without their secrets. */
    async credentials(localId: number) {
      return deviceCredentialsView(await findDeviceCredentials(deps.db, localId), deps.server);
    },

    async saveCredentials(localId: number, body: DeviceCredentialsBody) {
      return deviceCredentialsView(await saveDeviceCredentials(deps, localId, body), deps.server);
    },

    reconcile: () => reconcileDevicePayments(deps),
    startReconciler: (everyMs: number) => startReconciler(deps, everyMs),
  };
}
export type PaymentDevicesService = ReturnType<typeof createPaymentDevicesService>;
