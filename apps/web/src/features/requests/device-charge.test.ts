import { describe, expect, it } from "vitest";
import { deviceChargeOf } from "./device-charge";

const both = { terminal: true, cashMachine: true };
const ticket = { print: false, email: undefined };

describe("deviceChargeOf", () => {
  it("sends a card payment with its tip to the terminal", () => {
    expect(
      deviceChargeOf(
        { mode: "all", method: "card", tipCents: 150, tipOption: "other", ticket },
        both,
        7,
        740,
      ),
    ).toEqual({
      device: "dojo",
      body: { command: 7, mode: "all", tip_amount: 1.5, tip_option: "other" },
    });
  });

  it("hands a pickup or delivery order over with the closing payment when asked", () => {
    expect(
      deviceChargeOf(
        { mode: "all", method: "cash", tipCents: 0, tipOption: undefined, ticket },
        both,
        9,
        300,
        "hand_over",
      ),
    ).toEqual({ device: "cashmatic", body: { command: 9, mode: "hand_over" } });
  });

  it("sends cash to the machine, by amount or by products", () => {
    expect(deviceChargeOf({ mode: "price", cents: 400, card: false }, both, 7, 740)).toEqual({
      device: "cashmatic",
      body: { command: 7, mode: "price", price: 4 },
    });
    const products = [{ request_item: 3, qty: 1 }];
    expect(deviceChargeOf({ mode: "products", products, card: true }, both, 7, 740)).toEqual({
      device: "dojo",
      body: { command: 7, mode: "products", products },
    });
  });

  it("leaves it to the till when the device is off, for a transfer, or with nothing to take", () => {
    const off = { terminal: false, cashMachine: false };
    expect(
      deviceChargeOf({ mode: "all", method: "card", tipCents: 0, tipOption: undefined, ticket }, off, 7, 740),
    ).toBe(undefined);
    expect(
      deviceChargeOf(
        { mode: "all", method: "transfer", tipCents: 0, tipOption: undefined, ticket },
        both,
        7,
        740,
      ),
    ).toBe(undefined);
    expect(
      deviceChargeOf({ mode: "all", method: "cash", tipCents: 0, tipOption: undefined, ticket }, both, 7, 0),
    ).toBe(undefined);
    expect(
      deviceChargeOf(
        { mode: "price", cents: 400, card: false },
        { terminal: true, cashMachine: false },
        7,
        740,
      ),
    ).toBe(undefined);
  });
});
