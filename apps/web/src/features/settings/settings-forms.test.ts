import { defaultSettings, NOT_UTF8_ENCODED, WEEK_DAYS } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { ch } from "../../locales/ch";
import { en } from "../../locales/en";
import { es } from "../../locales/es";
import { globalErrors, globalFormValues, globalInput, globalPatch } from "./global-form";
import { settingsErrors, settingsPatch } from "./settings-form";
import { ticketErrors, ticketFormValues, ticketInput, ticketPatch, validTicket } from "./ticket-form";
import {
  newIntervalRow,
  type WorkHoursFormValues,
  workHoursErrors,
  workHoursFormValues,
  workHoursInput,
  workHoursPatch,
} from "./work-hours-form";

describe("the global form", () => {
  const stored = defaultSettings("global");
  const opened = globalFormValues(stored);

  it("has one value per field of the group and reads it back unchanged", () => {
    expect(Object.keys(opened).sort()).toEqual(Object.keys(stored).sort());
    expect(globalInput(opened)).toEqual(stored);
    expect(globalErrors(opened)).toEqual({});
    expect(globalPatch(opened, stored)).toEqual({});
  });

  it("sends what changed as the API's types, an empty position as null and never the logo", () => {
    const located = { ...stored, latitude: 40.4, longitude: -3.7, logo: "" };
    const values = {
      ...globalFormValues(located),
      iva: "21",
      currency: "USD" as const,
      timezone: "America/New_York",
      latitude: "",
      longitude: "-3.71",
      use_cashmatic: true,
    };
    expect(globalPatch(values, located)).toEqual({
      iva: 21,
      currency: "USD",
      timezone: "America/New_York",
      latitude: null,
      longitude: -3.71,
      use_cashmatic: true,
    });
  });

  it("says each number's range, and refuses an unknown time zone and text outside the allowed set", () => {
    expect(globalErrors({ ...opened, iva: "101", latitude: "91", longitude: "-181" })).toEqual({
      iva: "settings.global.rules.iva",
      latitude: "settings.global.rules.latitude",
      longitude: "settings.global.rules.longitude",
    });
    expect(globalErrors({ ...opened, iva: "" })).toEqual({ iva: "form.required" });
    expect(globalErrors({ ...opened, timezone: "Mars/Olympus" })).toEqual({
      timezone: "settings.global.rules.timezone",
    });
    expect(globalErrors({ ...opened, address: "Calle ☃ 1" })).toEqual({ address: NOT_UTF8_ENCODED });
  });
});

describe("the ticket form", () => {
  const stored = defaultSettings("ticket");
  const opened = ticketFormValues(stored);

  it("has one value per field of the group and reads it back unchanged", () => {
    expect(Object.keys(opened).sort()).toEqual(Object.keys(stored).sort());
    expect(ticketInput(opened)).toEqual(stored);
    expect(validTicket(opened)).toEqual(stored);
    expect(ticketPatch(opened, stored)).toEqual({});
  });

  it("sends the copies as numbers and an empty till as null", () => {
    const chosen = { ...stored, tpv: "barra" };
    const values = { ...ticketFormValues(chosen), tpv: "", qty_client_ticket: "2", heading: "Casa Pepe" };
    expect(ticketPatch(values, chosen)).toEqual({ tpv: null, qty_client_ticket: 2, heading: "Casa Pepe" });
  });

  it("refuses copies out of range and text outside the allowed set, and has nothing to preview then", () => {
    const broken = { ...opened, qty_kitchen_ticket: "11", ticket_text: "Gracias ♥" };
    expect(ticketErrors(broken)).toEqual({
      qty_kitchen_ticket: "settings.ticket.rules.copies",
      ticket_text: NOT_UTF8_ENCODED,
    });
    expect(validTicket(broken)).toBeUndefined();
  });
});

