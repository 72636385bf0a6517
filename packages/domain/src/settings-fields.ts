import { z } from "zod";
import { emailField, textField } from "./text";

/**
 * Settings of a local, one object per group (spec §3 "Settings groups"). Each group is
 * a plain field map without defaults, so that a partial update never fills a missing
 * field with its default; the defaults live beside it as a typed object.
 * This file holds what every group file shares: the group names, the messages and the
 * field rules they are built from.
 */
export const SETTINGS_GROUPS = [
  "global",
  "ticket",
  "ticket_kitchen",
  "domicile_pickup",
  "reservation",
  "stock",
  "app",
  "digital_card",
  "work_hours",
] as const;
export const settingsGroupSchema = z.enum(SETTINGS_GROUPS);
export type SettingsGroup = z.infer<typeof settingsGroupSchema>;

export const CURRENCIES = ["EUR", "USD", "GBP", "YPJ", "MXN", "BLR", "DOP"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const MAX_ORDER_DELAY_OPTIONS = 3;
export const MAX_SHIFT_DURATION_MINUTES = 120;

export const SETTINGS_MESSAGES = {
  imageUploadOnly: "settings.image_upload_only",
  orderDelaysMax: "settings.order_delays_max",
  orderDelaysDuplicate: "settings.order_delays_duplicate",
  minAboveMax: "settings.min_above_max",
  hoursOverlap: "settings.hours_overlap",
  money: "validation.money",
  time: "validation.time",
  color: "validation.color",
  timezone: "validation.timezone",
  url: "validation.url",
} as const;

// ---------------------------------------------------------------------------------------
// Field helpers

export const flag = z.boolean();
export const count = (max: number) => z.number().int().min(0).max(max);
export const minutes = (max: number) => z.number().int().min(0).max(max);
/** A decimal amount in the local's currency, as the API speaks it: at most 2 decimals. */
export const amount = z
  .number()
  .min(0)
  .max(99_999.99)
  .refine((value) => Math.round(value * 100) / 100 === value, { message: SETTINGS_MESSAGES.money });
export const optionalEmail = z.union([z.literal(""), emailField]);
export const phone = textField(30);
export const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: SETTINGS_MESSAGES.color });
export const id = z.number().int().positive().max(2_147_483_647);
/** An absolute http(s) address, or "" for none. */
export const optionalHttpUrl = z.union([
  z.literal(""),
  z
    .string()
    .trim()
    .max(255)
    .regex(/^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:\/[^\s?#]*)?$/i, { message: SETTINGS_MESSAGES.url }),
]);

export function hasDuplicates(values: readonly unknown[]): boolean {
  return new Set(values).size !== values.length;
}
