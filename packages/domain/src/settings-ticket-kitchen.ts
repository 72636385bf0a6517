import { z } from "zod";
import { flag } from "./settings-fields";

/** The "ticket_kitchen" settings group: the layout of kitchen tickets and how lines reach printers. */

/** ESC/POS printers offer fonts A and B, emphasis and 1–8× character magnification. */
export const TICKET_FONT_NAMES = ["A", "B"] as const;
export const TICKET_FONT_STYLES = ["normal", "bold", "underline"] as const;
export const ticketFontSchema = z.object({
  name: z.enum(TICKET_FONT_NAMES),
  style: z.enum(TICKET_FONT_STYLES),
  size: z.number().int().min(1).max(8),
});
export type TicketFont = z.infer<typeof ticketFontSchema>;

/** How lines are routed to kitchen printers: by the product's category or by its family. */
export const PRINT_BY = ["category", "family"] as const;

export const ticketKitchenFields = {
  show_local_header: flag,
  show_domicile_header: flag,
  show_price_per_unit: flag,
  show_total_price: flag,
  show_command_guests: flag,
  /** Groups lines by product order group (incoming, first_plate, …). */
  group_by_orders: flag,
  show_person_name: flag,
  header_font: ticketFontSchema,
  product_font: ticketFontSchema,
  details_font: ticketFontSchema,
  print_by: z.enum(PRINT_BY),
};

export const ticketKitchenDefaults: z.infer<z.ZodObject<typeof ticketKitchenFields>> = {
  show_local_header: true,
  show_domicile_header: true,
  show_price_per_unit: false,
  show_total_price: false,
  show_command_guests: true,
  group_by_orders: true,
  show_person_name: true,
  // Cooks read tickets from a distance: dishes at double size, notes small.
  header_font: { name: "A", style: "bold", size: 2 },
  product_font: { name: "A", style: "normal", size: 2 },
  details_font: { name: "B", style: "normal", size: 1 },
  print_by: "category",
};
