import { describe, expect, it } from "vitest";
import { cartaTakeawayOrderSchema, isOpenAt } from "./carta";
import { type OpeningDay, WEEK_DAYS, type WeekDay } from "./settings";

const closed: OpeningDay = { open: false, intervals: [] };
function week(days: Partial<Record<WeekDay, OpeningDay>>): Record<WeekDay, OpeningDay> {
  return Object.fromEntries(WEEK_DAYS.map((day) => [day, days[day] ?? closed])) as Record<
    WeekDay,
    OpeningDay
  >;
}
const MADRID = "Europe/Madrid";

describe("isOpenAt", () => {
  const hours = week({
    // Thursday 26 Nov 2026: lunch and a late night until 02:00.
    thursday: {
      open: true,
      intervals: [
        { start: "13:00", end: "16:00" },
        { start: "20:00", end: "02:00" },
      ],
    },
  });

  it("is open inside an interval on the local's clock, not the server's", () => {
    // 12:30 UTC is 13:30 in Madrid (CET, +1).
    expect(isOpenAt(hours, new Date("2026-11-26T12:30:00Z"), MADRID)).toBe(true);
    expect(isOpenAt(hours, new Date("2026-11-26T11:30:00Z"), MADRID)).toBe(false);
  });

  it("closes at the interval's end", () => {
    expect(isOpenAt(hours, new Date("2026-11-26T14:59:00Z"), MADRID)).toBe(true);
    expect(isOpenAt(hours, new Date("2026-11-26T15:00:00Z"), MADRID)).toBe(false);
  });

  it("keeps a night interval open past midnight into a closed day", () => {
    // Friday 01:30 in Madrid; Friday itself is closed.
    expect(isOpenAt(hours, new Date("2026-11-27T00:30:00Z"), MADRID)).toBe(true);
    expect(isOpenAt(hours, new Date("2026-11-27T01:00:00Z"), MADRID)).toBe(false);
  });

  it("is closed on a day marked closed even with intervals", () => {
    const off = week({ thursday: { open: false, intervals: [{ start: "00:00", end: "23:59" }] } });
    expect(isOpenAt(off, new Date("2026-11-26T12:30:00Z"), MADRID)).toBe(false);
  });
});

describe("cartaTakeawayOrderSchema", () => {
  const base = {
    kind: "recoger",
    products: [{ id: 1, qty: 2 }],
    customer: { first_name: "Ana", email: "ana@example.com", phone: "600000000" },
  };

  it("needs an address for a delivery", () => {
    const result = cartaTakeawayOrderSchema.safeParse({ ...base, kind: "domicilio" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["address"]);
  });

  it("needs a slot when not as soon as possible", () => {
    const result = cartaTakeawayOrderSchema.safeParse({ ...base, soon_as_possible: false });
    expect(result.error?.issues[0]?.path).toEqual(["shift_time"]);
  });

  it("refuses a fractional quantity and an empty order", () => {
    expect(cartaTakeawayOrderSchema.safeParse({ ...base, products: [{ id: 1, qty: 1.5 }] }).success).toBe(
      false,
    );
    expect(cartaTakeawayOrderSchema.safeParse({ ...base, products: [] }).success).toBe(false);
  });
});
