import QRCode from "qrcode";
import type { TextStyle, TicketDocument } from "./ticket-document";
import { layoutTicket } from "./ticket-layout";
import { logoDots, type TicketImages } from "./ticket-logo";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function lineCss(style: TextStyle): string {
  const size = style.size ?? 1;
  // Font B cells are 9 dots wide against font A's 12.
  const scale = size * (style.font === "B" ? 0.75 : 1);
  return [
    `font-size:${scale}em`,
    style.bold ? "font-weight:bold" : "",
    style.underline ? "text-decoration:underline" : "",
  ]
    .filter(Boolean)
    .join(";");
}

/**
 * The same laid-out lines as the printer gets, in a monospace block as wide as the paper's
 * columns: the screen's preview and what a virtual printer prints from the browser. Every
 * text is escaped; QR codes are inline SVG; an image is its stored file in grey, at the width
 * it prints (a font A column is 12 dots).
 */
export async function ticketHtml(
  document: TicketDocument,
  columns: number,
  images: TicketImages = new Map(),
): Promise<string> {
  const parts: string[] = [];
  for (const line of layoutTicket(document, columns)) {
    if (line.type === "image") {
      const image = images.get(line.file_id);
      if (!image) continue;
      const { width } = logoDots(image, columns);
      const src = `data:${image.content_type};base64,${Buffer.from(image.bytes).toString("base64")}`;
      parts.push(
        `<div class="ticket-logo" style="text-align:center"><img alt="" src="${src}" style="width:${width / 12}ch;filter:grayscale(1)"></div>`,
      );
    } else if (line.type === "qr") {
      const svg = await QRCode.toString(line.data, { type: "svg", errorCorrectionLevel: "M", margin: 4 });
      parts.push(`<div class="ticket-qr" style="width:16ch;margin:0 auto">${svg}</div>`);
    } else {
      const css = lineCss(line.style);
      parts.push(`<div${css ? ` style="${css}"` : ""}>${escapeHtml(line.text) || "&nbsp;"}</div>`);
    }
  }
  return `<div class="ticket" style="font-family:monospace;white-space:pre;width:${columns}ch;line-height:1.2;background:#fff;color:#000;padding:1ch">${parts.join("")}</div>`;
}
