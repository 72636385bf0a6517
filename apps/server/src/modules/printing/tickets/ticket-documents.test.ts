import { defaultSettings, type OrderDiscount, orderTotals } from "@comanda/domain";
import CodepageEncoder from "@point-of-sale/codepage-encoder";
import { describe, expect, it } from "vitest";
import { buildClientTicket, buildSplitTicket } from "./client-ticket";
import { buildKitchenTicket } from "./kitchen-ticket";
import type { TicketHeader, TicketLine, TicketOrder, TicketPayment } from "./ticket-data";
import type { TicketDocument } from "./ticket-document";
import { ticketEscPos } from "./ticket-escpos";
import { ticketFormat } from "./ticket-format";
import { ticketHtml } from "./ticket-html";
import { layoutTicket, ticketText, wrapText } from "./ticket-layout";

const format = ticketFormat({ language: "es", timezone: "Europe/Madrid", currency: "EUR" });
const header: TicketHeader = {
  heading: "Bar del Año",
  logo: null,
  reason: "Hostelería Ejemplo S.L.",
  nif_cif: "B12345678",
  address: "Calle Mayor 1, 28013 Madrid",
  phone: "910 000 000",
  ticket_text: "¡Gracias por su visita! ¿Algo más?",
};
const order: TicketOrder = {
  id: 123,
  kind: "local",
  serial: "T2026-000042",
  table_name: "M5",
  zone_name: "Salón",
  command_guests: 2,
  served_by: "Ana",
  client_name: null,
  client_phone: null,
  address: null,
  shift_time: null,
  soon_as_possible: true,
  details: null,
  created_at: new Date("2026-11-24T12:40:00Z"),
  closed_at: new Date("2026-11-24T13:55:00Z"),
};
const line = (fields: Partial<TicketLine> & Pick<TicketLine, "id" | "name" | "unit_cents">): TicketLine => ({
  qty: 1,
  options_cents: 0,
  iva: 10,
  order_group: "no_group",
  details: null,
  options: [],
  category_id: null,
  ...fields,
});
const LINES: TicketLine[] = [
  line({ id: 1, name: "Café con leche", unit_cents: 150 }),
  line({ id: 2, name: "Caña", qty: 3, unit_cents: 220 }),
  line({ id: 3, name: "Vino tinto crianza", unit_cents: 300, iva: 21 }),
  line({ id: 4, name: "Croquetas de jamón", unit_cents: 850, order_group: "incoming" }),
  line({
    id: 5,
    name: "Hamburguesa",
    qty: 2,
    unit_cents: 999,
    options_cents: 100,
    order_group: "second_plate",
    details: "Sin cebolla",
    options: [
      { name: "Al punto", qty: 1 },
      { name: "Bacon", qty: 1 },
    ],
  }),
];
/** The 2 burgers carry a 10 % discount of their own. */
const DISCOUNTS = [0, 0, 0, 0, 10];
const totalsFor = (
  lines: readonly TicketLine[],
  extra: { discount?: OrderDiscount; tipCents?: number } = {},
) =>
  orderTotals({
    lines: lines.map((l) => ({
      unitCents: l.unit_cents,
      optionsCents: l.options_cents,
      qty: l.qty,
      ivaPercent: l.iva,
      discountPercent: DISCOUNTS[l.id - 1] ?? 0,
    })),
    ...extra,
  });
const payment = (
  fields: Partial<TicketPayment> & Pick<TicketPayment, "id" | "amount_cents">,
): TicketPayment => ({
  payment_type: "cash",
  credit_card: false,
  items: [],
  tendered_cents: null,
  created_at: new Date("2026-11-24T13:50:00Z"),
  ...fields,
});
const common = { order, header, printedAt: new Date("2026-11-24T13:45:00Z"), isReprint: false, format };

const kitchenTicket = () =>
  buildKitchenTicket({
    kind: "kitchen",
    order: { ...order, details: "Alergia a los frutos secos" },
    lines: LINES.slice(3),
    roundNumber: 2,
    course: null,
    printedAt: new Date("2026-11-24T12:41:00Z"),
    isReprint: false,
    settings: { ...defaultSettings("ticket_kitchen"), show_price_per_unit: true, show_total_price: true },
    format,
  });
/** Paid 10 € on account (by card unless said), then the rest and the 2 € tip, 31,38 €, with 40 € in cash. */
const finalTicket = (onAccount: Partial<TicketPayment> = { credit_card: true }) =>
  buildClientTicket({
    ...common,
    kind: "ticket",
    lines: LINES,
    totals: totalsFor(LINES, { tipCents: 200 }),
    payments: [
      payment({ id: 1, amount_cents: 1000, payment_type: "split_price", ...onAccount }),
      payment({ id: 2, amount_cents: 2938, payment_type: "cash", tendered_cents: 4000 }),
    ],
  });

