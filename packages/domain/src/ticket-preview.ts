import { z } from "zod";
import { PRINTER_COLUMNS } from "./printing";
import { settingsSchemas } from "./settings";

/** The line widths a ticket can be previewed at: those of the printer widths (spec §3 printer_width). */
export const TICKET_PREVIEW_COLUMNS = [...new Set(Object.values(PRINTER_COLUMNS))].sort((a, b) => b - a);

const columns = z
  .number()
  .int()
  .refine((value) => TICKET_PREVIEW_COLUMNS.includes(value), { message: "validation.invalid" });

/**
 * Where the sample is drawn: at a printer of the local's width (`printer_id`), at a width
 * (`columns`, when the local has no printers), or, with neither, at the width of the printer
 * the tickets usually go to.
 */
const target = {
  printer_id: z.number().int().positive().nullish(),
  columns: columns.optional(),
};

/**
 * A sample ticket drawn with settings not saved yet: the settings tab sends what is on the
 * form and shows the answer, the same HTML the printers' renderer writes.
 */
export const ticketPreviewBodySchema = z.object({ settings: settingsSchemas.ticket, ...target }).strict();
export const kitchenTicketPreviewBodySchema = z
  .object({ settings: settingsSchemas.ticket_kitchen, ...target })
  .strict();
export type TicketPreviewBody = z.infer<typeof ticketPreviewBodySchema>;
export type KitchenTicketPreviewBody = z.infer<typeof kitchenTicketPreviewBodySchema>;

/** A printer the sample can be drawn for. */
export interface TicketPreviewPrinter {
  id: number;
  name: string;
  columns: number;
}

export interface TicketPreview {
  /** Escaped HTML of the renderer (ticketHtml), one `.ticket` block per sample ticket. */
  html: string;
  /** The width drawn at, and the printer it is of (null when drawn at a bare width). */
  columns: number;
  printer_id: number | null;
  /** The local's printers, to choose another. */
  printers: TicketPreviewPrinter[];
}
