import { z } from "zod";
import { textArea } from "./text";

export const MAINTENANCE_TYPES = ["alert", "blocked"] as const;
export const maintenanceSchema = z.object({
  type: z.enum(MAINTENANCE_TYPES),
  text: textArea(1000).default(""),
  active: z.boolean(),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

export const DEFAULT_MAINTENANCE: Maintenance = { type: "alert", text: "", active: false };

export const localsGetBodySchema = z.object({ location: z.string().trim().max(63) });