describe("the kitchen ticket and app forms, whose values are the group's own", () => {
  it("send only what changed, fonts whole", () => {
    const kitchen = defaultSettings("ticket_kitchen");
    const bigger = {
      ...kitchen,
      product_font: { ...kitchen.product_font, size: 3 },
      print_by: "family" as const,
    };
    expect(settingsErrors("ticket_kitchen", bigger, bigger)).toEqual({});
    expect(settingsPatch("ticket_kitchen", bigger, kitchen)).toEqual({
      product_font: { name: "A", style: "normal", size: 3 },
      print_by: "family",
    });
    const app = defaultSettings("app");
    const changed = { ...app, pickup_payments: ["cash" as const], text_local_en: "Welcome" };
    expect(settingsPatch("app", changed, app)).toEqual({
      pickup_payments: ["cash"],
      text_local_en: "Welcome",
    });
  });

  it("refuses a text outside the allowed set", () => {
    const app = { ...defaultSettings("app"), text_local: "Bienvenidos 😀" };
    expect(settingsErrors("app", app, app)).toEqual({ text_local: NOT_UTF8_ENCODED });
  });
});

describe("the opening hours form", () => {
  const stored = defaultSettings("work_hours");
  const opened = workHoursFormValues(stored);
  const withMonday = (intervals: ReturnType<typeof newIntervalRow>[], open = true): WorkHoursFormValues => ({
    ...opened,
    monday: { open, intervals },
  });

  it("has every weekday and reads it back unchanged", () => {
    expect(Object.keys(opened)).toEqual([...WEEK_DAYS]);
    expect(workHoursInput(opened)).toEqual(stored);
    expect(workHoursErrors(opened)).toEqual({});
    expect(workHoursPatch(opened, stored)).toEqual({});
  });

  it("sends a closed day and a changed one, dropping blank lines", () => {
    const values = {
      ...withMonday([newIntervalRow("12:00", "16:00"), newIntervalRow(), newIntervalRow("20:00", "02:00")]),
      sunday: { ...opened.sunday, open: false },
    };
    expect(workHoursPatch(values, stored)).toEqual({
      monday: {
        open: true,
        intervals: [
          { start: "12:00", end: "16:00" },
          { start: "20:00", end: "02:00" },
        ],
      },
      sunday: { ...stored.sunday, open: false },
    });
  });

  it("refuses overlapping intervals, and an interval missing a time, on their day", () => {
    const overlapping = withMonday([newIntervalRow("13:00", "16:00"), newIntervalRow("15:30", "18:00")]);
    expect(workHoursErrors(overlapping)).toEqual({ monday: "settings.workHours.overlap" });
    // Past midnight: two late intervals that share the small hours.
    const late = withMonday([newIntervalRow("20:00", "02:00"), newIntervalRow("23:00", "01:00")]);
    expect(workHoursErrors(late)).toEqual({ monday: "settings.workHours.overlap" });
    expect(workHoursErrors(withMonday([newIntervalRow("13:00", "")]))).toEqual({
      monday: "settings.workHours.time",
    });
  });
});

describe("the settings groups' texts", () => {
  const catalogues = { es, en, ch };
  it.each(Object.entries(catalogues))("name every field of each group in %s", (_language, catalogue) => {
    const texts = catalogue.settings;
    for (const field of Object.keys(defaultSettings("global")))
      expect(texts.global.fields[field as keyof typeof texts.global.fields], field).toBeTruthy();
    for (const field of Object.keys(defaultSettings("ticket")).filter(
      (name) => !/^(kitchen|client)_ticket_/.test(name),
    ))
      expect(texts.ticket.fields[field as keyof typeof texts.ticket.fields], field).toBeTruthy();
    for (const field of Object.keys(defaultSettings("ticket_kitchen")))
      expect(
        texts.kitchenTicket.fields[field as keyof typeof texts.kitchenTicket.fields],
        field,
      ).toBeTruthy();
    for (const field of Object.keys(defaultSettings("app")))
      expect(texts.app.fields[field as keyof typeof texts.app.fields], field).toBeTruthy();
    for (const day of WEEK_DAYS) expect(texts.workHours.days[day]).toBeTruthy();
  });
});
