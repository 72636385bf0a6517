import { z } from "zod";
import { count, flag, phone } from "./settings-fields";
import { textArea, textField } from "./text";

/** The "ticket" settings group: what the client ticket says and which tickets print when. */

export const ticketFields = {
  heading: textField(120),
  phone,
  /** Legal name (razón social) printed on the client ticket. */
  reason: textField(120),
  nif_cif: textField(20),
  use_printer: flag,
  qty_kitchen_ticket: count(10),
  qty_client_ticket: count(10),
  /** Per order kind (spec §9 "Order type to path"): print the kitchen ticket when the order is sent. */
  kitchen_ticket_local: flag,
  kitchen_ticket_barra: flag,
  kitchen_ticket_recoger: flag,
  kitchen_ticket_domicilio: flag,
  /** Per order kind: print the client ticket when the order is closed. */
  client_ticket_local: flag,
  client_ticket_barra: flag,
  client_ticket_recoger: flag,
  client_ticket_domicilio: flag,
  address: textField(255),
  ticket_text: textArea(500),
  aggregate_same_printer: flag,
  use_main_printer_in_tpv: flag,
  companion_same_printer: flag,
  /** Key of the till whose printer prints client tickets; null: the till that closes the order. */
  tpv: z
    .string()
    .max(64)
    .regex(/^[a-z0-9_-]+$/, { message: "tpv.key_format" })
    .nullable(),
  ticket_close_command: flag,
};

export const ticketDefaults: z.infer<z.ZodObject<typeof ticketFields>> = {
  heading: "",
  phone: "",
  reason: "",
  nif_cif: "",
  use_printer: true,
  qty_kitchen_ticket: 1,
  qty_client_ticket: 1,
  kitchen_ticket_local: true,
  kitchen_ticket_barra: true,
  kitchen_ticket_recoger: true,
  kitchen_ticket_domicilio: true,
  // A simplified invoice must be handed over on every sale in Spain.
  client_ticket_local: true,
  client_ticket_barra: true,
  client_ticket_recoger: true,
  client_ticket_domicilio: true,
  address: "",
  ticket_text: "",
  // Extras and side dishes go to the kitchen that cooks the dish they belong to.
  aggregate_same_printer: true,
  use_main_printer_in_tpv: false,
  companion_same_printer: true,
  tpv: null,
  ticket_close_command: true,
};
