import type { CartaMenu } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { emptyTakeaway, type TakeawayForm, takeawayBody, tipCents } from "./TakeawayFields";

const menu = { ordering: { pickup: { blocked: false } } } as CartaMenu;
const lines = [{ id: 7, qty: 2 }];
const form = (changes: Partial<TakeawayForm>): TakeawayForm => ({
  ...emptyTakeaway(menu),
  first_name: " Eva ",
  phone: "600000111",
  email: "eva@example.com",
  ...changes,
});

describe("tipCents", () => {
  it("takes a share of the order to the nearest cent", () => {
    expect(tipCents(1835, 10)).toBe(184);
    expect(tipCents(1835, 5)).toBe(92);
    expect(tipCents(1835, 0)).toBe(0);
  });
});

describe("takeawayBody", () => {
  it("sends cash and no tip unless chosen", () => {
    const body = takeawayBody(form({}), lines, 1835);
    expect(body.credit_card).toBe(false);
    expect(body).not.toHaveProperty("tip_amount");
    expect(body.customer.first_name).toBe("Eva");
  });

  it("sends the card and the chosen tip as an amount", () => {
    const body = takeawayBody(form({ card: true, tipPercent: 10 }), lines, 1835);
    expect(body.credit_card).toBe(true);
    expect(body.tip_amount).toBe(1.84);
  });
});
