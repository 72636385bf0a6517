import { orderTotals, type TicketKitchenSettings, type TicketSettings } from "@comanda/domain";
import { buildClientTicket } from "./client-ticket";
import { buildKitchenTicket } from "./kitchen-ticket";
import type { TicketLine, TicketOrder, TicketPayment } from "./ticket-data";
import type { TicketDocument } from "./ticket-document";
import { type TicketFormat, type TicketLocale, ticketFormat } from "./ticket-format";
import { ticketHtml } from "./ticket-html";
import type { TicketImages } from "./ticket-logo";

/**
 * A fixed sample order drawn by the printers' own builders and renderer, so the settings
 * tabs preview exactly what prints. Its names are in the tickets' language; the moments are
 * fixed so the same settings always draw the same ticket.
 */

const CLOSED_AT = new Date("2026-11-24T13:55:00Z");
const SENT_AT = new Date("2026-11-24T12:41:00Z");
const sample = (format: TicketFormat, key: string) => format.t(`tickets.sample.${key}`);

function sampleOrder(format: TicketFormat, kind: TicketOrder["kind"]): TicketOrder {
  const away = kind !== "local";
  return {
    id: 123,
    kind,
    serial: "T2026-000042",
    table_name: away ? null : "5",
    zone_name: away ? null : sample(format, "zone"),
    command_guests: 2,
    served_by: "Ana",
    client_name: away ? "Lucía García" : null,
    client_phone: away ? "600 000 000" : null,
    address: away ? sample(format, "address") : null,
    shift_time: away ? new Date("2026-11-24T14:30:00Z") : null,
    soon_as_possible: !away,
    details: sample(format, "order_note"),
    created_at: SENT_AT,
    closed_at: CLOSED_AT,
  };
}

function sampleLines(format: TicketFormat): TicketLine[] {
  const line = (id: number, fields: Partial<TicketLine>): TicketLine => ({
    id,
    name: sample(format, `line_${id}`),
    qty: 1,
    unit_cents: 0,
    options_cents: 0,
    iva: 10,
    order_group: "no_group",
    details: null,
    options: [],
    category_id: null,
    ...fields,
  });
  return [
    line(1, { qty: 2, unit_cents: 220 }),
    line(2, { unit_cents: 850, order_group: "incoming" }),
    line(3, {
      qty: 2,
      unit_cents: 1250,
      options_cents: 100,
      order_group: "second_plate",
      details: sample(format, "line_note"),
      options: [
        { name: sample(format, "option_1"), qty: 1 },
        { name: sample(format, "option_2"), qty: 1 },
      ],
    }),
    line(4, { unit_cents: 1800, iva: 21, order_group: "share" }),
  ];
}

/** The local's logo for the sample: its file id and how to decode a document's images. */
export interface PreviewLogo {
  fileId: string | null;
  load: (document: TicketDocument) => Promise<TicketImages>;
}

/** The client ticket (simplified invoice) of the sample order, paid in cash, with these ticket settings. */
export async function clientTicketPreview(
  settings: TicketSettings,
  localName: string,
  locale: TicketLocale,
  columns: number,
  logo: PreviewLogo,
): Promise<string> {
  const format = ticketFormat(locale);
  const lines = sampleLines(format);
  const totals = orderTotals({
    lines: lines.map((l) => ({
      unitCents: l.unit_cents,
      optionsCents: l.options_cents,
      qty: l.qty,
      ivaPercent: l.iva,
    })),
  });
  const payment: TicketPayment = {
    id: 1,
    amount_cents: totals.totalCents,
    payment_type: "cash",
    credit_card: false,
    items: [],
    tendered_cents: Math.ceil(totals.totalCents / 1000) * 1000,
    created_at: CLOSED_AT,
  };
  const document = buildClientTicket({
    kind: "ticket",
    order: { ...sampleOrder(format, "local"), details: null },
    header: {
      heading: settings.heading || localName,
      logo: logo.fileId,
      reason: settings.reason,
      nif_cif: settings.nif_cif,
      address: settings.address,
      phone: settings.phone,
      ticket_text: settings.ticket_text,
    },
    lines,
    totals,
    payments: [payment],
    printedAt: CLOSED_AT,
    isReprint: false,
    format,
  });
  return ticketHtml(document, columns, await logo.load(document));
}

/**
 * The kitchen tickets of the sample order with these kitchen settings: one for a table and
 * one for a delivery, since each has its own header setting.
 */
export async function kitchenTicketPreview(
  settings: TicketKitchenSettings,
  locale: TicketLocale,
  columns: number,
): Promise<string> {
  const format = ticketFormat(locale);
  const lines = sampleLines(format);
  const tickets = await Promise.all(
    (["local", "domicilio"] as const).map((kind) =>
      ticketHtml(
        buildKitchenTicket({
          kind: "kitchen",
          order: sampleOrder(format, kind),
          lines,
          roundNumber: kind === "local" ? 1 : null,
          course: null,
          printedAt: SENT_AT,
          isReprint: false,
          settings,
          format,
        }),
        columns,
      ),
    ),
  );
  return tickets.join("");
}
