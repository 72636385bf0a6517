import { z } from "zod";
import { maintenanceSchema } from "./locals";

/**
 * Messages published on websocket channels. Areas add their events to this union
 * so publisher and subscriber share one type.
 */
export const realtimeMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("Refresh") }),
  z.object({ type: z.literal("fiskalyError"), message: z.string() }),
  z.object({ type: z.literal("maintenance"), data: maintenanceSchema }),
  z.object({ type: z.literal("info"), message: z.string() }),
]);
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;

export const MAINTENANCE_CHANNEL = "notifications/maintenance";
export function tpvChannel(tpvKey: string): string {
  return `notifications/${tpvKey}`;
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