describe("reviewed ticket snapshots", () => {
  it("kitchen ticket: header, courses, options, notes, unit prices and total (48 columns)", async () => {
    await expect(ticketText(kitchenTicket(), 48)).toMatchFileSnapshot("__snapshots__/kitchen-ticket.txt");
  });

  it("pre-bill with an order discount and a payment on account (42 columns)", async () => {
    const lines = LINES.slice(0, 3);
    const bill = buildClientTicket({
      ...common,
      kind: "bill",
      lines,
      totals: totalsFor(lines, { discount: { type: "percent", value: 10 } }),
      payments: [payment({ id: 1, amount_cents: 500, payment_type: "split_price" })],
    });
    await expect(ticketText(bill, 42)).toMatchFileSnapshot("__snapshots__/pre-bill.txt");
  });

  it("final ticket (simplified invoice) with VAT at 10 % and 21 %, payments, tip and change (48 columns)", async () => {
    await expect(ticketText(finalTicket(), 48)).toMatchFileSnapshot("__snapshots__/final-ticket.txt");
  });

  it("split ticket of a payment by products (32 columns)", async () => {
    const split = buildSplitTicket({
      ...common,
      lines: LINES,
      payment: payment({
        id: 7,
        amount_cents: 590,
        payment_type: "split_product",
        credit_card: true,
        items: [
          { request_item: 2, qty: 1, amount_cents: 220 },
          { request_item: 3, qty: 1, amount_cents: 300 },
          { request_item: 1, qty: 0.5, amount_cents: 70 },
        ],
      }),
      orderTotalCents: 3938,
      paidUpToCents: 1590,
    });
    await expect(ticketText(split, 32)).toMatchFileSnapshot("__snapshots__/split-ticket.txt");
  });
});

describe("cash handed over", () => {
  const split = (fields: Partial<TicketPayment>) =>
    ticketText(
      buildSplitTicket({
        ...common,
        lines: LINES,
        payment: payment({ id: 8, amount_cents: 1250, payment_type: "split_price", ...fields }),
        orderTotalCents: 3938,
        paidUpToCents: 1250,
      }),
      32,
    );

  it("shows on a payer's receipt with the change of their payment", () => {
    const text = split({ tendered_cents: 2000 });
    expect(text).toContain("Entregado                20,00 €");
    expect(text).toContain("Cambio                    7,50 €");
  });

  it("goes under each payment on the final ticket, the closing one's after the tip it took", () => {
    const text = ticketText(finalTicket({ tendered_cents: 2000 }), 32);
    const rows = text
      .split("\n")
      .filter((row) => /^(Efectivo|Pago|Propina|Entregado|Cambio)/.test(row))
      .map((row) => row.replace(/ {2,}/g, " | "));
    expect(rows).toEqual([
      expect.stringMatching(/ \| 10,00 €$/),
      "Entregado | 20,00 €",
      "Cambio | 10,00 €",
      expect.stringMatching(/ \| 29,38 €$/),
      "Propina | 2,00 €",
      "Entregado | 40,00 €",
      "Cambio | 8,62 €",
    ]);
  });

  it("is left off a payment taken by card and one paid exactly", () => {
    expect(split({ tendered_cents: 2000, credit_card: true })).not.toContain("Entregado");
    expect(split({})).not.toContain("Cambio");
  });
});

describe("kitchen ticket settings", () => {
  const settings = defaultSettings("ticket_kitchen");
  const kitchen = (fields: Partial<Parameters<typeof buildKitchenTicket>[0]>) =>
    ticketText(
      buildKitchenTicket({
        kind: "kitchen",
        order,
        lines: LINES.slice(3),
        roundNumber: 1,
        course: null,
        printedAt: new Date("2026-11-24T19:05:00Z"),
        isReprint: false,
        settings,
        format,
        ...fields,
      }),
      48,
    );

  it("puts the client, phone, address and promised time on a delivery ticket", () => {
    const text = kitchen({
      order: {
        ...order,
        kind: "domicilio",
        table_name: null,
        client_name: "Lucía Pérez",
        client_phone: "600 111 222",
        address: "Calle Luna 3, 28004 Madrid",
        shift_time: new Date("2026-11-24T19:30:00Z"),
      },
    });
    expect(text).toContain("A DOMICILIO");
    expect(text).toContain("Cliente: Lucía Pérez");
    expect(text).toContain("Tel.: 600 111 222");
    expect(text).toContain("Calle Luna 3, 28004 Madrid");
    expect(text).toContain("Hora: 20:30");
  });

  it("keeps one line saying where the plate goes when the header is off, and lists lines as sent without courses", () => {
    const text = kitchen({
      settings: { ...settings, show_local_header: false, group_by_orders: false, show_person_name: false },
    });
    expect(text.split("\n")[0]).toBe("MESA M5 · Pedido 123 · Ronda 1 · 20:05");
    expect(text).not.toContain("Comensales");
    expect(text).not.toContain("Atiende");
    expect(text).not.toContain("-- Entrantes --");
  });

  it("heads a march with its course and a reprint with a notice, in English for an English local", () => {
    const text = kitchen({
      kind: "march",
      course: "second_plate",
      lines: LINES.slice(4),
      isReprint: true,
      format: ticketFormat({ language: "en", timezone: "Europe/London", currency: "GBP" }),
    });
    expect(text).toContain("*** REPRINT ***");
    expect(text).toContain("MARCH! Second course");
    expect(text).toContain("TABLE M5");
    expect(text).toContain("24/11/2026 19:05");
  });
});

