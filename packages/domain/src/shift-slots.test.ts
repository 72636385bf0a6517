import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultSettings } from "./settings";
import {
  type Shift,
  type ShiftInput,
  type SlotQuery,
  shiftSchema,
  shiftSlots,
  type TimeSlot,
} from "./shift-slots";

const SETTINGS = {
  ...defaultSettings("domicile_pickup"),
  shift_duration: 30,
  minimal_anticipation_pickup: 15,
  minimal_anticipation_domicile: 30,
  max_products_by_turn: null,
  domicile_orders_limit: 1,
};

const shift = (input: ShiftInput = {}): Shift => shiftSchema.parse(input);
const LUNCH = shift({ start_at: "13:00", end_at: "16:00" });
const NIGHT = shift({ start_at: "20:00", end_at: "02:00" });

/** 2025-06-10 is a Tuesday; Madrid is UTC+2 in summer. */
const TUESDAY = "2025-06-10";
const MORNING = new Date("2025-06-10T08:00:00Z");

function slots(query: Partial<SlotQuery> = {}) {
  return shiftSlots({
    shifts: [LUNCH],
    date: TUESDAY,
    now: MORNING,
    kind: "recoger",
    settings: SETTINGS,
    ...query,
  });
}
const starts = (query: Partial<SlotQuery> = {}) => slots(query).map((slot) => slot.start);
const spans = (result: readonly TimeSlot[]) => result.map((slot) => `${slot.start}-${slot.end}`);

describe("shiftSchema", () => {
  it("defaults to the whole day, every day, without a limit", () => {
    expect(shift()).toEqual({ start_at: "00:00", end_at: "00:00", order_per_shift: null, days_closed: [] });
  });

  it("refuses bad times, unknown or repeated days and a zero limit", () => {
    expect(shiftSchema.safeParse({ start_at: "24:00" }).success).toBe(false);
    expect(shiftSchema.safeParse({ end_at: "9:30" }).success).toBe(false);
    expect(shiftSchema.safeParse({ days_closed: ["lunes"] }).success).toBe(false);
    expect(shiftSchema.safeParse({ days_closed: [0] }).success).toBe(false);
    expect(shiftSchema.safeParse({ days_closed: ["monday", "monday"] }).success).toBe(false);
    expect(shiftSchema.safeParse({ order_per_shift: 0 }).success).toBe(false);
  });
});

