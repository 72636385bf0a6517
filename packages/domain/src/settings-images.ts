import { z } from "zod";
import type { SettingsGroup } from "./settings-fields";

/** The settings' images (spec §5 "Images"): their limits, and the fields that hold them. */
export const IMAGE_CONTENT_TYPES = [
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
  "image/svg+xml",
] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

const KB = 1024;
const MB = 1024 * KB;

/** Size limits of spec §5 "Images": a file of exactly the limit is accepted. */
export const IMAGE_LIMITS = {
  logo: 100 * KB,
  header: 1000 * KB,
  kioskHeader: 5 * MB,
} as const;

/**
 * The image fields of each group and their limit. They are set by uploading a file,
 * never by a settings update, and hold the file's URL (or "" when there is none).
 */
export const IMAGE_FIELDS = {
  global: { logo: IMAGE_LIMITS.logo },
  digital_card: { header_image: IMAGE_LIMITS.header, kiosk_header_image: IMAGE_LIMITS.kioskHeader },
} as const satisfies Partial<Record<SettingsGroup, Record<string, number>>>;
export type ImageGroup = keyof typeof IMAGE_FIELDS;

export interface ImageSetting {
  group: ImageGroup;
  field: string;
  maxBytes: number;
}
/** IMAGE_FIELDS as a list, one entry per image field. */
export const IMAGE_SETTINGS: readonly ImageSetting[] = Object.entries(IMAGE_FIELDS).flatMap(
  ([group, fields]) =>
    Object.entries(fields).map(([field, maxBytes]) => ({ group: group as ImageGroup, field, maxBytes })),
);

/** "100 kb", "1000 kb", "5 MB": how limits are written in messages and hints. */
export function formatFileSize(bytes: number): string {
  return bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / KB)} kb`;
}

const FILE_URL = /^\/api\/v1\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const imageUrl = z.union([z.literal(""), z.string().regex(FILE_URL)]);
