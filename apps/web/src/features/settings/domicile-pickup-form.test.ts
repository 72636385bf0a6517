import {
  defaultSettings,
  MAX_ORDER_DELAY_OPTIONS,
  MAX_SHIFT_DURATION_MINUTES,
  settingsSchemas,
} from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { ch } from "../../locales/ch";
import { en } from "../../locales/en";
import { es } from "../../locales/es";
import {
  type DomicilePickupFormValues,
  domicilePickupErrors,
  domicilePickupFormValues,
  domicilePickupInput,
  domicilePickupPatch,
  newDelayRow,
} from "./domicile-pickup-form";

const stored = defaultSettings("domicile_pickup");
const opened = domicilePickupFormValues(stored);
const delays = (...minutes: string[]) => minutes.map((value) => newDelayRow(value));
const withValues = (change: Partial<DomicilePickupFormValues>) => ({ ...opened, ...change });

describe("the delivery/pickup form", () => {
  it("has one field for every field of the domain's group, and reads it back unchanged", () => {
    expect(Object.keys(opened).sort()).toEqual(Object.keys(stored).sort());
    expect(settingsSchemas.domicile_pickup.parse(domicilePickupInput(opened))).toEqual(stored);
    expect(domicilePickupErrors(opened)).toEqual({});
  });

  it("sends only the fields that changed, as the API's types", () => {
    const values = withValues({
      price_domicile_service: "2.5",
      block_pickup_order: true,
      orders_time: delays("10", "20"),
      max_products_by_turn: "40",
      categories: ["7", "3"],
    });
    expect(domicilePickupPatch(values, stored)).toEqual({
      price_domicile_service: 2.5,
      block_pickup_order: true,
      orders_time: [10, 20],
      max_products_by_turn: 40,
      categories: [7, 3],
    });
    expect(domicilePickupPatch(opened, stored)).toEqual({});
  });

  it("takes an empty product limit as no limit, and drops blank delay lines", () => {
    const limited = { ...stored, max_products_by_turn: 40 };
    const values = { ...domicilePickupFormValues(limited), max_products_by_turn: "" };
    expect(domicilePickupPatch(values, limited)).toEqual({ max_products_by_turn: null });
    expect(domicilePickupPatch(withValues({ orders_time: delays("15", " ", "30") }), stored)).toEqual({
      orders_time: [15, 30],
    });
  });

  it(`refuses more than ${MAX_ORDER_DELAY_OPTIONS} delay options and a repeated one`, () => {
    const four = delays("10", "20", "30", "40");
    expect(domicilePickupErrors(withValues({ orders_time: four })).orders_time).toBe(
      "settings.domicilePickup.rules.delaysMax",
    );
    expect(domicilePickupErrors(withValues({ orders_time: delays("10", "10") })).orders_time).toBe(
      "settings.domicilePickup.rules.delaysDuplicate",
    );
    expect(domicilePickupErrors(withValues({ orders_time: delays("0") })).orders_time).toBe(
      "settings.domicilePickup.rules.delay",
    );
    expect(domicilePickupErrors(withValues({ orders_time: [] }))).toEqual({});
  });

  it(`refuses a slot longer than ${MAX_SHIFT_DURATION_MINUTES} minutes, and an empty one`, () => {
    const rule = "settings.domicilePickup.rules.shiftDuration";
    expect(domicilePickupErrors(withValues({ shift_duration: "150" }))).toEqual({ shift_duration: rule });
    expect(domicilePickupErrors(withValues({ shift_duration: String(MAX_SHIFT_DURATION_MINUTES) }))).toEqual(
      {},
    );
    expect(domicilePickupErrors(withValues({ shift_duration: "4" })).shift_duration).toBe(rule);
    expect(domicilePickupErrors(withValues({ shift_duration: "7.5" })).shift_duration).toBe(rule);
    expect(domicilePickupErrors(withValues({ shift_duration: "" })).shift_duration).toBe("form.required");
  });

  it("takes money with at most 2 decimals, never below 0", () => {
    expect(domicilePickupErrors(withValues({ minimal_amount_domicile: "12.345" }))).toEqual({
      minimal_amount_domicile: "form.money",
    });
    expect(domicilePickupErrors(withValues({ price_domicile_service: "-1" }))).toEqual({
      price_domicile_service: "settings.domicilePickup.rules.amount",
    });
    expect(domicilePickupErrors(withValues({ price_domicile_service: "99999.99" }))).toEqual({});
  });

  it("says each number field's own range", () => {
    const broken = withValues({
      minimal_anticipation_pickup: "1441",
      minimal_anticipation_domicile: "-5",
      max_products_by_turn: "0",
      domicile_orders_limit: "0",
      maximum_radius_domicile: "501",
    });
    expect(domicilePickupErrors(broken)).toEqual({
      minimal_anticipation_pickup: "settings.domicilePickup.rules.anticipation",
      minimal_anticipation_domicile: "settings.domicilePickup.rules.anticipation",
      max_products_by_turn: "settings.domicilePickup.rules.maxProducts",
      domicile_orders_limit: "settings.domicilePickup.rules.ordersLimit",
      maximum_radius_domicile: "settings.domicilePickup.rules.radius",
    });
  });
});

describe("the delivery/pickup texts", () => {
  const catalogues = { es, en, ch };

  it.each(Object.entries(catalogues))("name and explain every field in %s", (_language, catalogue) => {
    const texts = catalogue.settings.domicilePickup;
    for (const field of Object.keys(opened)) {
      expect(texts.fields[field as keyof typeof texts.fields], field).toBeTruthy();
      expect(texts.hints[field as keyof typeof texts.hints], field).toBeTruthy();
    }
  });

  it.each(Object.entries(catalogues))("give the domain's limits in %s", (_language, catalogue) => {
    const rules = catalogue.settings.domicilePickup.rules;
    expect(rules.delaysMax).toContain(String(MAX_ORDER_DELAY_OPTIONS));
    expect(rules.shiftDuration).toContain(String(MAX_SHIFT_DURATION_MINUTES));
  });
});
