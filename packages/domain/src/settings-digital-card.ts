import type { z } from "zod";
import { amount, color, flag, optionalEmail, optionalHttpUrl } from "./settings-fields";
import { imageUrl } from "./settings-images";
import { textArea, textField } from "./text";

/** The "digital_card" settings group: the customer's digital menu and kiosk, their look and messages. */

export const digitalCardFields = {
  header_image: imageUrl,
  kiosk_header_image: imageUrl,
  title_es: textField(120),
  title_en: textField(120),
  subtitle_es: textField(200),
  subtitle_en: textField(200),
  description_es: textArea(1000),
  description_en: textArea(1000),
  primary_color: color,
  secondary_color: color,
  background_color: color,
  minimal_order_domicile: amount,
  allow_tips: flag,
  email: optionalEmail,
  bookings: flag,
  call_waiter: flag,
  local_orders: flag,
  use_awards: flag,
  order_accepted_message_es: textArea(500),
  order_accepted_message_en: textArea(500),
  kiosk_cash_accepted_message_es: textArea(500),
  kiosk_cash_accepted_message_en: textArea(500),
  kiosk_card_accepted_message_es: textArea(500),
  kiosk_card_accepted_message_en: textArea(500),
  /**
   * Where the customer's digital menu is served; a table's QR code opens it with `?mesa=<qr>`.
   * Empty: the address the back office is reached at, plus /carta.
   */
  menu_url: optionalHttpUrl,
};

export const digitalCardDefaults: z.infer<z.ZodObject<typeof digitalCardFields>> = {
  header_image: "",
  kiosk_header_image: "",
  title_es: "",
  title_en: "",
  subtitle_es: "",
  subtitle_en: "",
  description_es: "",
  description_en: "",
  primary_color: "#B91C1C",
  secondary_color: "#F59E0B",
  background_color: "#FFFFFF",
  minimal_order_domicile: 0,
  allow_tips: false,
  email: "",
  bookings: false,
  call_waiter: true,
  // The menu starts as a read-only card; ordering from the table is opted into.
  local_orders: false,
  use_awards: false,
  order_accepted_message_es: "¡Gracias! Hemos recibido tu pedido.",
  order_accepted_message_en: "Thank you! We have received your order.",
  kiosk_cash_accepted_message_es: "Pedido recibido. Paga en caja para que lo preparemos.",
  kiosk_cash_accepted_message_en: "Order received. Pay at the counter and we will prepare it.",
  kiosk_card_accepted_message_es: "Pago completado. Te avisaremos cuando tu pedido esté listo.",
  kiosk_card_accepted_message_en: "Payment complete. We will call you when your order is ready.",
  menu_url: "",
};
