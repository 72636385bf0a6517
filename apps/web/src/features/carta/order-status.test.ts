import type { CartaOrderStatus } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { acceptedMessage, isSettled, statusKey, timeLine } from "./order-status";

const order = (changes: Partial<CartaOrderStatus>): CartaOrderStatus => ({
  kind: "recoger",
  state: "pending",
  table: null,
  created_at: "2026-11-26T20:00:00.000Z",
  soon_as_possible: true,
  shift_time: null,
  delay_minutes: null,
  expected_at: null,
  lines: [],
  total: 10,
  currency: "EUR",
  pays_by_card: false,
  ...changes,
});

describe("what the guest reads of the order", () => {
  it("names a late acceptance's new time apart from an expected one", () => {
    const at = "2026-11-26T20:45:00.000Z";
    expect(timeLine(order({ state: "accepted", delay_minutes: 15, expected_at: at }))).toEqual({
      key: "statusDelayed",
      at,
    });
    expect(timeLine(order({ state: "accepted", expected_at: at }))).toEqual({ key: "readyAt", at });
    expect(timeLine(order({ state: "refused", delay_minutes: 15, expected_at: at }))).toBeUndefined();
    expect(timeLine(order({ state: "pending" }))).toBeUndefined();
  });

  it("says a ready delivery is on its way and stops asking once settled", () => {
    expect(statusKey(order({ state: "ready", kind: "domicilio" }))).toBe("statusOnTheWay");
    expect(statusKey(order({ state: "ready" }))).toBe("statusReady");
    expect(isSettled(order({ state: "done" }))).toBe(true);
    expect(isSettled(order({ state: "refused" }))).toBe(true);
    expect(isSettled(order({ state: "preparing" }))).toBe(false);
  });
});

describe("the accepted message", () => {
  const texts = (es: string) => ({ es, en: es });
  const card = {
    order_accepted_message: texts("general"),
    kiosk_cash_accepted_message: texts("kiosk, pay at the counter"),
  };
  it("is the kiosk's pay-at-the-counter thanks there, however the guest pays, the general one elsewhere", () => {
    expect(acceptedMessage(card, true).es).toBe("kiosk, pay at the counter");
    expect(acceptedMessage(card, false).es).toBe("general");
  });
});
