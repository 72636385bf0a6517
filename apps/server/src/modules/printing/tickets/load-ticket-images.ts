import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../platform/db/client";
import { files } from "../../../platform/files/files.schema";
import type { TicketDocument } from "./ticket-document";
import { decodeTicketImage, type TicketImage, type TicketImages } from "./ticket-logo";

/**
 * Stored files never change (a new logo is a new file), so a decoded logo is kept by its
 * local and id: a busy service prints hundreds of tickets with the same one.
 */
const decoded = new Map<string, TicketImage | null>();
const CACHE_SIZE = 32;

function remember(key: string, image: TicketImage | null) {
  if (decoded.size >= CACHE_SIZE) decoded.delete(decoded.keys().next().value as string);
  decoded.set(key, image);
}

/** The images a document draws, decoded; one the local does not have is left out. */
export async function loadTicketImages(
  db: Db,
  localId: number,
  document: TicketDocument,
): Promise<TicketImages> {
  const ids = [
    ...new Set(document.blocks.flatMap((block) => (block.type === "logo" ? [block.file_id] : []))),
  ];
  const images = new Map<string, TicketImage>();
  const missing = ids.filter((id) => !decoded.has(`${localId}:${id}`));
  if (missing.length > 0) {
    const rows = await db
      .select({ id: files.id, content_type: files.content_type, data: files.data })
      .from(files)
      .where(and(eq(files.local_id, localId), inArray(files.id, missing)));
    for (const id of missing) {
      const row = rows.find((candidate) => candidate.id === id);
      remember(`${localId}:${id}`, row ? (decodeTicketImage(row.data, row.content_type) ?? null) : null);
    }
  }
  for (const id of ids) {
    const image = decoded.get(`${localId}:${id}`);
    if (image) images.set(id, image);
  }
  return images;
}
