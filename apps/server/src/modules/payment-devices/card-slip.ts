import type { CardSlipLine } from "@comanda/domain";
import type { DojoReceiptLine } from "./dojo-client";

const ALIGN: Record<string, CardSlipLine["align"]> = {
  AlignLeft: "left",
  AlignCenter: "center",
  AlignRight: "right",
};

/**
 * The customer's copy of the card slip as the terminal gave it (Dojo customerReceipt), kept as
 * lines the ticket printer lays out: a logo image is left out (the terminal's, not ours to
 * print), a new line is an empty line, a separator a rule. Null when the terminal gave none.
 */
export function cardSlipOf(lines: DojoReceiptLine[] | undefined): CardSlipLine[] | null {
  if (!lines || lines.length === 0) return null;
  const slip: CardSlipLine[] = [];
  for (const line of lines) {
    const plain = { text: "", bold: false, align: "left" as const, size: "body" as const };
    if (line.lineType === "SingleLineSeperator" || line.lineType === "DoubleLineSeperator")
      slip.push({ ...plain, separator: line.lineType === "SingleLineSeperator" ? "single" : "double" });
    else if (line.lineType === "NewLine") slip.push({ ...plain, separator: null });
    else if (line.lineType === "Text" && line.text)
      slip.push({
        text: line.text.value.trimEnd(),
        bold: line.text.emphasisBold ?? false,
        align: ALIGN[line.text.align ?? ""] ?? "left",
        size: line.text.size === "SizeHeader1" || line.text.size === "SizeHeader2" ? "header" : "body",
        separator: null,
      });
  }
  return slip.length > 0 ? slip : null;
}
