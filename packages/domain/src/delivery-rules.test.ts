import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkOrderDraft,
  distanceMetres,
  EARTH_MEAN_RADIUS_M,
  type LatLng,
  latLngOf,
  type OrderDraft,
  type OrderRuleSettings,
  type Place,
  withinDeliveryRadius,
} from "./delivery-rules";
import { defaultSettings } from "./settings";

const MADRID: LatLng = { lat: 40.4168, lng: -3.7038 };
const BARCELONA: LatLng = { lat: 41.3874, lng: 2.1686 };
const LONDON: LatLng = { lat: 51.5074, lng: -0.1278 };
const PARIS: LatLng = { lat: 48.8566, lng: 2.3522 };
const NEW_YORK: LatLng = { lat: 40.7128, lng: -74.006 };
const LOS_ANGELES: LatLng = { lat: 34.0522, lng: -118.2437 };
const SYDNEY: LatLng = { lat: -33.8688, lng: 151.2093 };

const place = (point: LatLng): Place => ({ latitude: point.lat, longitude: point.lng });
const NOWHERE: Place = { latitude: null, longitude: null };
/** Puerta del Sol, Madrid. */
const LOCAL = place(MADRID);
/** About 1.1 km north of the local: 0.01° of latitude. */
const NEAR = place({ lat: MADRID.lat + 0.01, lng: MADRID.lng });
/** About 11 km north. */
const FAR = place({ lat: MADRID.lat + 0.1, lng: MADRID.lng });

const latitude = fc.double({ min: -90, max: 90, noNaN: true });
const longitude = fc.double({ min: -180, max: 180, noNaN: true });
const point = fc.record({ lat: latitude, lng: longitude });

describe("distanceMetres", () => {
  it.each([
    ["Madrid–Barcelona", MADRID, BARCELONA, 504_000],
    ["London–Paris", LONDON, PARIS, 343_500],
    ["New York–Los Angeles", NEW_YORK, LOS_ANGELES, 3_936_000],
    ["Madrid–Sydney", MADRID, SYDNEY, 17_670_000],
  ])("measures %s within 0.5 %%", (_, a, b, expected) => {
    expect(Math.abs(distanceMetres(a, b) - expected) / expected).toBeLessThan(0.005);
  });

  it("measures a short hop in metres", () => {
    // 0.01° of latitude is 1,112 m on the mean sphere.
    expect(distanceMetres(MADRID, { lat: MADRID.lat + 0.01, lng: MADRID.lng })).toBeCloseTo(1111.95, 1);
  });

  it("is zero for one point and half the circumference for antipodes", () => {
    expect(distanceMetres(MADRID, MADRID)).toBe(0);
    expect(distanceMetres({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(
      Math.PI * EARTH_MEAN_RADIUS_M,
      3,
    );
  });

  it("is symmetric and never beyond half the circumference (property)", () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceMetres(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * EARTH_MEAN_RADIUS_M + 1e-6);
        expect(Math.abs(d - distanceMetres(b, a))).toBeLessThan(1e-6);
      }),
    );
  });

  it("keeps the triangle inequality (property)", () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(distanceMetres(a, c)).toBeLessThanOrEqual(distanceMetres(a, b) + distanceMetres(b, c) + 1e-3);
      }),
    );
  });
});

describe("withinDeliveryRadius", () => {
  it("allows an address inside the radius and refuses one outside", () => {
    expect(withinDeliveryRadius(LOCAL, NEAR, 5)).toBe(true);
    expect(withinDeliveryRadius(LOCAL, FAR, 5)).toBe(false);
  });

  it("counts the edge as inside", () => {
    const edgeKm = distanceMetres(MADRID, latLngOf(FAR)!) / 1000;
    expect(withinDeliveryRadius(LOCAL, FAR, edgeKm)).toBe(true);
    expect(withinDeliveryRadius(LOCAL, FAR, edgeKm - 0.001)).toBe(false);
  });

  it("sets no limit without local coordinates or without a radius", () => {
    expect(withinDeliveryRadius(NOWHERE, FAR, 5)).toBe(true);
    expect(withinDeliveryRadius({ latitude: 40, longitude: null }, FAR, 5)).toBe(true);
    expect(withinDeliveryRadius(LOCAL, FAR, 0)).toBe(true);
    expect(withinDeliveryRadius(LOCAL, FAR, null)).toBe(true);
    expect(withinDeliveryRadius(NOWHERE, NOWHERE, 5)).toBe(true);
  });

  it("refuses an address without coordinates when a radius applies", () => {
    expect(withinDeliveryRadius(LOCAL, NOWHERE, 5)).toBe(false);
    expect(withinDeliveryRadius(LOCAL, NOWHERE, 0)).toBe(true);
  });
});

