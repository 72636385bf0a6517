import { z } from "zod";
import { TABLE_STATUSES, type TableStatus } from "./floor";
import type { DomicilePickupSettings } from "./settings";

/**
 * The state machines of the orders engine as data (spec §3 Request, enumerations; §4): an
 * order's status, its kitchen process status (per order, line and option) and a table's
 * status. The server asks `transition…` before every change, the web asks `can…` to enable
 * buttons, so both read the same table.
 */

export const ORDER_STATUS_ERRORS = {
  illegalStatusTransition: "orders.illegal_status_transition",
  illegalProcessStatusTransition: "orders.illegal_process_status_transition",
  illegalTableStatusTransition: "tables.illegal_status_transition",
} as const;

export type TransitionResult<S extends string, C extends string> =
  | { ok: true }
  | { ok: false; code: C; from: S; to: S };

type Transitions<S extends string> = Readonly<Record<S, readonly S[]>>;

/** A move to the same status is not a transition: the caller answers "nothing to do" itself. */
function check<S extends string, C extends string>(
  table: Transitions<S>,
  code: C,
  from: S,
  to: S,
): TransitionResult<S, C> {
  return table[from].includes(to) ? { ok: true } : { ok: false, code, from, to };
}

// ---------------------------------------------------------------------------------------
// Order kinds

/** The spec's paths for the four kinds (§9 "Order type to path"); local is a table's command. */
export const ORDER_KINDS = ["local", "barra", "recoger", "domicilio"] as const;
export const orderKindSchema = z.enum(ORDER_KINDS);
export type OrderKind = z.infer<typeof orderKindSchema>;

/** The spec's `type` values of a request (§3 "Request types"), one per kind. */
export const REQUEST_TYPES = ["local", "bar", "pickUp", "domicile"] as const;
export const requestTypeSchema = z.enum(REQUEST_TYPES);
export type RequestType = z.infer<typeof requestTypeSchema>;

export const REQUEST_TYPE_OF_KIND = {
  local: "local",
  barra: "bar",
  recoger: "pickUp",
  domicilio: "domicile",
} as const satisfies Record<OrderKind, RequestType>;

// ---------------------------------------------------------------------------------------
// Order status

/**
 * - `required`: a web order of the customer app waiting for the restaurant to accept it
 *   (accept invalidate with is_accepted); only delivery and pickup orders without auto-accept.
 * - `solicitado`: an open order, taken by staff or accepted; lines, payments and kitchen
 *   progress happen here.
 * - `payed`: closed with its payment; `finished`: closed without one (close without payment);
 *   `invalidated`: rejected or cancelled.
 */
export const ORDER_STATUSES = ["required", "solicitado", "payed", "finished", "invalidated"] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const DEFAULT_ORDER_STATUS: OrderStatus = "solicitado";
/** Statuses of an order that can no longer take lines, payments or kitchen changes. */
export const CLOSED_ORDER_STATUSES = [
  "payed",
  "finished",
  "invalidated",
] as const satisfies readonly OrderStatus[];

/**
 * Closing is irreversible (§4): nothing goes back to `solicitado`. A closed order can still be
 * invalidated, because a ticket cashed by mistake must be annulled and its loyalty points
 * taken back (issue 6); an invalidated order is final.
 */
export const ORDER_STATUS_TRANSITIONS: Transitions<OrderStatus> = {
  required: ["solicitado", "invalidated"],
  solicitado: ["payed", "finished", "invalidated"],
  payed: ["invalidated"],
  finished: ["invalidated"],
  invalidated: [],
};

