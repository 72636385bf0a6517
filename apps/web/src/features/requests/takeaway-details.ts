import { type Address, type ClientBarRow, ORDER_RULE_ERRORS, type OrderInsert } from "@comanda/domain";

/**
 * Who a pickup or delivery order is for and when it is wanted (spec §3 Request: client,
 * address, soon_as_possible, shift_time, delivery_date; §5 "delivery and pickup orders need a
 * client and a shift time", "delivery needs an address"), as the order screen holds it before
 * sending. Pure: the panel edits it, the page sends `takeawayBody` with the order.
 */

export type TakeawayKind = "recoger" | "domicilio";

/** The client as the panel shows it: a search result or a client just created. */
export type ClientSummary = Pick<ClientBarRow, "id" | "name" | "phone">;

export interface TakeawayDetails {
  client: ClientSummary | null;
  /** One of the client's address ids, the principal by default; only delivery sends it. */
  address: number | null;
  /** "As soon as possible" and a chosen slot exclude each other: one of them says when. */
  soonAsPossible: boolean;
  /** The chosen slot's start as `shifts_times` gives it (`starts_at`, an instant). */
  shiftTime: string | null;
  /** `YYYY-MM-DD` in the local's time zone: the day whose slots are offered. */
  deliveryDate: string;
}

/** The spec's default (soon_as_possible true) for an order taken today. */
export function emptyTakeawayDetails(today: string): TakeawayDetails {
  return { client: null, address: null, soonAsPossible: true, shiftTime: null, deliveryDate: today };
}

/** Another client: the old one's address is not the new one's, so it waits for theirs. */
export function withClient(details: TakeawayDetails, client: ClientSummary | null): TakeawayDetails {
  return { ...details, client, address: null };
}

/** "As soon as possible" means today and no slot; switching it off leaves a slot to be chosen. */
export function withSoonAsPossible(details: TakeawayDetails, on: boolean, today: string): TakeawayDetails {
  return on
    ? { ...details, soonAsPossible: true, shiftTime: null, deliveryDate: today }
    : { ...details, soonAsPossible: false };
}

/** A chosen slot says when, so it is no longer "as soon as possible". */
export function withShiftTime(details: TakeawayDetails, shiftTime: string): TakeawayDetails {
  return { ...details, shiftTime, soonAsPossible: false };
}

/**
 * Another day: a slot belongs to its day, so it is dropped; "as soon as possible" only means
 * something today.
 */
export function withDeliveryDate(details: TakeawayDetails, date: string, today: string): TakeawayDetails {
  if (date === details.deliveryDate) return details;
  return {
    ...details,
    deliveryDate: date,
    shiftTime: null,
    soonAsPossible: details.soonAsPossible && date === today,
  };
}

/** The calendar day after `YYYY-MM-DD` (for "tomorrow"), across months and years. */
export function dayAfter(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * The address a delivery goes to once the client's addresses are known: the chosen one while
 * it is still the client's, else the principal (the server's own default), else the first.
 */
export function addressToUse(
  addresses: ReadonlyArray<Pick<Address, "id" | "principal">>,
  chosen: number | null,
): number | null {
  if (chosen !== null && addresses.some((address) => address.id === chosen)) return chosen;
  return (addresses.find((address) => address.principal) ?? addresses[0])?.id ?? null;
}

/** "Calle Mayor 5, 28013 Madrid": an address on one line, as a rider reads it. */
export function addressLine(address: Pick<Address, "address" | "postal_code" | "town" | "city">): string {
  const place = [address.postal_code, address.town].filter(Boolean).join(" ");
  const city = address.city === address.town ? "" : address.city;
  return [address.address, place, city].filter(Boolean).join(", ");
}

// ---------------------------------------------------------------------------------------
// Before sending

export type TakeawayProblem =
  | typeof ORDER_RULE_ERRORS.clientRequired
  | typeof ORDER_RULE_ERRORS.addressRequired
  | typeof ORDER_RULE_ERRORS.shiftTimeRequired;

export interface TakeawayRules {
  /** The local takes this kind without a client (settings request_without_client_*). */
  clientOptional?: boolean;
}

/**
 * What keeps the order from being sent, as the server's own message keys (the domain's
 * `checkOrderDraft`): a client unless the local allows none, a delivery address, and a slot
 * unless it is "as soon as possible" (the server takes that without one).
 */
