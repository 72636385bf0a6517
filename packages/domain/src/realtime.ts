import { z } from "zod";
import { maintenanceSchema } from "./locals";
import { hasPermission, type PermissionMap } from "./modules";
import { routingGapSchema } from "./print-routing";

/**
 * Messages published on websocket channels. Areas add their events to this union
 * so publisher and subscriber share one type.
 */
/**
 * The orders engine's events (issue 6 "Realtime"): each carries the order as the HTTP answer
 * presents it, or the table whose status moved.
 */
export const ORDER_EVENT_TYPES = [
  "requests.created",
  "requests.updated",
  "requests.lines_added",
  "requests.process_status_changed",
  "requests.status_changed",
  "requests.paid",
  "requests.closed",
  "requests.invalidated",
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** What the tills hear when part of a print job went to the fallback printer (issue 24). */
export const unroutedNoticeSchema = z.object({
  job: z.number(),
  request: z.number(),
  /** The printer it came out on instead. */
  delivery_printer: z.string(),
  gaps: z.array(routingGapSchema),
});

/** A guest called the waiter or asked for the bill from the table's QR (issue 34): every till hears it. */
export const callWaiterNoticeSchema = z.object({
  table: z.number(),
  name: z.string(),
  reason: z.enum(["waiter", "bill"]),
});

export const realtimeMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.enum(ORDER_EVENT_TYPES), data: z.looseObject({ id: z.number() }) }),
  z.object({
    type: z.literal("tables.status_changed"),
    data: z.object({ id: z.number(), status: z.string(), request: z.number().nullable() }),
  }),
  z.object({ type: z.literal("tables.call_waiter"), data: callWaiterNoticeSchema }),
  /** A print delivery failed or went through, or a printer went on or off line (issue 8). */
  z.object({
    type: z.literal("print_queue.changed"),
    data: z.object({ printer: z.number(), delivery: z.number(), status: z.string() }),
  }),
  /**
   * A print job's lines or ticket came out on the fallback printer because no printer is set up
   * for them (issue 24): the tills warn, and the queue flags the delivery.
   */
  z.object({ type: z.literal("print_queue.unrouted"), data: unroutedNoticeSchema }),
  z.object({ type: z.literal("Refresh") }),
  z.object({ type: z.literal("fiskalyError"), message: z.string() }),
  /** Fiscal issuing turned on (activation, resume) or off (a suspension) for the local (issue 25). */
  z.object({ type: z.literal("fiscal.changed"), data: z.object({ active: z.boolean() }) }),
  z.object({ type: z.literal("maintenance"), data: maintenanceSchema }),
  /** A role's grants or an employee's role changed (issue 27): the tills read their permissions again. */
  z.object({ type: z.literal("roles.changed") }),
  z.object({ type: z.literal("info"), message: z.string() }),
]);
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;

/**
 * What a screen without a staff session may receive (issue 22): the login screen and the
 * maintenance page need the maintenance notices and a release's Refresh, never an order.
 */
const PUBLIC_MESSAGE_TYPES: ReadonlySet<RealtimeMessage["type"]> = new Set(["Refresh", "maintenance"]);
export function isPublicMessage(message: RealtimeMessage): boolean {
  return PUBLIC_MESSAGE_TYPES.has(message.type);
}

/** Whether a staff role hears its till channels' order events: it must see the orders module. */
export function roleFollowsOrders(role: {
  group_type: string | null;
  permissions: PermissionMap;
  actions: readonly string[];
}): boolean {
  return role.group_type === "SuperAdmin" || hasPermission(role.permissions, role.actions, "orders.view");
}

export const MAINTENANCE_CHANNEL = "notifications/maintenance";
const TPV_CHANNEL_PREFIX = "notifications/";
export function tpvChannel(tpvKey: string): string {
  return `${TPV_CHANNEL_PREFIX}${tpvKey}`;
}
/** The TPV key a till's channel names, or undefined for any other channel. */
export function tpvKeyOfChannel(channel: string): string | undefined {
  if (channel === MAINTENANCE_CHANNEL || !channel.startsWith(TPV_CHANNEL_PREFIX)) return undefined;
  const key = channel.slice(TPV_CHANNEL_PREFIX.length);
  return key === "" ? undefined : key;
}

export const wsClientMessageSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("subscribe"), channel: z.string().max(200) }),
  z.object({ action: z.literal("unsubscribe"), channel: z.string().max(200) }),
  z.object({ action: z.literal("ping") }),
]);
export type WsClientMessage = z.infer<typeof wsClientMessageSchema>;

export type WsServerMessage =
  | { kind: "message"; channel: string; message: RealtimeMessage }
  | { kind: "subscribed"; channel: string }
  | { kind: "error"; code: string; message: string }
  | { kind: "pong" };
