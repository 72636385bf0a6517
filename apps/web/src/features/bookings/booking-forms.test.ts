import { describe, expect, it } from "vitest";
import { bookingErrors, bookingFormValues, bookingPayload } from "./booking-form";
import { shiftErrors, shiftFormValues, shiftPayload } from "./shift-form";

describe("the booking dialog", () => {
  it("asks for a shift and a whole number of people", () => {
    const values = bookingFormValues(undefined, "2025-06-11");
    expect(bookingErrors(values)).toEqual({ shift: "form.required" });
    expect(bookingErrors({ ...values, shift: "3", qty_person: "2.5" })).toEqual({
      qty_person: "form.invalid",
    });
    expect(bookingErrors({ ...values, shift: "3", qty_person: "" })).toEqual({ qty_person: "form.required" });
  });

  it("sends the answered options only, and ids as numbers", () => {
    const values = {
      ...bookingFormValues(undefined, "2025-06-11", 3),
      qty_person: "4",
      client: { id: 9, name: "Ana" },
      table: "12",
      answers: { "5": [7], "6": [] },
    };
    expect(bookingPayload(values)).toEqual({
      date: "2025-06-11",
      shift: 3,
      qty_person: 4,
      client: 9,
      table: 12,
      options: [{ option: 5, answers: [7] }],
      observations: "",
    });
  });
});

describe("the shift dialog", () => {
  it("sends an empty capacity or limit as none, and refuses a capacity of 0", () => {
    const values = { ...shiftFormValues(), start_at: "20:00", end_at: "23:30", covers: "20" };
    expect(shiftPayload(values)).toEqual({
      start_at: "20:00",
      end_at: "23:30",
      covers: 20,
      order_per_shift: null,
      days_closed: [],
    });
    expect(shiftPayload({ ...values, covers: "" }).covers).toBeNull();
    expect(shiftErrors(values)).toEqual({});
    expect(shiftErrors({ ...values, covers: "0" })).toEqual({ covers: "form.invalid" });
    expect(shiftErrors({ ...values, start_at: "25:00" })).toEqual({ start_at: "form.invalid" });
  });
});