const SETTINGS: OrderRuleSettings = defaultSettings("domicile_pickup");

function draft(extra: Partial<OrderDraft> = {}): OrderDraft {
  return {
    kind: "domicilio",
    products: [{ product: 1, qty: 1 }],
    table: null,
    client: 7,
    address: NEAR,
    shift_time: "21:30",
    soon_as_possible: false,
    tip_amount: null,
    total: 2500,
    ...extra,
  };
}

const codes = (check: { errors: Array<{ code: string }> }) => check.errors.map((error) => error.code);

describe("checkOrderDraft", () => {
  it("accepts a complete delivery order", () => {
    expect(checkOrderDraft(draft(), SETTINGS, LOCAL)).toEqual({
      errors: [],
      soon_as_possible: false,
      tip_amount: 0,
      tip_option: null,
    });
  });

  it("requires products for every kind", () => {
    for (const kind of ["local", "barra", "recoger", "domicilio"] as const) {
      const check = checkOrderDraft(draft({ kind, products: [], table: 3 }), SETTINGS, LOCAL);
      expect(check.errors).toContainEqual({ field: "products", code: "orders.products_required" });
    }
  });

  it("requires a table for a local order only", () => {
    expect(checkOrderDraft(draft({ kind: "local" }), SETTINGS, LOCAL).errors).toEqual([
      { field: "table", code: "orders.table_required" },
    ]);
    expect(checkOrderDraft(draft({ kind: "local", table: 3 }), SETTINGS, LOCAL).errors).toEqual([]);
    expect(checkOrderDraft(draft({ kind: "barra", client: null }), SETTINGS, LOCAL).errors).toEqual([]);
  });

  it("requires a client for delivery and pickup unless the local allows orders without one", () => {
    for (const kind of ["domicilio", "recoger"] as const) {
      expect(codes(checkOrderDraft(draft({ kind, client: null }), SETTINGS, LOCAL))).toEqual([
        "orders.client_required",
      ]);
    }
    const withoutClient = { ...SETTINGS, request_without_client_domicile: true };
    expect(codes(checkOrderDraft(draft({ client: null }), withoutClient, LOCAL))).toEqual([]);
    expect(codes(checkOrderDraft(draft({ kind: "recoger", client: null }), withoutClient, LOCAL))).toEqual([
      "orders.client_required",
    ]);
  });

  it("requires a shift time unless the order is for as soon as possible", () => {
    for (const kind of ["domicilio", "recoger"] as const) {
      expect(checkOrderDraft(draft({ kind, shift_time: null }), SETTINGS, LOCAL).errors).toEqual([
        { field: "shift_time", code: "orders.shift_time_required" },
      ]);
      expect(codes(checkOrderDraft(draft({ kind, shift_time: "" }), SETTINGS, LOCAL))).toEqual([
        "orders.shift_time_required",
      ]);
      expect(
        codes(checkOrderDraft(draft({ kind, shift_time: null, soon_as_possible: true }), SETTINGS, LOCAL)),
      ).toEqual([]);
    }
  });

  it("requires an address for delivery, not for pickup", () => {
    expect(checkOrderDraft(draft({ address: null }), SETTINGS, LOCAL).errors).toEqual([
      { field: "address", code: "orders.address_required" },
    ]);
    expect(checkOrderDraft(draft({ kind: "recoger", address: null }), SETTINGS, LOCAL).errors).toEqual([]);
  });

  it("refuses an address beyond the radius with the distance and the limit", () => {
    expect(checkOrderDraft(draft({ address: FAR }), SETTINGS, LOCAL).errors).toEqual([
      { field: "address", code: "orders.address_out_of_range", params: { distance_km: 11.2, max_km: 5 } },
    ]);
    expect(
      checkOrderDraft(draft({ address: FAR }), { ...SETTINGS, maximum_radius_domicile: 0 }, LOCAL).errors,
    ).toEqual([]);
    expect(checkOrderDraft(draft({ address: FAR }), SETTINGS, NOWHERE).errors).toEqual([]);
  });

  it("refuses an address without coordinates when the radius applies", () => {
    expect(codes(checkOrderDraft(draft({ address: NOWHERE }), SETTINGS, LOCAL))).toEqual([
      "orders.address_not_located",
    ]);
    expect(codes(checkOrderDraft(draft({ address: NOWHERE }), SETTINGS, NOWHERE))).toEqual([]);
  });

  it("refuses a delivery below the minimal amount, in cents, the minimum itself allowed", () => {
    const settings = { ...SETTINGS, minimal_amount_domicile: 15.5 };
    expect(checkOrderDraft(draft({ total: 1549 }), settings, LOCAL).errors).toEqual([
      { field: "products", code: "orders.minimal_amount_domicile", params: { minimal: 1550, total: 1549 } },
    ]);
    expect(codes(checkOrderDraft(draft({ total: 1550 }), settings, LOCAL))).toEqual([]);
    expect(codes(checkOrderDraft(draft({ kind: "recoger", total: 100 }), settings, LOCAL))).toEqual([]);
  });

  it("refuses blocked delivery and pickup orders, each by its own switch", () => {
    expect(checkOrderDraft(draft(), { ...SETTINGS, block_domicile_order: true }, LOCAL).errors).toEqual([
      { field: "type", code: "orders.domicile_blocked" },
    ]);
    expect(
      codes(checkOrderDraft(draft({ kind: "recoger" }), { ...SETTINGS, block_pickup_order: true }, LOCAL)),
    ).toEqual(["orders.pickup_blocked"]);
    expect(
      codes(checkOrderDraft(draft({ kind: "recoger" }), { ...SETTINGS, block_domicile_order: true }, LOCAL)),
    ).toEqual([]);
    const blocked = { ...SETTINGS, block_domicile_order: true, block_pickup_order: true };
    expect(codes(checkOrderDraft(draft({ kind: "local", table: 1 }), blocked, LOCAL))).toEqual([]);
  });

  it("reports every problem at once", () => {
    const check = checkOrderDraft(
      draft({ products: [], client: null, shift_time: null, address: null, total: 0, tip_amount: -1 }),
      { ...SETTINGS, minimal_amount_domicile: 10, block_domicile_order: true },
      LOCAL,
    );
    expect(codes(check)).toEqual([
      "orders.domicile_blocked",
      "orders.products_required",
      "orders.client_required",
      "orders.shift_time_required",
      "orders.address_required",
      "orders.minimal_amount_domicile",
      "orders.tip_negative",
    ]);
  });

  it("drops soon_as_possible from a local order and keeps it for the others", () => {
    expect(
      checkOrderDraft(draft({ kind: "local", table: 2, soon_as_possible: true }), SETTINGS, LOCAL)
        .soon_as_possible,
    ).toBe(false);
    expect(checkOrderDraft(draft({ soon_as_possible: true }), SETTINGS, LOCAL).soon_as_possible).toBe(true);
    expect(
      checkOrderDraft(draft({ kind: "barra", soon_as_possible: true }), SETTINGS, LOCAL).soon_as_possible,
    ).toBe(true);
  });

  it("keeps a tip only when above zero, then with option other", () => {
    expect(checkOrderDraft(draft({ tip_amount: 150 }), SETTINGS, LOCAL)).toMatchObject({
      tip_amount: 150,
      tip_option: "other",
    });
    for (const tip_amount of [0, null]) {
      expect(checkOrderDraft(draft({ tip_amount }), SETTINGS, LOCAL)).toMatchObject({
        tip_amount: 0,
        tip_option: null,
      });
    }
    const negative = checkOrderDraft(draft({ tip_amount: -50 }), SETTINGS, LOCAL);
    expect(negative.errors).toEqual([{ field: "tip_amount", code: "orders.tip_negative" }]);
    expect(negative).toMatchObject({ tip_amount: 0, tip_option: null });
  });
});
