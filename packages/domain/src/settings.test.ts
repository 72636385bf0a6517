import { describe, expect, it } from "vitest";
import {
  defaultSettings,
  formatFileSize,
  IMAGE_FIELDS,
  readSettings,
  SETTINGS_GROUPS,
  SETTINGS_MESSAGES,
  settingsPatchSchemas,
  settingsSchemas,
} from "./settings";

function messagesOf(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe("settings defaults", () => {
  it.each(SETTINGS_GROUPS)("the defaults of %s pass their own rules", (group) => {
    expect(settingsSchemas[group].parse(defaultSettings(group))).toEqual(defaultSettings(group));
  });

  it("follows the spec's defaults", () => {
    expect(defaultSettings("global")).toMatchObject({
      currency: "EUR",
      language: "es",
      timezone: "Europe/Madrid",
      logo: "",
    });
    expect(defaultSettings("domicile_pickup").domicile_orders_limit).toBe(1);
  });

  it("hands out copies that callers may change", () => {
    const hours = defaultSettings("work_hours");
    hours.monday.intervals.pop();
    expect(defaultSettings("work_hours").monday.intervals).toHaveLength(2);
  });
});

describe("settings rules", () => {
  const delivery = settingsPatchSchemas.domicile_pickup;

  it("accepts up to three distinct order delay options", () => {
    expect(delivery.parse({ orders_time: [10, 20, 30] })).toEqual({ orders_time: [10, 20, 30] });
  });

  it("refuses a fourth order delay option", () => {
    const result = delivery.safeParse({ orders_time: [10, 20, 30, 40] });
    expect(messagesOf(result)).toEqual([SETTINGS_MESSAGES.orderDelaysMax]);
  });

  it("refuses a repeated order delay option", () => {
    const result = delivery.safeParse({ orders_time: [10, 10] });
    expect(messagesOf(result)).toEqual([SETTINGS_MESSAGES.orderDelaysDuplicate]);
  });

  it("caps the shift duration at 120 minutes", () => {
    expect(delivery.safeParse({ shift_duration: 120 }).success).toBe(true);
    expect(delivery.safeParse({ shift_duration: 121 }).success).toBe(false);
  });

  it("refuses negative amounts and more than two decimals", () => {
    expect(delivery.safeParse({ price_domicile_service: 2.3 }).success).toBe(true);
    expect(delivery.safeParse({ price_domicile_service: -1 }).success).toBe(false);
    expect(messagesOf(delivery.safeParse({ minimal_amount_domicile: 1.005 }))).toEqual([
      SETTINGS_MESSAGES.money,
    ]);
  });

  it("accepts only the spec's currencies and languages", () => {
    const global = settingsPatchSchemas.global;
    expect(global.safeParse({ currency: "DOP", language: "ch" }).success).toBe(true);
    expect(global.safeParse({ currency: "JPY" }).success).toBe(false);
    expect(global.safeParse({ language: "fr" }).success).toBe(false);
  });

  it("accepts IANA time zones only", () => {
    const global = settingsPatchSchemas.global;
    expect(global.safeParse({ timezone: "America/Santo_Domingo" }).success).toBe(true);
    expect(messagesOf(global.safeParse({ timezone: "Mars/Olympus" }))).toEqual([SETTINGS_MESSAGES.timezone]);
  });

  it("applies the text-encoding rule to text fields", () => {
    expect(messagesOf(settingsPatchSchemas.ticket.safeParse({ heading: "Bar 🍺" }))).toEqual([
      "globals.notUTF8Encoded",
    ]);
  });

  it("refuses unknown fields in an update", () => {
    const result = settingsPatchSchemas.ticket.safeParse({ heading: "Casa Pepe", colour: "red" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe("unrecognized_keys");
  });

  it("refuses image fields in an update: they are set by uploading a file", () => {
    for (const [group, fields] of Object.entries(IMAGE_FIELDS)) {
      for (const field of Object.keys(fields)) {
        const schema = settingsPatchSchemas[group as keyof typeof IMAGE_FIELDS];
        const result = schema.safeParse({ [field]: "/api/v1/files/00000000-0000-4000-8000-000000000000" });
        expect(messagesOf(result)).toEqual([SETTINGS_MESSAGES.imageUploadOnly]);
      }
    }
  });

  it("keeps the booking minimum at or below the maximum", () => {
    const result = settingsSchemas.reservation.safeParse({
      ...defaultSettings("reservation"),
      min_clients: 8,
      max_clients: 4,
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["max_clients"],
      message: SETTINGS_MESSAGES.minAboveMax,
    });
  });

  it("accepts opening hours that run past midnight", () => {
    const day = { open: true, intervals: [{ start: "19:00", end: "02:00" }] };
    expect(settingsPatchSchemas.work_hours.safeParse({ friday: day }).success).toBe(true);
  });

  it("refuses overlapping opening hours and malformed times", () => {
    const overlapping = {
      open: true,
      intervals: [
        { start: "13:00", end: "16:00" },
        { start: "15:30", end: "23:00" },
      ],
    };
    expect(messagesOf(settingsPatchSchemas.work_hours.safeParse({ monday: overlapping }))).toEqual([
      SETTINGS_MESSAGES.hoursOverlap,
    ]);
    const malformed = { open: true, intervals: [{ start: "25:00", end: "26:00" }] };
    expect(messagesOf(settingsPatchSchemas.work_hours.safeParse({ monday: malformed }))).toContain(
      SETTINGS_MESSAGES.time,
    );
  });
});

describe("readSettings", () => {
  it("fills the fields a stored group lacks with defaults", () => {
    expect(readSettings("global", { iva: 21 })).toEqual({ ...defaultSettings("global"), iva: 21 });
  });

  it("drops stored fields that no longer exist or no longer pass", () => {
    const read = readSettings("domicile_pickup", {
      retired_field: true,
      shift_duration: 500,
      block_pickup_order: true,
    });
    expect(read).toEqual({ ...defaultSettings("domicile_pickup"), block_pickup_order: true });
  });

  it("ignores keys that only exist on Object.prototype", () => {
    const stored = JSON.parse('{"constructor": 1, "__proto__": {"iva": 50}, "toString": "x"}');
    expect(readSettings("global", stored)).toEqual(defaultSettings("global"));
  });

  it("answers the defaults when nothing is stored", () => {
    expect(readSettings("ticket", undefined)).toEqual(defaultSettings("ticket"));
  });
});

describe("formatFileSize", () => {
  it("writes the spec's image limits the way the spec does", () => {
    expect(formatFileSize(IMAGE_FIELDS.global.logo)).toBe("100 kb");
    expect(formatFileSize(IMAGE_FIELDS.digital_card.header_image)).toBe("1000 kb");
    expect(formatFileSize(IMAGE_FIELDS.digital_card.kiosk_header_image)).toBe("5 MB");
  });
});
