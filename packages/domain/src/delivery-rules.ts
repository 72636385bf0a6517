import { centsFromAmount } from "./money-format";
import type { OrderKind } from "./order-status";
import type { DomicilePickupSettings } from "./settings";

/**
 * Rules for creating an order (spec §5 "Orders") and the delivery radius, as pure checks on
 * plain values: the caller reads the settings, the client's address and the order's total
 * and gets back every problem at once, so a form can mark all its fields in one answer.
 */

export const ORDER_RULE_ERRORS = {
  productsRequired: "orders.products_required",
  tableRequired: "orders.table_required",
  clientRequired: "orders.client_required",
  shiftTimeRequired: "orders.shift_time_required",
  addressRequired: "orders.address_required",
  addressNotLocated: "orders.address_not_located",
  addressOutOfRange: "orders.address_out_of_range",
  minimalAmountDomicile: "orders.minimal_amount_domicile",
  domicileBlocked: "orders.domicile_blocked",
  pickupBlocked: "orders.pickup_blocked",
  tipNegative: "orders.tip_negative",
} as const;
export type OrderRuleError = (typeof ORDER_RULE_ERRORS)[keyof typeof ORDER_RULE_ERRORS];

// ---------------------------------------------------------------------------------------
// Distance

export interface LatLng {
  lat: number;
  lng: number;
}

/** Where something is, as the settings and addresses store it: both null when unknown. */
export interface Place {
  latitude: number | null;
  longitude: number | null;
}

/** The IUGG mean Earth radius; the spherical model is within 0.5 % of the ellipsoid. */
export const EARTH_MEAN_RADIUS_M = 6_371_008.8;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in metres. The rider's road distance is longer, but a radius on the
 * map is what a restaurant announces ("we deliver within 5 km"). The central angle comes from
 * atan2 of its sine and cosine (the spherical case of Vincenty's formula), which stays exact to
 * the millimetre at every distance; haversine's asin loses centimetres near antipodal points.
 */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const φ1 = toRadians(a.lat);
  const φ2 = toRadians(b.lat);
  const Δλ = toRadians(b.lng - a.lng);
  const y = Math.hypot(
    Math.cos(φ2) * Math.sin(Δλ),
    Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ),
  );
  const x = Math.sin(φ1) * Math.sin(φ2) + Math.cos(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return EARTH_MEAN_RADIUS_M * Math.atan2(y, x);
}

export function latLngOf(place: Place): LatLng | null {
  return place.latitude === null || place.longitude === null
    ? null
    : { lat: place.latitude, lng: place.longitude };
}

/**
 * Whether the radius rule lets an address be delivered to. A local without coordinates, or a
 * radius of 0 or none, sets no limit (settings: 0 means no limit). With a limit, an address
 * without coordinates is refused: it cannot be shown to be inside. The edge counts as inside.
 */
export function withinDeliveryRadius(local: Place, address: Place, maxRadiusKm: number | null): boolean {
  const from = latLngOf(local);
  if (from === null || maxRadiusKm === null || maxRadiusKm <= 0) return true;
  const to = latLngOf(address);
  return to !== null && distanceMetres(from, to) <= maxRadiusKm * 1000;
}

// ---------------------------------------------------------------------------------------
// Creating an order

/** The only tip option the spec names: a tip is an amount typed by hand. */
export const TIP_OPTION_OTHER = "other";

export interface OrderDraft {
  kind: OrderKind;
  products: readonly unknown[];
  /** Table id. */
  table: number | null;
  /** Client id. */
  client: number | null;
  /** The delivery address; only its coordinates matter here. */
  address: Place | null;
  /** The chosen slot ("HH:MM"); only its presence is checked here, the slot itself by shift-slots. */
  shift_time: string | null;
  soon_as_possible: boolean;
  /** Cents; null when none was sent. */
  tip_amount: number | null;
  /** What the goods cost after discounts, in cents: no tip and no delivery fee. */
  total: number;
}