export function takeawayProblems(
  kind: TakeawayKind,
  details: TakeawayDetails,
  rules: TakeawayRules = {},
): TakeawayProblem[] {
  const problems: TakeawayProblem[] = [];
  if (details.client === null && !rules.clientOptional) problems.push(ORDER_RULE_ERRORS.clientRequired);
  if (kind === "domicilio" && details.address === null) problems.push(ORDER_RULE_ERRORS.addressRequired);
  if (!details.soonAsPossible && details.shiftTime === null)
    problems.push(ORDER_RULE_ERRORS.shiftTimeRequired);
  return problems;
}

const PROBLEM_TEXT_KEYS: Record<TakeawayProblem, string> = {
  [ORDER_RULE_ERRORS.clientRequired]: "requests.takeaway.problems.clientRequired",
  [ORDER_RULE_ERRORS.addressRequired]: "requests.takeaway.problems.addressRequired",
  [ORDER_RULE_ERRORS.shiftTimeRequired]: "requests.takeaway.problems.shiftTimeRequired",
};

export function isTakeawayProblem(message: string): message is TakeawayProblem {
  return Object.hasOwn(PROBLEM_TEXT_KEYS, message);
}

/** The web's i18n key of a problem, with the same wording as the server's message. */
export function takeawayProblemTextKey(problem: TakeawayProblem): string {
  return PROBLEM_TEXT_KEYS[problem];
}

/** The part of the panel a message shows in; "other" for messages it does not know (a server's text). */
export type TakeawaySection = "client" | "address" | "when" | "other";

const SECTION_OF: Record<TakeawayProblem, TakeawaySection> = {
  [ORDER_RULE_ERRORS.clientRequired]: "client",
  [ORDER_RULE_ERRORS.addressRequired]: "address",
  [ORDER_RULE_ERRORS.shiftTimeRequired]: "when",
};

/** The messages by the part of the panel they are about, in the order given. */
export function problemsBySection(problems: readonly string[]): Record<TakeawaySection, string[]> {
  const sections: Record<TakeawaySection, string[]> = { client: [], address: [], when: [], other: [] };
  for (const problem of problems)
    sections[isTakeawayProblem(problem) ? SECTION_OF[problem] : "other"].push(problem);
  return sections;
}

export type TakeawayBody = Pick<
  OrderInsert,
  "client" | "address" | "soon_as_possible" | "shift_time" | "delivery_date"
>;

/**
 * The order body's fields for who and when (`POST /api/v1/requests/{recoger|domicilio}`):
 * absent values are left out, the address only for delivery (a pickup has none), the slot
 * only when one was chosen.
 */
export function takeawayBody(kind: TakeawayKind, details: TakeawayDetails): TakeawayBody {
  return {
    ...(details.client === null ? {} : { client: details.client.id }),
    ...(kind === "domicilio" && details.client !== null && details.address !== null
      ? { address: details.address }
      : {}),
    soon_as_possible: details.soonAsPossible,
    ...(details.soonAsPossible || details.shiftTime === null ? {} : { shift_time: details.shiftTime }),
    delivery_date: details.deliveryDate,
  };
}

// ---------------------------------------------------------------------------------------
// After sending

/** What a sent order says of who and when, as the panel holds it (the client's name read apart). */
export function takeawayDetailsOf(
  order: {
    address: number | null;
    soon_as_possible: boolean;
    shift_time: string | null;
    delivery_date: string | null;
  },
  client: ClientSummary | null,
  today: string,
): TakeawayDetails {
  return {
    client,
    address: order.address,
    soonAsPossible: order.soon_as_possible,
    shiftTime: order.shift_time,
    deliveryDate: order.delivery_date ?? today,
  };
}

/**
 * The fields of a sent order's who and when that were changed (`PUT`): only those, so an
 * untouched slot is not asked for again (its place is the order's own, and a full slot
 * would refuse it). Going back to "as soon as possible" sends no slot: the server drops it.
 */
export function takeawayChanges(
  kind: TakeawayKind,
  before: TakeawayDetails,
  after: TakeawayDetails,
): Partial<TakeawayBody> {
  const changes: Partial<TakeawayBody> = {};
  if (after.client?.id !== before.client?.id) changes.client = after.client?.id;
  if (kind === "domicilio" && (after.address !== before.address || changes.client !== undefined))
    changes.address = after.address ?? undefined;
  if (after.soonAsPossible !== before.soonAsPossible) changes.soon_as_possible = after.soonAsPossible;
  if (!after.soonAsPossible && after.shiftTime !== null && after.shiftTime !== before.shiftTime)
    changes.shift_time = after.shiftTime;
  if (after.deliveryDate !== before.deliveryDate || changes.shift_time !== undefined)
    changes.delivery_date = after.deliveryDate;
  return changes;
}
