import type { TicketBlock, TicketDocument } from "./ticket-document";
import type { TicketFormat } from "./ticket-format";

/** A report's part: a title and its labelled figures, already written as text. */
export interface ReportSection {
  title: string;
  rows: ReadonlyArray<readonly [label: string, value: string]>;
}

export interface ReportTicketInput {
  /** The local's name as its tickets head it. */
  heading: string;
  sections: readonly ReportSection[];
  printedAt: Date;
  isReprint: boolean;
  format: TicketFormat;
}

/**
 * A report on paper (the box report's Z): the same sections the PDF has, the first one naming
 * the report, one figure per line with its amount on the right.
 */
export function buildReportTicket({
  heading,
  sections,
  printedAt,
  isReprint,
  format,
}: ReportTicketInput): TicketDocument {
  const center = { align: "center" as const };
  const blocks: TicketBlock[] = [
    ...(isReprint
      ? [{ type: "text" as const, text: format.t("tickets.reprint"), style: { ...center, bold: true } }]
      : []),
    { type: "text", text: heading, style: { ...center, bold: true, size: 2 } },
    { type: "text", text: format.t("tickets.date", { date: format.dateTime(printedAt) }), style: center },
  ];
  for (const section of sections) {
    blocks.push(
      { type: "separator", char: "=" },
      { type: "text", text: section.title, style: { bold: true } },
    );
    for (const [label, value] of section.rows) blocks.push({ type: "row", left: label, right: value });
  }
  blocks.push({ type: "separator", char: "=" });
  return { blocks, fiscal: null };
}