describe("the final ticket's amounts", () => {
  it("add up: lines less discounts make the total, and the VAT rates make it too", () => {
    const totals = totalsFor(LINES, { tipCents: 200 });
    // 1,50 + 3 × 2,20 + 3,00 + 8,50 + 2 × (9,99 + 1,00) less 10 % (2,20) = 39,38
    expect(totals.totalCents).toBe(3938);
    // 10 %: 36,38 = 33,07 + 3,31; 21 %: 3,00 = 2,48 + 0,52
    expect(totals.vat.map((rate) => [rate.ivaPercent, rate.baseCents, rate.taxCents])).toEqual([
      [10, 3307, 331],
      [21, 248, 52],
    ]);
  });
});

/** Bytes read back through PC858, ESC/POS commands left as they are. */
function decodePc858(bytes: Uint8Array): string {
  const table = CodepageEncoder.getCodepoints("cp858", true);
  return Array.from(bytes, (byte) => String.fromCodePoint(byte < 0x80 ? byte : (table[byte] ?? 0xfffd))).join(
    "",
  );
}

describe("ESC/POS output", () => {
  it("selects PC858 and encodes €, ñ, accents and ¿ in it, so a Spanish ticket reads back", () => {
    const bytes = ticketEscPos(finalTicket(), 48);
    expect([...bytes.slice(0, 2)]).toEqual([0x1b, 0x40]);
    const escT = bytes.findIndex((byte, index) => byte === 0x1b && bytes[index + 1] === 0x74);
    expect(bytes[escT + 2]).toBe(19);
    // The research notes' PC858 bytes, checked with Python's codecs.
    expect(bytes).toContain(0xd5); // €
    expect(bytes).toContain(0xa4); // ñ
    expect(bytes).toContain(0xa8); // ¿
    const text = decodePc858(bytes).replace(/ +/g, " ");
    expect(text).toContain("Café con leche 1,50 €");
    expect(text).toContain("Año");
    expect(text).toContain("¿Algo más?");
    // Ends with a partial cut (GS V 1).
    expect([...bytes.slice(-4)]).toContain(0x56);
  });

  it("writes a QR code with GS ( k, error correction M, when the document has one", () => {
    const bytes = ticketEscPos(
      {
        blocks: [{ type: "fiscal_slot" }],
        fiscal: { qr: "https://x.test/q?a=1", above: ["QR tributario:"], below: ["VERI*FACTU"] },
      },
      48,
    );
    const hex = Buffer.from(bytes).toString("hex");
    expect(hex).toContain("1d286b0300314531"); // error correction M
    expect(hex).toContain(Buffer.from("https://x.test/q?a=1").toString("hex"));
    expect(decodePc858(bytes)).toContain("VERI*FACTU");
  });
});

describe("layout", () => {
  it("fits every line in the printer's columns for its style", () => {
    for (const columns of [32, 42, 48]) {
      for (const document of [kitchenTicket(), finalTicket()]) {
        for (const laid of layoutTicket(document, columns)) {
          if (laid.type !== "text") continue;
          const width = Math.floor(
            (laid.style.font === "B" ? Math.floor((columns * 12) / 9) : columns) / (laid.style.size ?? 1),
          );
          expect(laid.text.length, laid.text).toBeLessThanOrEqual(width);
        }
      }
    }
  });

  it("wraps at word boundaries and cuts words longer than a line", () => {
    expect(wrapText("Tortilla de patatas con cebolla", 12)).toEqual([
      "Tortilla de",
      "patatas con",
      "cebolla",
    ]);
    expect(wrapText("Supercalifragilístico", 8)).toEqual(["Supercal", "ifragilí", "stico"]);
    expect(wrapText("uno\ndos", 10)).toEqual(["uno", "dos"]);
  });

  it("leaves the fiscal slot empty until the fiscal issue fills it", () => {
    const empty: TicketDocument = { blocks: [{ type: "fiscal_slot" }], fiscal: null };
    expect(layoutTicket(empty, 48)).toEqual([]);
  });
});

describe("HTML output", () => {
  it("escapes every text and keeps the printer's columns", async () => {
    const html = await ticketHtml(
      { blocks: [{ type: "text", text: `<script>alert("x")</script> & 'y'` }], fiscal: null },
      42,
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;");
    expect(html).toContain("width:42ch");
  });

  it("draws a QR code as SVG", async () => {
    const html = await ticketHtml({ blocks: [{ type: "qr", data: "https://x.test" }], fiscal: null }, 48);
    expect(html).toContain("<svg");
  });
});