export type OrderRuleSettings = Pick<
  DomicilePickupSettings,
  | "block_domicile_order"
  | "block_pickup_order"
  | "minimal_amount_domicile"
  | "maximum_radius_domicile"
  | "request_without_client_domicile"
  | "request_without_client_pickup"
>;

export interface OrderFieldError {
  field: string;
  code: OrderRuleError;
  params?: Record<string, number>;
}

export interface OrderDraftCheck {
  errors: OrderFieldError[];
  /** What to store: a local order is served at the table, never "as soon as possible". */
  soon_as_possible: boolean;
  /** What to store: 0 and no option without a tip, else the amount with option "other". */
  tip_amount: number;
  tip_option: typeof TIP_OPTION_OTHER | null;
}

const isDelivery = (kind: OrderKind) => kind === "domicilio";
const isPickup = (kind: OrderKind) => kind === "recoger";

/**
 * Checks a new order against spec §5 "Orders" and the delivery/pickup settings. The blocks
 * apply to staff too: a local blocks delivery when it has no rider, and a phone order then
 * cannot be delivered either. A client is optional where the local allows orders without one
 * (request_without_client_*). The minimum amount is compared with the goods only, because
 * the tip and the delivery fee are not what the minimum is about.
 */
export function checkOrderDraft(
  draft: OrderDraft,
  settings: OrderRuleSettings,
  local: Place,
): OrderDraftCheck {
  const errors: OrderFieldError[] = [];
  const add = (field: string, code: OrderRuleError, params?: Record<string, number>) =>
    errors.push(params ? { field, code, params } : { field, code });
  const { kind } = draft;
  const delivery = isDelivery(kind);
  const pickup = isPickup(kind);

  if (delivery && settings.block_domicile_order) add("type", ORDER_RULE_ERRORS.domicileBlocked);
  if (pickup && settings.block_pickup_order) add("type", ORDER_RULE_ERRORS.pickupBlocked);
  if (draft.products.length === 0) add("products", ORDER_RULE_ERRORS.productsRequired);
  if (kind === "local" && draft.table === null) add("table", ORDER_RULE_ERRORS.tableRequired);

  if (delivery || pickup) {
    const clientOptional = delivery
      ? settings.request_without_client_domicile
      : settings.request_without_client_pickup;
    if (draft.client === null && !clientOptional) add("client", ORDER_RULE_ERRORS.clientRequired);
    if (!draft.soon_as_possible && !draft.shift_time) add("shift_time", ORDER_RULE_ERRORS.shiftTimeRequired);
  }

  if (delivery) {
    checkAddress(draft.address, settings.maximum_radius_domicile, local, add);
    const minimal = centsFromAmount(settings.minimal_amount_domicile);
    if (draft.total < minimal)
      add("products", ORDER_RULE_ERRORS.minimalAmountDomicile, { minimal, total: draft.total });
  }

  const tip = draft.tip_amount ?? 0;
  if (tip < 0) add("tip_amount", ORDER_RULE_ERRORS.tipNegative);
  const hasTip = tip > 0;
  return {
    errors,
    soon_as_possible: kind === "local" ? false : draft.soon_as_possible,
    tip_amount: hasTip ? tip : 0,
    tip_option: hasTip ? TIP_OPTION_OTHER : null,
  };
}

function checkAddress(
  address: Place | null,
  maxRadiusKm: number,
  local: Place,
  add: (field: string, code: OrderRuleError, params?: Record<string, number>) => void,
): void {
  if (address === null) {
    add("address", ORDER_RULE_ERRORS.addressRequired);
    return;
  }
  if (withinDeliveryRadius(local, address, maxRadiusKm)) return;
  const to = latLngOf(address);
  if (to === null) {
    add("address", ORDER_RULE_ERRORS.addressNotLocated);
    return;
  }
  // Outside a radius means the local has coordinates.
  const from = latLngOf(local)!;
  // Rounded up to 0.1 km so that the message never shows a distance equal to the limit.
  const distanceKm = Math.ceil(distanceMetres(from, to) / 100) / 10;
  add("address", ORDER_RULE_ERRORS.addressOutOfRange, { distance_km: distanceKm, max_km: maxRadiusKm });
}
