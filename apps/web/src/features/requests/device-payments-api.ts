import type { DevicePaymentBody, DevicePaymentView, PaymentDevice } from "@comanda/domain";
import { api } from "../../lib/api-client";

/** The card terminal and cash machine calls (spec §7 dojo…, cashmatic…). Amounts in decimals. */

export type DeviceChargeBody = Omit<DevicePaymentBody, "idempotency_key">;

/** Starts the charge; the same key again answers the same payment (a retry never charges twice). */
export const startDevicePayment = (device: PaymentDevice, body: DeviceChargeBody, key: string) =>
  api<DevicePaymentView>(`/api/v1/payments/${device}`, { body: { ...body, idempotency_key: key } });

/** The payment as its device says now. */
export const followDevicePayment = (device: PaymentDevice, id: number) =>
  api<DevicePaymentView>(`/api/v1/payments/${device}/transaction`, { body: { id } });

/** The order's last payment on that device (a till that reloaded mid-payment); null: none. */
export const lastDevicePaymentOf = (device: PaymentDevice, command: number) =>
  api<DevicePaymentView | null>(`/api/v1/payments/${device}/transaction`, { body: { command } });

export const cancelDevicePayment = (device: PaymentDevice, id: number) =>
  api<DevicePaymentView>(`/api/v1/payments/${device}/cancel`, { body: { id } });

/** The hand-sign confirmation: the cashier compared the signature. */
export const confirmSignature = (id: number, accepted: boolean) =>
  api<DevicePaymentView>("/api/v1/payments/dojo/confirmation", { body: { id, accepted } });

/** The terminals Dojo knows for the account (none when unreachable) and each till's. */
export interface TillTerminals {
  results: Array<{ id: string; status: string }>;
  reachable: boolean;
  tills: Array<{ tpv: number; terminal_id: string }>;
}

export const tillTerminals = () => api<TillTerminals>("/api/v1/payments/dojo/terminals");

/** The card terminal a till charges on; null: none. */
export const setTillTerminal = (tpv: number, terminalId: string | null) =>
  api<{ tpv: number; terminal_id: string | null }>("/api/v1/payments/dojo/till_terminal", {
    body: { tpv, terminal_id: terminalId },
  });
