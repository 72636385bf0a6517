import type { RoutingGap } from "@comanda/domain";
import type { TicketDocument } from "./ticket-document";
import type { TicketFormat } from "./ticket-format";

/**
 * What a fallback delivery says about itself (issue 24): the gaps it covers, by name, and a
 * line at the top of the paper so whoever finds it at the till knows where it should have gone.
 */

/** The gaps of the lines that fell back: one per category (null: lines without a category). */
export function lineGaps(
  lines: ReadonlyArray<{ category_id: number | null }>,
  categoryName: (id: number) => string | undefined,
  zone: string | null,
): RoutingGap[] {
  const categories = [...new Set(lines.map((line) => line.category_id))];
  return categories.map((id) => ({
    kind: "lines",
    category: id === null ? null : (categoryName(id) ?? null),
    zone,
  }));
}

export function withUnroutedNote(
  document: TicketDocument,
  gaps: readonly RoutingGap[],
  format: TicketFormat,
): TicketDocument {
  if (gaps.length === 0) return document;
  const zone = (gap: RoutingGap) => gap.zone ?? format.t("tickets.no_zone");
  const notes = gaps.map((gap) => ({
    type: "text" as const,
    style: { bold: true, align: "center" as const },
    text:
      gap.kind === "ticket"
        ? format.t("tickets.no_printer_ticket", { zone: zone(gap) })
        : format.t("tickets.no_printer_lines", {
            category: gap.category ?? format.t("tickets.no_category"),
            zone: zone(gap),
          }),
  }));
  return { ...document, blocks: [...notes, { type: "blank" }, ...document.blocks], unrouted: [...gaps] };
}
