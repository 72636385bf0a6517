import {
  type ImageSetting,
  readSettings,
  type Settings,
  type SettingsGroup,
  type SettingsPatch,
  validateSettings,
} from "@comanda/domain";
import { and, eq, sql } from "drizzle-orm";
import { createSharedCache } from "../../platform/cache/shared-cache";
import type { Database, Db } from "../../platform/db/client";
import { assertImage, type FilesService, fileIdFromUrl, fileUrl } from "../../platform/files/files.service";
import { settings } from "./settings.schema";

/**
 * A local's settings, one row per group. A group that was never saved is its defaults;
 * a saved group is stored whole (as validated when saved), so later changes to the
 * defaults do not silently change a restaurant that already chose.
 */
export function createSettingsService({ database, files }: { database: Database; files: FilesService }) {
  const { db } = database;
  // Read by every order call and changed a few times a year: each instance keeps the groups
  // for a while, and a save clears them on every instance.
  const cache = createSharedCache<unknown>({
    database,
    channel: "comanda_settings",
    ttlMs: 5000,
    maxEntries: 10_000,
  });
  const groupRow = (localId: number, group: SettingsGroup) =>
    and(eq(settings.local_id, localId), eq(settings.group, group));

  /**
   * Creates the group's row when it is missing and locks it until `tx` ends, in one
   * statement: two managers saving different fields at once both keep their change.
   */
  async function lockStored(tx: Db, localId: number, group: SettingsGroup): Promise<unknown> {
    const [row] = await tx
      .insert(settings)
      .values({ local_id: localId, group, value: {} })
      .onConflictDoUpdate({
        target: [settings.local_id, settings.group],
        set: { value: sql`${settings.value}` },
      })
      .returning({ value: settings.value });
    return row!.value;
  }

  async function save<G extends SettingsGroup>(tx: Db, localId: number, group: G, value: Settings<G>) {
    await tx.update(settings).set({ value, updated_at: new Date() }).where(groupRow(localId, group));
    await cache.changed(tx);
  }

  /** Points an image field to `fileId` (or to nothing) and deletes the file it pointed to. */
  async function replaceImage(tx: Db, localId: number, image: ImageSetting, fileId: string | undefined) {
    const stored = await lockStored(tx, localId, image.group);
    const current: Record<string, unknown> = readSettings(image.group, stored);
    const previous = fileIdFromUrl(current[image.field]);
    const next = validateSettings(image.group, { ...current, [image.field]: fileId ? fileUrl(fileId) : "" });
    await save(tx, localId, image.group, next);
    if (previous) await files.remove(tx, localId, previous);
    return next;
  }

  return {
    /** `tx`: read inside the caller's transaction (on PGlite another connection would wait for it). */
    async get<G extends SettingsGroup>(localId: number, group: G, tx: Db = db): Promise<Settings<G>> {
      const stored = await cache.get(`${localId}:${group}`, async () => {
        const [row] = await tx
          .select({ value: settings.value })
          .from(settings)
          .where(groupRow(localId, group));
        return row?.value ?? null;
      });
      // Parsed on every call: each caller gets its own object, whatever it does with it.
      return readSettings(group, stored);
    },

    start: cache.start,
    stop: cache.stop,

    /** Merges an already checked partial into the stored group and checks the whole before saving. */
    update<G extends SettingsGroup>(
      localId: number,
      group: G,
      patch: SettingsPatch<G>,
    ): Promise<Settings<G>> {
      return db.transaction(async (tx) => {
        const current = readSettings(group, await lockStored(tx, localId, group));
        const next = validateSettings(group, { ...current, ...patch });
        await save(tx, localId, group, next);
        return next;
      });
    },

    /** Stores an uploaded image and points the field to it, dropping the previous file, in one transaction. */
    setImage(localId: number, image: ImageSetting, data: Buffer) {
      const contentType = assertImage(image.field, data, image.maxBytes);
      return db.transaction(async (tx) => {
        const fileId = await files.store(tx, localId, data, contentType);
        return replaceImage(tx, localId, image, fileId);
      });
    },

    removeImage(localId: number, image: ImageSetting) {
      return db.transaction((tx) => replaceImage(tx, localId, image, undefined));
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
