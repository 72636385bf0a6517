import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import type { TicketDocument } from "./ticket-document";
import { ticketEscPos } from "./ticket-escpos";
import { ticketHtml } from "./ticket-html";
import { ticketText } from "./ticket-layout";
import { decodeTicketImage, logoDots, type TicketImage } from "./ticket-logo";

/** A `width` × `height` PNG, black on the left half and white on the right. */
function halfBlackPng(width: number, height: number): Uint8Array {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const shade = x < width / 2 ? 0 : 255;
      png.data[at] = shade;
      png.data[at + 1] = shade;
      png.data[at + 2] = shade;
      png.data[at + 3] = 255;
    }
  return new Uint8Array(PNG.sync.write(png));
}

const FILE = "0b5f6d0e-8a55-4a8e-9d0f-0d6f4c1a2b3c";
const document: TicketDocument = {
  blocks: [
    { type: "logo", file_id: FILE },
    { type: "text", text: "Bar del Año", style: { align: "center" } },
  ],
  fiscal: null,
};

/** Where GS v 0 (raster bit image) starts in the bytes, or -1. */
function rasterAt(bytes: Uint8Array): number {
  for (let i = 0; i + 3 < bytes.length; i += 1)
    if (bytes[i] === 0x1d && bytes[i + 1] === 0x76 && bytes[i + 2] === 0x30) return i;
  return -1;
}

describe("the logo on a printed ticket", () => {
  const logo = decodeTicketImage(halfBlackPng(200, 80), "image/png") as TicketImage;

  it("decodes PNG and JPEG to RGBA pixels", () => {
    expect(logo).toMatchObject({ width: 200, height: 80, content_type: "image/png" });
    expect(logo.data.length).toBe(200 * 80 * 4);
    const rgba = Buffer.alloc(16 * 8 * 4, 255);
    const jpg = jpeg.encode({ data: rgba, width: 16, height: 8 }, 90).data;
    expect(decodeTicketImage(new Uint8Array(jpg), "image/jpeg")).toMatchObject({ width: 16, height: 8 });
  });

  it("leaves out what it cannot draw: other formats, broken files, picture bombs", () => {
    expect(decodeTicketImage(new Uint8Array([1, 2, 3]), "image/png")).toBeUndefined();
    expect(decodeTicketImage(halfBlackPng(4, 4), "image/webp")).toBeUndefined();
    const bomb = halfBlackPng(4, 4);
    // Declares 5000 × 5000 in its header: 25 megapixels, far above a logo's.
    new DataView(bomb.buffer).setUint32(16, 5000);
    new DataView(bomb.buffer).setUint32(20, 5000);
    expect(decodeTicketImage(bomb, "image/png")).toBeUndefined();
  });

  it("is scaled down to two thirds of the paper and 160 dots high, never up", () => {
    expect(logoDots({ width: 1200, height: 300 }, 48)).toEqual({ width: 384, height: 96 });
    expect(logoDots({ width: 1200, height: 300 }, 32)).toEqual({ width: 256, height: 64 });
    expect(logoDots({ width: 400, height: 800 }, 48)).toEqual({ width: 80, height: 160 });
    expect(logoDots({ width: 100, height: 40 }, 48)).toEqual({ width: 100, height: 40 });
  });

  it("prints as a centred raster image above the heading", () => {
    const bytes = ticketEscPos(document, 48, new Map([[FILE, logo]]));
    const at = rasterAt(bytes);
    expect(at).toBeGreaterThan(0);
    // ESC a 1 (centre) comes before the image.
    const before = Buffer.from(bytes.subarray(0, at)).toString("latin1");
    expect(before).toContain("\u001ba\u0001");
    // GS v 0 m xL xH yL yH: 200 dots are 25 bytes a row, 80 rows.
    expect([...bytes.subarray(at + 4, at + 8)]).toEqual([25, 0, 80, 0]);
    const firstRow = bytes.subarray(at + 8, at + 8 + 25);
    // Black on the left half (100 dots: 12 full bytes and half of the 13th), white on the right.
    expect([...firstRow.subarray(0, 12)].every((byte) => byte === 0xff)).toBe(true);
    expect([...firstRow.subarray(13)].every((byte) => byte === 0)).toBe(true);
    expect(Buffer.from(bytes.subarray(at)).toString("latin1")).toContain("Bar del A");
  });

  it("is left out when the file is not there, and the ticket still prints", () => {
    const bytes = ticketEscPos(document, 48);
    expect(rasterAt(bytes)).toBe(-1);
    expect(Buffer.from(bytes).toString("latin1")).toContain("Bar del A");
  });

  it("shows on the screen's ticket at the width it prints, and as a marker in the text", async () => {
    const html = await ticketHtml(document, 48, new Map([[FILE, logo]]));
    expect(html).toContain('<img alt="" src="data:image/png;base64,');
    expect(html).toContain(`width:${200 / 12}ch`);
    expect(await ticketHtml(document, 48)).not.toContain("<img");
    expect(ticketText(document, 48).split("\n")[0]).toBe("[LOGO]");
  });
});
