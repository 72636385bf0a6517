import type { OrderKind, PaymentType, ProductOrderGroup } from "@comanda/domain";

/** What the ticket builders read, loaded by plan-print-job from the order and its local. */

export interface TicketOrder {
  id: number;
  kind: OrderKind;
  /** The simplified invoice's number, given when the order is closed. */
  serial: string | null;
  table_name: string | null;
  zone_name: string | null;
  command_guests: number;
  /** The employee who took the order, else the one who sent the job. */
  served_by: string | null;
  client_name: string | null;
  client_phone: string | null;
  /** The delivery address on one line. */
  address: string | null;
  shift_time: Date | null;
  soon_as_possible: boolean;
  details: string | null;
  created_at: Date;
  closed_at: Date | null;
  /** The offer code whose discount the order has, printed with the discount. */
  promotion_code?: string | null;
}

export interface TicketLine {
  id: number;
  name: string;
  qty: number;
  unit_cents: number;
  /** What the chosen options add per unit. */
  options_cents: number;
  /** The VAT rate the line was sold at. */
  iva: number;
  order_group: ProductOrderGroup;
  /** The note for the kitchen. */
  details: string | null;
  /** The chosen options, in the order they were chosen. */
  options: Array<{ name: string; qty: number }>;
  category_id: number | null;
  /** The fixed_price offer code that priced this line, printed with its discount. */
  offer_code?: string | null;
}

export interface TicketPayment {
  id: number;
  amount_cents: number;
  payment_type: PaymentType;
  credit_card: boolean;
  /** By products: the lines and units paid and what each came to. */
  items: Array<{ request_item: number; qty: number; amount_cents: number }>;
  /** Cash handed over, kept when it was more than the payment (and its tip, when closing). */
  tendered_cents: number | null;
  created_at: Date;
}

/** The ticket settings' header and footer of a client ticket. */
export interface TicketHeader {
  /** The settings' heading, else the local's name. */
  heading: string;
  /** The id of the local's logo file (settings global logo), drawn above the heading. */
  logo: string | null;
  reason: string;
  nif_cif: string;
  address: string;
  phone: string;
  ticket_text: string;
}