describe("shiftSlots", () => {
  it("cuts a shift into slots of shift_duration with wall times and instants", () => {
    const result = slots();
    expect(spans(result)).toEqual([
      "13:00-13:30",
      "13:30-14:00",
      "14:00-14:30",
      "14:30-15:00",
      "15:00-15:30",
      "15:30-16:00",
    ]);
    expect(result[0]).toEqual({
      date: TUESDAY,
      start: "13:00",
      end: "13:30",
      starts_at: "2025-06-10T11:00:00.000Z",
      ends_at: "2025-06-10T11:30:00.000Z",
      shift_index: 0,
    });
  });

  it("ends the last slot with the shift when the duration does not divide it", () => {
    const result = slots({
      shifts: [shift({ start_at: "13:00", end_at: "14:45" })],
      settings: { ...SETTINGS, shift_duration: 45 },
    });
    expect(spans(result)).toEqual(["13:00-13:45", "13:45-14:30", "14:30-14:45"]);
  });

  it("leaves out slots starting before now plus the pickup anticipation, the edge included", () => {
    // 13:45 in Madrid + 15 minutes = 14:00.
    expect(starts({ now: new Date("2025-06-10T11:45:00Z") })).toEqual(["14:00", "14:30", "15:00", "15:30"]);
    expect(starts({ now: new Date("2025-06-10T11:46:00Z") })).toEqual(["14:30", "15:00", "15:30"]);
  });

  it("uses the delivery anticipation for delivery orders", () => {
    // 13:45 + 30 minutes = 14:15.
    expect(starts({ now: new Date("2025-06-10T11:45:00Z"), kind: "domicilio" })).toEqual([
      "14:30",
      "15:00",
      "15:30",
    ]);
  });

  it("gives nothing for a day already past and everything for a day ahead", () => {
    expect(slots({ date: "2025-06-09" })).toEqual([]);
    expect(starts({ date: "2025-06-11" })).toHaveLength(6);
  });

  it("defaults to today in the local's time zone", () => {
    // 22:30 UTC on the 10th is 00:30 on Wednesday the 11th in Madrid.
    const result = slots({ date: undefined, now: new Date("2025-06-10T22:30:00Z") });
    expect(result[0]?.date).toBe("2025-06-11");
    expect(result).toHaveLength(6);
  });

  it("skips the days the shift is closed", () => {
    const closedTuesday = shift({ start_at: "13:00", end_at: "16:00", days_closed: ["tuesday", "sunday"] });
    expect(slots({ shifts: [closedTuesday] })).toEqual([]);
    expect(starts({ shifts: [closedTuesday], date: "2025-06-11" })).toHaveLength(6);
    expect(slots({ shifts: [closedTuesday], date: "2025-06-15" })).toEqual([]);
  });

  it("joins several shifts in time order", () => {
    const result = starts({ shifts: [NIGHT, LUNCH], settings: { ...SETTINGS, shift_duration: 120 } });
    expect(result).toEqual(["13:00", "15:00", "20:00", "22:00"]);
  });

  it("keeps one slot where overlapping shifts start at the same time", () => {
    const result = slots({ shifts: [LUNCH, shift({ start_at: "15:00", end_at: "17:00" })] });
    expect(result.map((slot) => slot.start)).toEqual([
      "13:00",
      "13:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
      "16:00",
      "16:30",
    ]);
    expect(result.find((slot) => slot.start === "15:00")?.shift_index).toBe(0);
    expect(result.find((slot) => slot.start === "16:00")?.shift_index).toBe(1);
  });

  it("reads an end of 00:00 as midnight", () => {
    const result = slots({ shifts: [shift({ start_at: "20:00", end_at: "00:00" })] });
    expect(result.at(-1)).toMatchObject({
      date: TUESDAY,
      start: "23:30",
      end: "00:00",
      ends_at: "2025-06-10T22:00:00.000Z",
    });
    expect(result).toHaveLength(8);
  });

  describe("a shift crossing midnight (20:00–02:00)", () => {
    // Friday 13 and Saturday 14 June 2025.
    const friday = "2025-06-13";
    const saturday = "2025-06-14";
    const now = new Date("2025-06-13T08:00:00Z");
    const EVENING = ["20:00", "20:30", "21:00", "21:30", "22:00", "22:30", "23:00", "23:30"];

    it("gives the evening on its own day and the small hours on the next", () => {
      expect(starts({ shifts: [NIGHT], date: friday, now })).toEqual(EVENING);
      const small = slots({ shifts: [NIGHT], date: saturday, now }).slice(0, 4);
      expect(small.map((slot) => `${slot.date} ${slot.start}-${slot.end}`)).toEqual([
        "2025-06-14 00:00-00:30",
        "2025-06-14 00:30-01:00",
        "2025-06-14 01:00-01:30",
        "2025-06-14 01:30-02:00",
      ]);
      expect(small[0]?.starts_at).toBe("2025-06-13T22:00:00.000Z");
    });

    it("judges closed days by the day the shift starts", () => {
      const closedSaturday = shift({ start_at: "20:00", end_at: "02:00", days_closed: ["saturday"] });
      expect(starts({ shifts: [closedSaturday], date: saturday, now })).toEqual([
        "00:00",
        "00:30",
        "01:00",
        "01:30",
      ]);
      const closedFriday = shift({ start_at: "20:00", end_at: "02:00", days_closed: ["friday"] });
      expect(starts({ shifts: [closedFriday], date: saturday, now })).toEqual(EVENING);
    });

    it("still offers tonight's remaining slots after midnight", () => {
      // 00:40 on Saturday in Madrid; pickup needs 15 minutes.
      const lateNow = new Date("2025-06-13T22:40:00Z");
      expect(starts({ shifts: [NIGHT], date: undefined, now: lateNow }).slice(0, 2)).toEqual([
        "01:00",
        "01:30",
      ]);
    });
  });

  describe("days the clocks change in Europe/Madrid", () => {
    const allDay = shift();
    const hourly = { ...SETTINGS, shift_duration: 60 };
    const longAgo = new Date("2025-01-01T00:00:00Z");
    const onDay = (shifts: Shift[], date: string) => slots({ shifts, date, now: longAgo, settings: hourly });

    it("has 23 hourly slots on the last Sunday of March, without 02:00", () => {
      const result = onDay([allDay], "2025-03-30");
      expect(result).toHaveLength(23);
      expect(spans(result.slice(0, 4))).toEqual(["00:00-01:00", "01:00-03:00", "03:00-04:00", "04:00-05:00"]);
      expect(result[1]?.ends_at).toBe("2025-03-30T01:00:00.000Z");
      expect(result.at(-1)).toMatchObject({
        start: "23:00",
        end: "00:00",
        ends_at: "2025-03-30T22:00:00.000Z",
      });
    });

    it("has 25 hourly slots on the last Sunday of October, 02:00 twice at different instants", () => {
      const result = onDay([allDay], "2025-10-26");
      expect(result).toHaveLength(25);
      const twoAm = result.filter((slot) => slot.start === "02:00");
      expect(twoAm.map((slot) => slot.starts_at)).toEqual([
        "2025-10-26T00:00:00.000Z",
        "2025-10-26T01:00:00.000Z",
      ]);
      expect(result[0]?.starts_at).toBe("2025-10-25T22:00:00.000Z");
      expect(result.at(-1)?.ends_at).toBe("2025-10-26T23:00:00.000Z");
    });

    it("keeps real half hours through the night the clocks go forward", () => {
      // Saturday 29 March 22:00 CET to Sunday 04:00 CEST: five real hours.
      const night = shift({ start_at: "22:00", end_at: "04:00" });
      // Sunday's own shift starts at 22:00 again; the small hours are Saturday's.
      const sunday = onDay([night], "2025-03-30").slice(0, 3);
      expect(spans(sunday)).toEqual(["00:00-01:00", "01:00-03:00", "03:00-04:00"]);
      expect(sunday[0]?.starts_at).toBe("2025-03-29T23:00:00.000Z");
      expect(sunday.at(-1)?.ends_at).toBe("2025-03-30T02:00:00.000Z");
    });

    it("moves a shift starting in the skipped hour to after the gap", () => {
      const skipped = shift({ start_at: "02:30", end_at: "05:00" });
      const result = onDay([skipped], "2025-03-30");
      expect(spans(result)).toEqual(["03:30-04:30", "04:30-05:00"]);
      expect(result[0]?.starts_at).toBe("2025-03-30T01:30:00.000Z");
    });

    it("starts a shift in the repeated hour at its first occurrence", () => {
      const repeated = shift({ start_at: "02:30", end_at: "04:00" });
      const result = onDay([repeated], "2025-10-26");
      expect(spans(result)).toEqual(["02:30-02:30", "02:30-03:30", "03:30-04:00"]);
      expect(result[0]?.starts_at).toBe("2025-10-26T00:30:00.000Z");
    });
  });

  it("works in another time zone", () => {
    const result = slots({ timeZone: "America/New_York", now: new Date("2025-06-10T12:00:00Z") });
    expect(result[0]).toMatchObject({ start: "13:00", starts_at: "2025-06-10T17:00:00.000Z" });
  });

  describe("full slots", () => {
    const at = (start: string) => `2025-06-10T${start}:00.000Z`;
    const booking = (
      starts_at: string,
      extra: Partial<{ orders: number; products: number; domicile_orders: number }>,
    ) => ({
      starts_at,
      orders: 0,
      products: 0,
      domicile_orders: 0,
      ...extra,
    });

    it("leaves out a slot that has the shift's order_per_shift orders", () => {
      const limited = shift({ start_at: "13:00", end_at: "14:00", order_per_shift: 3 });
      expect(starts({ shifts: [limited], booked: [booking(at("11:00"), { orders: 3 })] })).toEqual(["13:30"]);
      expect(starts({ shifts: [limited], booked: [booking(at("11:00"), { orders: 2 })] })).toEqual([
        "13:00",
        "13:30",
      ]);
    });

    it("leaves out a slot where the order's products would pass max_products_by_turn", () => {
      const settings = { ...SETTINGS, max_products_by_turn: 20 };
      const booked = [booking(at("11:00"), { orders: 4, products: 18 })];
      expect(starts({ settings, booked, products: 3 })[0]).toBe("13:30");
      expect(starts({ settings, booked, products: 2 })[0]).toBe("13:00");
      expect(starts({ settings, booked })[0]).toBe("13:00");
    });

    it("counts delivery orders against domicile_orders_limit for delivery only", () => {
      const booked = [booking(at("11:00"), { orders: 1, domicile_orders: 1 })];
      expect(starts({ kind: "domicilio", booked })[0]).toBe("13:30");
      expect(starts({ kind: "recoger", booked })[0]).toBe("13:00");
      expect(
        starts({ kind: "domicilio", booked, settings: { ...SETTINGS, domicile_orders_limit: 2 } })[0],
      ).toBe("13:00");
    });

    it("matches bookings by instant whatever the ISO spelling", () => {
      const limited = shift({ start_at: "13:00", end_at: "14:00", order_per_shift: 1 });
      expect(
        starts({ shifts: [limited], booked: [booking("2025-06-10T13:00:00+02:00", { orders: 1 })] }),
      ).toEqual(["13:30"]);
    });
  });

  it("refuses a malformed date and a non-positive duration", () => {
    expect(() => slots({ date: "2025-02-30" })).toThrow(RangeError);
    expect(() => slots({ date: "10/06/2025" })).toThrow(RangeError);
    expect(() => slots({ settings: { ...SETTINGS, shift_duration: 0 } })).toThrow(RangeError);
  });

  it("gives sorted, orderable slots of at most shift_duration on their day (property)", () => {
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
      .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
    const dates = fc.constantFrom(
      "2025-03-29",
      "2025-03-30",
      "2025-03-31",
      "2025-06-10",
      "2025-10-26",
      "2025-10-27",
    );
    fc.assert(
      fc.property(
        fc.array(fc.record({ start_at: time, end_at: time }), { minLength: 1, maxLength: 3 }),
        dates,
        fc.integer({ min: 5, max: 120 }),
        fc.integer({ min: 0, max: 72 * 60 }),
        (rows, date, duration, minutesAfter) => {
          const now = new Date(Date.parse(`${date}T00:00:00Z`) - 24 * 3_600_000 + minutesAfter * 60_000);
          const result = slots({
            shifts: rows.map((row) => shift(row)),
            date,
            now,
            settings: { ...SETTINGS, shift_duration: duration },
          });
          const earliest = now.getTime() + SETTINGS.minimal_anticipation_pickup * 60_000;
          result.forEach((slot, index) => {
            const start = Date.parse(slot.starts_at);
            const end = Date.parse(slot.ends_at);
            expect(slot.date).toBe(date);
            expect(start).toBeGreaterThanOrEqual(earliest);
            expect(end).toBeGreaterThan(start);
            expect(end - start).toBeLessThanOrEqual(duration * 60_000);
            if (index > 0) expect(start).toBeGreaterThan(Date.parse(result[index - 1]!.starts_at));
          });
        },
      ),
    );
  });
});
