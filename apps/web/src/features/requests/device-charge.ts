import type { PaymentDevice } from "@comanda/domain";
import type { PaymentRequest } from "./components/PaymentDialog";
import type { DeviceChargeBody } from "./device-payments-api";

/** The devices the local charges on (global settings use_payment_terminal and use_cashmatic). */
export interface DevicesOn {
  terminal: boolean;
  cashMachine: boolean;
}

/**
 * The device a payment of the dialog goes through, and what it is asked for; undefined: taken
 * by hand as before (the device is off, a transfer, or nothing left to take but closing).
 */
export function deviceChargeOf(
  request: PaymentRequest,
  on: DevicesOn,
  orderId: number,
  pendingCents: number,
  /** What the closing payment does: closes the order, or hands a pickup or delivery order over. */
  closing: "all" | "hand_over" = "all",
): { device: PaymentDevice; body: DeviceChargeBody } | undefined {
  const card = request.mode === "all" ? request.method === "card" : request.card;
  const cash = request.mode === "all" ? request.method === "cash" : !request.card;
  const device: PaymentDevice | undefined =
    card && on.terminal ? "dojo" : cash && on.cashMachine ? "cashmatic" : undefined;
  if (!device) return undefined;
  if (request.mode === "all") {
    if (pendingCents + request.tipCents <= 0) return undefined;
    return {
      device,
      body: {
        command: orderId,
        mode: closing,
        ...(request.tipCents > 0
          ? {
              tip_amount: request.tipCents / 100,
              ...(request.tipOption ? { tip_option: request.tipOption } : {}),
            }
          : {}),
        ...(request.invoiceRecipient ? { invoice_recipient: request.invoiceRecipient } : {}),
      },
    };
  }
  if (request.mode === "price")
    return { device, body: { command: orderId, mode: "price", price: request.cents / 100 } };
  return { device, body: { command: orderId, mode: "products", products: request.products } };
}