export function isClosedOrderStatus(status: OrderStatus): boolean {
  return (CLOSED_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

export function canTransitionOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_TRANSITIONS[from].includes(to);
}

export function transitionOrder(from: OrderStatus, to: OrderStatus) {
  return check(ORDER_STATUS_TRANSITIONS, ORDER_STATUS_ERRORS.illegalStatusTransition, from, to);
}

/**
 * The status a new order starts in: a delivery or pickup order from the customer app waits for
 * acceptance unless the local accepts that kind automatically; everything else is open at once
 * (staff took it, or the customer ordered from the table or the bar).
 */
export function initialOrderStatus(
  kind: OrderKind,
  fromClient: boolean,
  settings: Pick<DomicilePickupSettings, "auto_accept_domicile" | "auto_accept_pickup">,
): OrderStatus {
  if (!fromClient) return DEFAULT_ORDER_STATUS;
  if (kind === "domicilio" && !settings.auto_accept_domicile) return "required";
  if (kind === "recoger" && !settings.auto_accept_pickup) return "required";
  return DEFAULT_ORDER_STATUS;
}

// ---------------------------------------------------------------------------------------
// Process status (kitchen cards)

/** The spec's card statuses (§3 "Order card statuses"). */
export const PROCESS_STATUSES = [
  "solicited",
  "inProcess",
  "toServe",
  "received",
  "readyForPickup",
  "onTheWay",
] as const;
export const processStatusSchema = z.enum(PROCESS_STATUSES);
export type ProcessStatus = z.infer<typeof processStatusSchema>;

export const DEFAULT_PROCESS_STATUS: ProcessStatus = "solicited";

/**
 * The card's steps per kind. Every chain ends in `received` (the food is in the customer's
 * hands), so "done" means the same thing on every screen: a pickup order is ready at the
 * counter and then collected; a delivery order is ready at the pass (`toServe`), then with the
 * rider, then delivered.
 */
export const PROCESS_CHAINS = {
  local: ["solicited", "inProcess", "toServe", "received"],
  barra: ["solicited", "inProcess", "toServe", "received"],
  recoger: ["solicited", "inProcess", "readyForPickup", "received"],
  domicilio: ["solicited", "inProcess", "toServe", "onTheWay", "received"],
} as const satisfies Record<OrderKind, readonly ProcessStatus[]>;

/**
 * One step forward, or one step back: a cook who taps the wrong card needs to undo the last
 * tap, and one step is all an undo needs. Skipping steps is refused so that every step is
 * published to the screens that wait for it (the waiter's "to serve" alert, the rider's
 * board). Statuses outside a kind's chain have no way in or out.
 */
function chainTransitions(chain: readonly ProcessStatus[]): Transitions<ProcessStatus> {
  const table = Object.fromEntries(PROCESS_STATUSES.map((status) => [status, [] as ProcessStatus[]]));
  chain.forEach((status, index) => {
    table[status] = [chain[index + 1], chain[index - 1]].filter(
      (neighbour): neighbour is ProcessStatus => neighbour !== undefined,
    );
  });
  return table as Record<ProcessStatus, ProcessStatus[]>;
}

export const PROCESS_STATUS_TRANSITIONS: Readonly<Record<OrderKind, Transitions<ProcessStatus>>> = {
  local: chainTransitions(PROCESS_CHAINS.local),
  barra: chainTransitions(PROCESS_CHAINS.barra),
  recoger: chainTransitions(PROCESS_CHAINS.recoger),
  domicilio: chainTransitions(PROCESS_CHAINS.domicilio),
};

export function canTransitionProcess(kind: OrderKind, from: ProcessStatus, to: ProcessStatus): boolean {
  return PROCESS_STATUS_TRANSITIONS[kind][from].includes(to);
}

export function transitionProcess(kind: OrderKind, from: ProcessStatus, to: ProcessStatus) {
  return check(
    PROCESS_STATUS_TRANSITIONS[kind],
    ORDER_STATUS_ERRORS.illegalProcessStatusTransition,
    from,
    to,
  );
}

/** Position of a status in the kind's chain; -1 when the kind never uses it. */
export function processStep(kind: OrderKind, status: ProcessStatus): number {
  return (PROCESS_CHAINS[kind] as readonly ProcessStatus[]).indexOf(status);
}

/** The step after `status` in the kind's chain; undefined at the end or outside the chain. */
export function nextProcessStatus(kind: OrderKind, status: ProcessStatus): ProcessStatus | undefined {
  const step = processStep(kind, status);
  return step < 0 ? undefined : PROCESS_CHAINS[kind][step + 1];
}

/**
 * An order's (or a line's) process status from its parts': the least advanced one, because a
 * card is only "to serve" when every dish on it is. No parts: nothing has started.
 */
export function derivedProcessStatus(kind: OrderKind, parts: readonly ProcessStatus[]): ProcessStatus {
  const chain = PROCESS_CHAINS[kind] as readonly ProcessStatus[];
  const steps = parts.map((status) => chain.indexOf(status)).filter((step) => step >= 0);
  return steps.length === 0 ? DEFAULT_PROCESS_STATUS : chain[Math.min(...steps)]!;
}

/**
 * Tapping a card's header: the card moves one step, i.e. every part behind the step after
 * the least advanced one catches up to it, and parts already there or further stay put (a
 * drink served early is not pulled back). `target` undefined: everything is already done.
 * Parts outside the kind's chain are left as they are.
 */
export function advanceAll(
  kind: OrderKind,
  parts: readonly ProcessStatus[],
): { target: ProcessStatus | undefined; parts: ProcessStatus[] } {
  const target = nextProcessStatus(kind, derivedProcessStatus(kind, parts));
  if (target === undefined) return { target, parts: [...parts] };
  const targetStep = processStep(kind, target);
  return {
    target,
    parts: parts.map((status) => {
      const step = processStep(kind, status);
      return step >= 0 && step < targetStep ? target : status;
    }),
  };
}

// ---------------------------------------------------------------------------------------
// Table status

export const tableStatusSchema = z.enum(TABLE_STATUSES);

/**
 * - available → busy: a command is opened on the table.
 * - busy → pendingPay: the bill is printed; pendingPay → busy: the guests order another
 *   coffee after asking for the bill.
 * - busy / pendingPay → available: the command is closed, invalidated, moved to another table
 *   or fused into one.
 * - available ↔ blocked: by hand (a reserved or broken table); a table in use is never blocked.
 */
export const TABLE_STATUS_TRANSITIONS: Transitions<TableStatus> = {
  available: ["busy", "blocked"],
  busy: ["pendingPay", "available"],
  pendingPay: ["busy", "available"],
  blocked: ["available"],
};

export function canTransitionTable(from: TableStatus, to: TableStatus): boolean {
  return TABLE_STATUS_TRANSITIONS[from].includes(to);
}

export function transitionTable(from: TableStatus, to: TableStatus) {
  return check(TABLE_STATUS_TRANSITIONS, ORDER_STATUS_ERRORS.illegalTableStatusTransition, from, to);
}
