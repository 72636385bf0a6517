import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** pdf.js reads the widths of PDFKit's standard fonts (Helvetica…) from its own package. */
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

/**
 * The text of a PDF as a reader would copy it, pages joined by a line break, every run of
 * spaces (no-break and narrow no-break ones of formatted amounts included) folded into one.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({
    data: bytes,
    isEvalSupported: false,
    useSystemFonts: false,
    standardFontDataUrl,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""),
      );
    }
    return pages.join("\n").replace(/[\s\u00a0\u202f]+/g, " ");
  } finally {
    await document.destroy();
  }
}
