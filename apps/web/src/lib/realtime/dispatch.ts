import {
  callWaiterNoticeSchema,
  type Maintenance,
  maintenanceSchema,
  type RoutingGap,
  unroutedNoticeSchema,
} from "@comanda/domain";

/** What the app does with one realtime message (spec §7 "Answer handling"). */
export type RealtimeEffect =
  | { kind: "reload" }
  | { kind: "fiscalOff"; message: string }
  /** Fiscal issuing was turned on or off for the local (activation, resume, suspension). */
  | { kind: "fiscalChanged"; active: boolean }
  | { kind: "maintenance"; maintenance: Maintenance }
  /** A role or an employee's role changed: the session's permissions, and so the menu, are read again. */
  | { kind: "permissionsChanged" }
  | { kind: "info"; message: string }
  /** A guest called the waiter or asked for the bill from their table's QR (issue 34). */
  | { kind: "callWaiter"; table: string; reason: "waiter" | "bill" }
  /** Part of a print job came out on the fallback printer: no printer is set up for it (issue 24). */
  | { kind: "unrouted"; printer: string; gaps: RoutingGap[] }
  /** Orders, tables or the print queue changed: the screens showing them read them again. */
  | { kind: "stale"; area: "requests" | "tables" | "print_queue" };

/** Info toasts from realtime stay longer than the app's 2000 ms: nobody asked for them. */
export const REALTIME_INFO_MS = 9_999;

function field(value: object, name: string): unknown {
  return (value as Record<string, unknown>)[name];
}

/**
 * The effect of a message received on a channel. Areas publish their own message types, so
 * anything else that carries a text is shown as an info toast; a message without one, or a
 * maintenance message whose data does not validate, is ignored.
 */
export function effectOf(message: unknown): RealtimeEffect | undefined {
  if (typeof message !== "object" || message === null) return undefined;
  const type = field(message, "type");
  const text = field(message, "message");
  if (type === "Refresh") return { kind: "reload" };
  if (type === "tables.status_changed") return { kind: "stale", area: "tables" };
  if (type === "print_queue.changed") return { kind: "stale", area: "print_queue" };
  if (type === "roles.changed") return { kind: "permissionsChanged" };
  if (type === "tables.call_waiter") {
    const parsed = callWaiterNoticeSchema.safeParse(field(message, "data"));
    return parsed.success
      ? { kind: "callWaiter", table: parsed.data.name, reason: parsed.data.reason }
      : undefined;
  }
  if (type === "print_queue.unrouted") {
    const parsed = unroutedNoticeSchema.safeParse(field(message, "data"));
    return parsed.success
      ? { kind: "unrouted", printer: parsed.data.delivery_printer, gaps: parsed.data.gaps }
      : undefined;
  }
  if (typeof type === "string" && type.startsWith("requests.") && !(typeof text === "string" && text.trim()))
    return { kind: "stale", area: "requests" };
  if (type === "fiskalyError") return { kind: "fiscalOff", message: typeof text === "string" ? text : "" };
  if (type === "fiscal.changed") {
    const data = field(message, "data");
    const active = typeof data === "object" && data !== null ? field(data, "active") : undefined;
    return typeof active === "boolean" ? { kind: "fiscalChanged", active } : undefined;
  }
  if (type === "maintenance") {
    const parsed = maintenanceSchema.safeParse(field(message, "data"));
    return parsed.success ? { kind: "maintenance", maintenance: parsed.data } : undefined;
  }
  return typeof text === "string" && text.trim() ? { kind: "info", message: text } : undefined;
}

export function isBlocked(maintenance: Maintenance | undefined): boolean {
  return !!maintenance?.active && maintenance.type === "blocked";
}

/** The text of the top banner, or undefined when no alert is on. An alert without text says so. */
export function bannerOf(maintenance: Maintenance | undefined, fallback: string): string | undefined {
  if (!maintenance?.active || maintenance.type !== "alert") return undefined;
  return maintenance.text.trim() || fallback;
}

/** A block was lifted: the local was known to be blocked and is not any more. */
export function isLifted(previous: Maintenance | undefined, next: Maintenance): boolean {
  return isBlocked(previous) && !isBlocked(next);
}
