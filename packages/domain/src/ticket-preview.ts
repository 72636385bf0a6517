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
 * A sample ticket drawn with settings not saved yet: the settings tab sends what is on the
 * form and shows the answer, the same HTML the printers' renderer writes.
 */
export const ticketPreviewBodySchema = z.object({ settings: settingsSchemas.ticket, columns }).strict();
export const kitchenTicketPreviewBodySchema = z
  .object({ settings: settingsSchemas.ticket_kitchen, columns })
  .strict();
export type TicketPreviewBody = z.infer<typeof ticketPreviewBodySchema>;
export type KitchenTicketPreviewBody = z.infer<typeof kitchenTicketPreviewBodySchema>;

export interface TicketPreview {
  /** Escaped HTML of the renderer (ticketHtml), one `.ticket` block per sample ticket. */
  html: string;
}
