import { createHash } from "node:crypto";
import { ERROR_CODES, formatFileSize, type ImageContentType } from "@comanda/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { AppError, errors, fieldError } from "../errors/app-error";
import { files } from "./files.schema";

const FILE_URL_PREFIX = "/api/v1/files/";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The address a stored file is served from; settings and entities keep this, not the id. */
export function fileUrl(id: string): string {
  return `${FILE_URL_PREFIX}${id}`;
}

/** The id of a file this server stored, or undefined for "" or any other URL. */
export function fileIdFromUrl(url: unknown): string | undefined {
  if (typeof url !== "string" || !url.startsWith(FILE_URL_PREFIX)) return undefined;
  const id = url.slice(FILE_URL_PREFIX.length);
  return UUID.test(id) ? id : undefined;
}

function startsWith(data: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  return data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** An SVG document may open with a BOM, an XML declaration, comments and a doctype. */
const SVG_START =
  /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/**
 * The image type the bytes really are. The declared Content-Type of an upload is the
 * client's word and is ignored: a renamed PDF or HTML page must not pass as an image.
 */
export function sniffImageType(data: Uint8Array): ImageContentType | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(data, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(data, ascii("GIF87a")) || startsWith(data, ascii("GIF89a"))) return "image/gif";
  if (startsWith(data, ascii("RIFF")) && startsWith(data, ascii("WEBP"), 8)) return "image/webp";
  const head = Buffer.from(data.subarray(0, 4096)).toString("utf8");
  if (SVG_START.test(head)) return "image/svg+xml";
  return undefined;
}

/**
 * What reading a multipart body failed with: the parser's own errors (a body cut short, a
 * missing boundary) carry no status and are the client's fault, so they become a 400.
 */
export function multipartFailure(error: unknown): unknown {
  if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === "number") {
    return error;
  }
  return errors.field("body", "validation.bad_multipart");
}

export function imageTooLarge(field: string, maxBytes: number): AppError {
  const limit = formatFileSize(maxBytes);
  return new AppError(
    400,
    ERROR_CODES.imageTooLarge,
    { limit },
    fieldError(field, ERROR_CODES.imageTooLarge, { limit }),
  );
}

/** Refuses anything over `maxBytes` or not an image, as an error on `field`; returns the real type. */
export function assertImage(field: string, data: Uint8Array, maxBytes: number): ImageContentType {
  if (data.length > maxBytes) throw imageTooLarge(field, maxBytes);
  const type = sniffImageType(data);
  if (!type) throw new AppError(400, ERROR_CODES.imageType, {}, fieldError(field, ERROR_CODES.imageType));
  return type;
}

/**
 * Files kept in the database (architecture "Data": every instance can serve them).
 * Writes take the caller's transaction, so a file and the row that points to it are
 * saved, or dropped, together.
 */
export function createFilesService({ db }: { db: Db }) {
  return {
    async store(tx: Db, localId: number, data: Buffer, contentType: ImageContentType): Promise<string> {
      const [row] = await tx
        .insert(files)
        .values({
          local_id: localId,
          content_type: contentType,
          size: data.length,
          sha256: createHash("sha256").update(data).digest("hex"),
          data,
        })
        .returning({ id: files.id });
      return row!.id;
    },

    async remove(tx: Db, localId: number, id: string): Promise<void> {
      await tx.delete(files).where(and(eq(files.id, id), eq(files.local_id, localId)));
    },

    /** A file of the local; another local's id is as unknown as a made-up one. */
    async find(localId: number, id: string) {
      const [row] = await db
        .select()
        .from(files)
        .where(and(eq(files.id, id), eq(files.local_id, localId)));
      return row;
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
