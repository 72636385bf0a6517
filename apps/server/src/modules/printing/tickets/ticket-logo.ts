import jpeg from "jpeg-js";
import { PNG } from "pngjs";

/** A logo decoded to RGBA pixels, with the stored bytes the screen's preview shows. */
export interface TicketImage {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, rows top to bottom. */
  data: Uint8Array;
  content_type: "image/png" | "image/jpeg";
  bytes: Uint8Array;
}

/** Decoded logos by file id, for a document's render. */
export type TicketImages = ReadonlyMap<string, TicketImage>;

/**
 * A 100 KB file can still declare a huge picture (a decompression bomb); a logo needs far
 * less than this, and a bigger one is left off the ticket rather than filling the memory.
 */
const MAX_PIXELS = 4_000_000;

/** Font A cells are 12 dots wide: a line of `columns` is columns × 12 dots. */
const DOTS_PER_COLUMN = 12;
/** 20 mm at the 203 dpi of thermal receipt printers: a header, not half the ticket. */
const MAX_HEIGHT_DOTS = 160;
/** Two thirds of the paper's width, so a wide logo still leaves margins. */
const MAX_WIDTH_SHARE = 2 / 3;

function pngSize(data: Uint8Array): { width: number; height: number } | undefined {
  // The IHDR chunk comes first, right after the 8-byte signature: width and height at 16 and 20.
  if (data.length < 24) return undefined;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * The stored logo as pixels; undefined for a format the printers' renderer does not draw
 * (WebP, GIF, SVG), a broken file or one too large to decode safely.
 */
export function decodeTicketImage(bytes: Uint8Array, contentType: string): TicketImage | undefined {
  try {
    if (contentType === "image/png") {
      const size = pngSize(bytes);
      if (!size || size.width * size.height > MAX_PIXELS) return undefined;
      const png = PNG.sync.read(Buffer.from(bytes));
      return { width: png.width, height: png.height, data: png.data, content_type: contentType, bytes };
    }
    if (contentType === "image/jpeg") {
      const image = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: MAX_PIXELS / 1_000_000,
        maxMemoryUsageInMB: 64,
      });
      return { width: image.width, height: image.height, data: image.data, content_type: contentType, bytes };
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** The logo's size in printer dots on paper of `columns`: scaled down to fit, never up. */
export function logoDots(image: Pick<TicketImage, "width" | "height">, columns: number) {
  const maxWidth = Math.floor((columns * DOTS_PER_COLUMN * MAX_WIDTH_SHARE) / 8) * 8;
  const scale = Math.min(1, maxWidth / image.width, MAX_HEIGHT_DOTS / image.height);
  return {
    width: Math.max(1, Math.round(image.width * scale)),
    height: Math.max(1, Math.round(image.height * scale)),
  };
}
