import {
  centsFromAmount,
  closesOrder,
  type DevicePaymentView,
  formatMoney,
  type PaymentDevice,
} from "@comanda/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../lib/notify";
import { useSettingsGroup } from "../settings/settings-api";
import { useMoneyOptions } from "../settings/use-local-money";
import type { PaymentRequest } from "./components/PaymentDialog";
import { type DevicesOn, deviceChargeOf } from "./device-charge";
import { refreshOrders } from "./orders-api";
import { type DeviceCharge, useRunningDevicePayment } from "./use-device-payment";

export type ClosingTicket = { print: boolean; email: string | undefined };

const devicesOf = (on: DevicesOn): PaymentDevice[] => [
  ...(on.terminal ? (["dojo"] as const) : []),
  ...(on.cashMachine ? (["cashmatic"] as const) : []),
];

/**
 * The card terminal and the cash machine behind a payment screen (a table's or an order's
 * charge, the pickup and delivery hand-over, the bar's payment): which payments go to a device (use_payment_terminal,
 * use_cashmatic), the charge shown in `DevicePaymentDialog`, a payment left running on the
 * order found again, and what an approval does. `orderId` undefined: no order yet.
 */
export function useDeviceCharging(
  orderId: number | undefined,
  handlers: {
    /** A closing payment approved: the order is closed (and handed over) by the server. */
    onClosed: (view: DevicePaymentView, ticket: ClosingTicket) => void;
    /** The dialog closed without the order being closed (declined, cancelled, a part paid…). */
    onDismissed?: () => void;
    /** A payment left running on the order (a till that reloaded) was found and is shown again. */
    onResumed?: () => void;
  },
  closing: "all" | "hand_over" = "all",
) {
  const { t } = useTranslation();
  const moneyOptions = useMoneyOptions();
  const queryClient = useQueryClient();
  const global = useSettingsGroup("global");
  const on: DevicesOn = {
    terminal: global.data?.use_payment_terminal ?? false,
    cashMachine: global.data?.use_cashmatic ?? false,
  };
  const [charge, setCharge] = useState<DeviceCharge>();
  const ticket = useRef<ClosingTicket>({ print: false, email: undefined });
  const latest = useRef(handlers);
  latest.current = handlers;
  const resume = useCallback((found: DeviceCharge) => {
    setCharge(found);
    latest.current.onResumed?.();
  }, []);
  useRunningDevicePayment(orderId ?? 0, orderId === undefined ? [] : devicesOf(on), resume);

  const onApproved = useCallback(
    (view: DevicePaymentView) => {
      setCharge(undefined);
      // Change the machine could not give: the waiter hands it over, told until it is read.
      if (view.not_dispensed > 0)
        notify(
          t("devices.errors.not_dispensed", {
            amount: formatMoney(centsFromAmount(view.not_dispensed), moneyOptions),
          }),
          "info",
          { autoClose: false },
        );
      if (closesOrder(view.mode)) latest.current.onClosed(view, ticket.current);
      void refreshOrders(queryClient);
    },
    [t, moneyOptions, queryClient],
  );

  return {
    on,
    /** A payment of the payment dialog sent to its device; false: taken by hand as before. */
    chargeRequest(request: PaymentRequest, pendingCents: number): boolean {
      if (orderId === undefined) return false;
      const next = deviceChargeOf(request, on, orderId, pendingCents, closing);
      if (!next) return false;
      ticket.current = request.mode === "all" ? request.ticket : { print: false, email: undefined };
      setCharge(next);
      return true;
    },
    /** The whole of an order just made, on `device` (the bar's payment). */
    chargeAll(device: PaymentDevice, order: number) {
      ticket.current = { print: false, email: undefined };
      setCharge({ device, body: { command: order, mode: closing } });
    },
    /** Props of `DevicePaymentDialog`. */
    dialog: {
      charge,
      onApproved,
      onClose: () => {
        setCharge(undefined);
        void refreshOrders(queryClient);
        latest.current.onDismissed?.();
      },
    },
  };
}
