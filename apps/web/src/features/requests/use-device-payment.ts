import {
  closesOrder,
  type DevicePaymentView,
  isActiveDeviceStatus,
  type PaymentDevice,
} from "@comanda/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../lib/api-client";
import {
  cancelDevicePayment,
  confirmSignature,
  type DeviceChargeBody,
  followDevicePayment,
  lastDevicePaymentOf,
  startDevicePayment,
} from "./device-payments-api";
import { newDraftKey } from "./order-draft-store";

/** How often the till asks how the payment is going. */
const FOLLOW_MS = 600;

/** A charge the payment dialog asked a device for, or a payment found running on one. */
export type DeviceCharge =
  | { device: PaymentDevice; body: DeviceChargeBody }
  | { device: PaymentDevice; resume: DevicePaymentView };

/** Why a call failed: the catalogue code, and the server's own words for codes not the devices'. */
export interface DeviceProblem {
  code: string;
  message: string;
}
const problemOf = (error: unknown): DeviceProblem =>
  error instanceof ApiError && error.kind !== "NETWORK_ERROR"
    ? { code: error.code, message: error.message }
    : { code: "devices.unavailable", message: "" };

/**
 * Drives one device payment: starts it under its own idempotency key (sent again unchanged when
 * the answer is lost), follows it until it ends, cancels it, answers the signature question.
 */
export function useDevicePayment(
  charge: DeviceCharge | undefined,
  onApproved: (view: DevicePaymentView) => void,
) {
  const [view, setShownView] = useState<DevicePaymentView>();
  const approved = useRef(onApproved);
  approved.current = onApproved;
  const announced = useRef(false);
  /**
   * Keeps what the device said; an approval is announced from here, in the call's own promise:
   * a closing payment closes the order, whose screen (and this dialog) may be gone before an
   * effect would run. A part payment shows its approval a moment first.
   */
  const setView = useCallback((next: DevicePaymentView) => {
    setShownView(next);
    if (next.status !== "approved" || announced.current) return;
    announced.current = true;
    if (closesOrder(next.mode)) approved.current(next);
    else setTimeout(() => approved.current(next), 1200);
  }, []);
  const [problem, setProblem] = useState<DeviceProblem>();
  const [isBusy, setBusy] = useState(false);
  const key = useRef<string>(undefined);
  const device = charge?.device;

  const start = useCallback(async () => {
    if (!charge || !("body" in charge)) return;
    key.current ??= newDraftKey();
    setProblem(undefined);
    setBusy(true);
    try {
      setView(await startDevicePayment(charge.device, charge.body, key.current));
    } catch (error) {
      // A refusal is final for this key; an unanswered call is sent again with the same one.
      if (error instanceof ApiError && error.kind !== "NETWORK_ERROR") key.current = undefined;
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  }, [charge, setView]);

  // One hook per charge (the dialog is keyed by it): a second run of this effect (React's strict
  // mode) sends the same key again and gets the same payment.
  useEffect(() => {
    setProblem(undefined);
    if (charge && "resume" in charge) setView(charge.resume);
    else {
      setShownView(undefined);
      void start();
    }
  }, [charge, start, setView]);

  const active = view !== undefined && isActiveDeviceStatus(view.status);
  const viewId = view?.id;
  useEffect(() => {
    if (!active || device === undefined || viewId === undefined) return;
    // An answer that comes back after the dialog went (the approval closed the order and its
    // screen) is still kept: the approval must reach the till.
    const timer = setInterval(() => {
      followDevicePayment(device, viewId).then(setView, () => undefined);
    }, FOLLOW_MS);
    return () => clearInterval(timer);
  }, [active, device, viewId, setView]);

  const act = async (call: () => Promise<DevicePaymentView>) => {
    setProblem(undefined);
    setBusy(true);
    try {
      setView(await call());
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  return {
    view,
    problem,
    isBusy,
    /** A new charge after one that ended without money (a new key: a new payment). */
    retry: () => {
      key.current = undefined;
      setShownView(undefined);
      void start();
    },
    cancel: () => (device && view ? act(() => cancelDevicePayment(device, view.id)) : undefined),
    confirm: (accepted: boolean) => (view ? act(() => confirmSignature(view.id, accepted)) : undefined),
  };
}

/**
 * A payment left running on a device for this order (the till reloaded, or another till
 * started it): found once when the order's screen opens, to follow it again.
 */
export function useRunningDevicePayment(
  orderId: number,
  devices: PaymentDevice[],
  onFound: (charge: DeviceCharge) => void,
) {
  const found = useRef(onFound);
  found.current = onFound;
  const key = devices.join(",");
  useEffect(() => {
    if (key === "") return;
    let stopped = false;
    for (const device of key.split(",") as PaymentDevice[])
      lastDevicePaymentOf(device, orderId).then(
        (view) => {
          if (!stopped && view && isActiveDeviceStatus(view.status)) found.current({ device, resume: view });
        },
        () => undefined,
      );
    return () => {
      stopped = true;
    };
  }, [orderId, key]);
}
