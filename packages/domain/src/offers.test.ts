import { describe, expect, it } from "vitest";
import {
  calendarDateIn,
  OFFER_MESSAGES,
  offerInputSchema,
  offerRefusal,
  offerRuleErrors,
  offerUpdateSchema,
} from "./offers";

const valid = {
  name: "Verano",
  code: "verano-25",
  price: 10,
  start_date: "2025-06-01",
  end_date: "2025-08-31",
};
const messagesOf = (input: unknown) => {
  const result = offerInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("offer input", () => {
  it("fills the defaults and stores the code in capitals", () => {
    expect(offerInputSchema.parse(valid)).toEqual({
      ...valid,
      code: "VERANO-25",
      qr: null,
      discount_type: "percent",
      product: null,
      description: null,
      limit_uses: null,
      limit_uses_client: null,
    });
  });

  it("requires name, code and both dates", () => {
    const paths = messagesOf({ price: 1 }).map(([path]) => path);
    expect(paths).toEqual(expect.arrayContaining(["name", "code", "start_date", "end_date"]));
  });

  it("takes codes of 3 to 30 letters, digits or dashes only", () => {
    for (const code of ["AB", "a".repeat(31), "con espacio", "ÑOÑO", "a_b"]) {
      expect(messagesOf({ ...valid, code })).toEqual([["code", OFFER_MESSAGES.codeFormat]]);
    }
    expect(messagesOf({ ...valid, code: " abc " })).toEqual([]);
    expect(messagesOf({ ...valid, code: "a".repeat(30) })).toEqual([]);
  });

  it("refuses an end before the start but takes a one-day offer", () => {
    expect(messagesOf({ ...valid, end_date: "2025-05-31" })).toEqual([
      ["end_date", OFFER_MESSAGES.endBeforeStart],
    ]);
    expect(messagesOf({ ...valid, end_date: valid.start_date })).toEqual([]);
  });

  it("refuses dates that do not exist or are not YYYY-MM-DD", () => {
    for (const date of ["2025-02-30", "2025-6-1", "01/06/2025", "2025-06-01T00:00:00Z"]) {
      expect(messagesOf({ ...valid, start_date: date })).toContainEqual(["start_date", OFFER_MESSAGES.date]);
    }
  });

  it("caps a percentage at 100 but not an amount, and refuses a negative price or a third decimal", () => {
    expect(messagesOf({ ...valid, price: 100.01 })).toEqual([["price", OFFER_MESSAGES.percentOver100]]);
    expect(messagesOf({ ...valid, price: 100 })).toEqual([]);
    expect(messagesOf({ ...valid, price: 150, discount_type: "amount" })).toEqual([]);
    expect(messagesOf({ ...valid, price: -1 }).map(([path]) => path)).toEqual(["price"]);
    expect(messagesOf({ ...valid, price: 1.005 }).map(([path]) => path)).toEqual(["price"]);
  });

  it("takes limits of at least 1, or none", () => {
    expect(messagesOf({ ...valid, limit_uses: 0 }).map(([path]) => path)).toEqual(["limit_uses"]);
    expect(messagesOf({ ...valid, limit_uses_client: 1.5 }).map(([path]) => path)).toEqual([
      "limit_uses_client",
    ]);
    expect(messagesOf({ ...valid, limit_uses: 5, limit_uses_client: null })).toEqual([]);
  });

  it("updates without defaults, leaving the cross-field rules to offerRuleErrors", () => {
    expect(offerUpdateSchema.parse({ price: 150 })).toEqual({ price: 150 });
    expect(
      offerRuleErrors({
        start_date: "2025-06-01",
        end_date: "2025-05-01",
        discount_type: "percent",
        price: 150,
        product: null,
      }),
    ).toEqual([
      { field: "end_date", message: OFFER_MESSAGES.endBeforeStart },
      { field: "price", message: OFFER_MESSAGES.percentOver100 },
    ]);
  });
});

describe("offerRefusal", () => {
  const offer = { start_date: "2025-06-01", end_date: "2025-06-30", limit_uses: 10, limit_uses_client: 2 };

  it("lets a code be used from the first to the last day included", () => {
    expect(offerRefusal({ offer, today: "2025-06-01", uses: 0 })).toBeNull();
    expect(offerRefusal({ offer, today: "2025-06-30", uses: 9, clientUses: 1 })).toBeNull();
  });

  it("says why a code cannot be used", () => {
    expect(offerRefusal({ offer, today: "2025-05-31", uses: 0 })).toBe("not_started");
    expect(offerRefusal({ offer, today: "2025-07-01", uses: 0 })).toBe("expired");
    expect(offerRefusal({ offer, today: "2025-06-15", uses: 10 })).toBe("limit_reached");
    expect(offerRefusal({ offer, today: "2025-06-15", uses: 3, clientUses: 2 })).toBe("client_limit_reached");
  });

  it("checks no client limit without a client, and no limit at all when they are null", () => {
    expect(offerRefusal({ offer, today: "2025-06-15", uses: 3 })).toBeNull();
    const unlimited = { ...offer, limit_uses: null, limit_uses_client: null };
    expect(offerRefusal({ offer: unlimited, today: "2025-06-15", uses: 1e6, clientUses: 1e6 })).toBeNull();
  });
});

describe("calendarDateIn", () => {
  it("gives the restaurant's day, not UTC's", () => {
    const lateNight = new Date("2025-06-30T22:30:00Z");
    expect(calendarDateIn(lateNight, "Europe/Madrid")).toBe("2025-07-01");
    expect(calendarDateIn(lateNight, "UTC")).toBe("2025-06-30");
  });
});

describe("a fixed_price offer", () => {
  const fixed = {
    start_date: "2025-06-01",
    end_date: "2025-06-30",
    discount_type: "fixed_price" as const,
    price: 2,
    product: 7,
  };
  it("needs its product, may be 0, and must be below the product's price when known", () => {
    expect(offerRuleErrors(fixed)).toEqual([]);
    expect(offerRuleErrors({ ...fixed, price: 0 }, 3)).toEqual([]);
    expect(offerRuleErrors({ ...fixed, product: null })).toEqual([
      { field: "product", message: OFFER_MESSAGES.productRequired },
    ]);
    expect(offerRuleErrors(fixed, 2)).toEqual([
      { field: "price", message: OFFER_MESSAGES.fixedNotBelowPrice },
    ]);
    expect(offerRuleErrors({ ...fixed, discount_type: "percent", price: 0 })).toEqual([
      { field: "price", message: "validation.positive" },
    ]);
  });
});
