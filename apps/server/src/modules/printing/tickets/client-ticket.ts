import {
  changeCents,
  type OrderTotals,
  paymentMethod,
  type VatRateTotals,
  vatBreakdown,
} from "@comanda/domain";
import type { TicketHeader, TicketLine, TicketOrder, TicketPayment } from "./ticket-data";
import type { TicketBlock, TicketDocument } from "./ticket-document";
import type { TicketFormat } from "./ticket-format";

interface ClientTicketCommon {
  order: TicketOrder;
  header: TicketHeader;
  printedAt: Date;
  isReprint: boolean;
  format: TicketFormat;
}

export interface ClientTicketInput extends ClientTicketCommon {
  /** bill: the account before paying; ticket: the simplified invoice of the closed order. */
  kind: "bill" | "ticket";
  lines: readonly TicketLine[];
  /** The order's money (the domain's orderTotals), its `lines` in the order of `lines`. */
  totals: OrderTotals;
  /** Payments taken and not undone. */
  payments: readonly TicketPayment[];
}

export interface SplitTicketInput extends ClientTicketCommon {
  lines: readonly TicketLine[];
  payment: TicketPayment;
  /** What the whole order comes to. */
  orderTotalCents: number;
  /** Paid of the order up to this payment included (payments not undone). */
  paidUpToCents: number;
}

/** The local's name and legal data, centred. */
function headerBlocks({ header, format, isReprint }: ClientTicketCommon): TicketBlock[] {
  const { t } = format;
  const center = { align: "center" as const };
  const blocks: TicketBlock[] = [];
  if (isReprint) blocks.push({ type: "text", text: t("tickets.reprint"), style: { ...center, bold: true } });
  if (header.logo) blocks.push({ type: "logo", file_id: header.logo });
  blocks.push({ type: "text", text: header.heading, style: { ...center, bold: true, size: 2 } });
  if (header.reason) blocks.push({ type: "text", text: header.reason, style: center });
  if (header.nif_cif)
    blocks.push({ type: "text", text: t("tickets.nif", { nif: header.nif_cif }), style: center });
  if (header.address) blocks.push({ type: "text", text: header.address, style: center });
  if (header.phone)
    blocks.push({ type: "text", text: t("tickets.phone", { phone: header.phone }), style: center });
  return blocks;
}

/** Where the order was served and by whom. */
function orderBlocks({ order, format }: ClientTicketCommon): TicketBlock[] {
  const { t } = format;
  const blocks: TicketBlock[] = [];
  if (order.kind === "local" && order.table_name) {
    const table = order.zone_name
      ? t("tickets.zone_table", { table: order.table_name, zone: order.zone_name })
      : t("tickets.table", { table: order.table_name });
    blocks.push({ type: "row", left: table, right: t("tickets.guests", { guests: order.command_guests }) });
  }
  blocks.push({ type: "text", text: t("tickets.order", { id: order.id }) });
  if (order.served_by) blocks.push({ type: "text", text: t("tickets.served_by", { name: order.served_by }) });
  if (order.kind !== "local" && order.client_name)
    blocks.push({ type: "text", text: t("tickets.client", { name: order.client_name }) });
  if (order.kind === "domicilio" && order.address) blocks.push({ type: "text", text: order.address });
  return blocks;
}

function lineBlocks(line: TicketLine, grossCents: number, discountCents: number, format: TicketFormat) {
  const blocks: TicketBlock[] = [
    { type: "row", left: `${format.qty(line.qty)} x ${line.name}`, right: format.money(grossCents) },
  ];
  if (line.qty !== 1)
    blocks.push({
      type: "text",
      text: `    ${format.t("tickets.unit_price", { price: format.money(line.unit_cents + line.options_cents) })}`,
    });
  for (const option of line.options)
    blocks.push({ type: "text", text: `  + ${option.qty > 1 ? `${option.qty} x ` : ""}${option.name}` });
  if (discountCents > 0)
    blocks.push({
      type: "row",
      left: `    ${line.offer_code ? format.t("tickets.offer_discount", { code: line.offer_code }) : format.t("tickets.line_discount")}`,
      right: format.money(-discountCents),
    });
  return blocks;
}

/** Rate, base, tax and total per VAT rate: what a simplified invoice must show. */
function vatBlocks(vat: readonly VatRateTotals[], format: TicketFormat): TicketBlock[] {
  const { t } = format;
  return [
    {
      type: "columns",
      cells: [t("tickets.vat_rate"), t("tickets.vat_base"), t("tickets.vat_tax"), t("tickets.vat_total")],
      style: { bold: true },
    },
    ...vat.map(
      (rate): TicketBlock => ({
        type: "columns",
        cells: [
          `${format.qty(rate.ivaPercent)} %`,
          format.amount(rate.baseCents),
          format.amount(rate.taxCents),
          format.amount(rate.totalCents),
        ],
      }),
    ),
  ];
}

function paymentLabel(payment: TicketPayment, format: TicketFormat): string {
  return format.t(`tickets.payment.${paymentMethod(payment)}`);
}

/**
 * The cash handed over for a cash payment and the change given back. `dueCents` is what was
 * handed over for: the closing payment's tip went with it.
 */
function tenderedBlocks(payment: TicketPayment, dueCents: number, format: TicketFormat): TicketBlock[] {
  if (payment.tendered_cents === null || paymentMethod(payment) !== "cash") return [];
  return [
    { type: "row", left: format.t("tickets.tendered"), right: format.money(payment.tendered_cents) },
    {
      type: "row",
      left: format.t("tickets.change"),
      right: format.money(changeCents(payment.tendered_cents, dueCents) ?? 0),
    },
  ];
}

function footerBlocks({ header }: ClientTicketCommon): TicketBlock[] {
  return header.ticket_text
    ? [{ type: "blank" }, { type: "text", text: header.ticket_text, style: { align: "center" } }]
    : [];
}

/**
 * The bill (pre-bill) or the final ticket, a simplified invoice: lines with their options
 * and discounts, the total, VAT per rate with base and tax, payments and tip; the final
 * ticket carries the serial and the slot for the fiscal QR.
 */
export function buildClientTicket(input: ClientTicketInput): TicketDocument {
  const { order, totals, format } = input;
  const { t } = format;
  const isInvoice = input.kind === "ticket";
  const blocks: TicketBlock[] = [...headerBlocks(input), { type: "separator", char: "=" }];
  if (isInvoice) {
    blocks.push({
      type: "text",
      text: t("tickets.simplified_invoice"),
      style: { align: "center", bold: true },
    });
    if (order.serial)
      blocks.push({
        type: "text",
        text: t("tickets.number", { serial: order.serial }),
        style: { align: "center" },
      });
  } else {
    blocks.push({ type: "text", text: t("tickets.bill"), style: { align: "center", bold: true, size: 2 } });
  }
  const date = isInvoice ? (order.closed_at ?? input.printedAt) : input.printedAt;
  blocks.push({ type: "text", text: t("tickets.date", { date: format.dateTime(date) }) });
  blocks.push(...orderBlocks(input));
  if (isInvoice) blocks.push({ type: "fiscal_slot" });
  blocks.push({ type: "separator", char: "-" });
  input.lines.forEach((line, index) => {
    const money = totals.lines[index];
    blocks.push(...lineBlocks(line, money?.grossCents ?? 0, money?.lineDiscountCents ?? 0, format));
  });
  blocks.push({ type: "separator", char: "-" });
  if (totals.orderDiscountCents > 0) {
    blocks.push(
      { type: "row", left: t("tickets.subtotal"), right: format.money(totals.subtotalCents) },
      {
        type: "row",
        left: order.promotion_code
          ? t("tickets.offer_discount", { code: order.promotion_code })
          : t("tickets.order_discount"),
        right: format.money(-totals.orderDiscountCents),
      },
    );
  }
  blocks.push(
    {
      type: "row",
      left: t("tickets.total"),
      right: format.money(totals.totalCents),
      style: { bold: true, size: 2 },
    },
    { type: "text", text: t("tickets.vat_included"), style: { align: "right" } },
  );
  if (isInvoice) blocks.push({ type: "separator", char: "-" }, ...vatBlocks(totals.vat, format));
  if (input.payments.length > 0 || totals.tipCents > 0) {
    blocks.push({ type: "separator", char: "-" });
    // Partial payments are typed as splits: what each was handed and its change go under it.
    // The closing one, typed by its method, took the tip: its change comes after the tip.
    const isClosing = (payment: TicketPayment) => payment.payment_type === "cash";
    for (const payment of input.payments) {
      blocks.push({
        type: "row",
        left: paymentLabel(payment, format),
        right: format.money(payment.amount_cents),
      });
      if (!isClosing(payment)) blocks.push(...tenderedBlocks(payment, payment.amount_cents, format));
    }
    if (totals.tipCents > 0)
      blocks.push({ type: "row", left: t("tickets.tip"), right: format.money(totals.tipCents) });
    for (const payment of input.payments.filter(isClosing))
      blocks.push(...tenderedBlocks(payment, payment.amount_cents + totals.tipCents, format));
  }
  if (!isInvoice) {
    const paid = input.payments.reduce((sum, payment) => sum + payment.amount_cents, 0);
    if (paid > 0)
      blocks.push({
        type: "row",
        left: t("tickets.pending"),
        right: format.money(Math.max(0, totals.totalCents - paid)),
        style: { bold: true },
      });
    blocks.push(
      { type: "blank" },
      { type: "text", text: t("tickets.not_invoice"), style: { align: "center" } },
    );
  }
  blocks.push(...footerBlocks(input));
  return { blocks, fiscal: null };
}

/**
 * One payer's receipt of a split bill: what they paid for (the lines and units, or an amount
 * on account), how, the bill's total and what is left to pay after them. Lines paid by
 * products show their VAT; an amount on account belongs to no line, so it shows none.
 */
export function buildSplitTicket(input: SplitTicketInput): TicketDocument {
  const { payment, format } = input;
  const { t } = format;
  const linesById = new Map(input.lines.map((line) => [line.id, line]));
  const blocks: TicketBlock[] = [
    ...headerBlocks(input),
    { type: "separator", char: "=" },
    { type: "text", text: t("tickets.payment_receipt"), style: { align: "center", bold: true } },
    { type: "text", text: t("tickets.date", { date: format.dateTime(payment.created_at) }) },
    ...orderBlocks(input),
    { type: "separator", char: "-" },
  ];
  if (payment.items.length > 0) {
    for (const item of payment.items) {
      const line = linesById.get(item.request_item);
      blocks.push({
        type: "row",
        left: `${format.qty(item.qty)} x ${line?.name ?? ""}`,
        right: format.money(item.amount_cents),
      });
    }
  } else {
    blocks.push({ type: "row", left: t("tickets.on_account"), right: format.money(payment.amount_cents) });
  }
  blocks.push(
    { type: "separator", char: "-" },
    {
      type: "row",
      left: t("tickets.total"),
      right: format.money(payment.amount_cents),
      style: { bold: true, size: 2 },
    },
    { type: "text", text: t("tickets.vat_included"), style: { align: "right" } },
    { type: "row", left: paymentLabel(payment, format), right: format.money(payment.amount_cents) },
    ...tenderedBlocks(payment, payment.amount_cents, format),
  );
  if (payment.items.length > 0) {
    const vat = vatBreakdown(
      payment.items.map((item) => ({
        ivaPercent: linesById.get(item.request_item)?.iva ?? 0,
        totalCents: item.amount_cents,
      })),
    );
    blocks.push({ type: "separator", char: "-" }, ...vatBlocks(vat, format));
  }
  blocks.push(
    { type: "separator", char: "-" },
    { type: "row", left: t("tickets.bill_total"), right: format.money(input.orderTotalCents) },
    {
      type: "row",
      left: t("tickets.pending"),
      right: format.money(Math.max(0, input.orderTotalCents - input.paidUpToCents)),
    },
    { type: "blank" },
    { type: "text", text: t("tickets.not_invoice"), style: { align: "center" } },
    ...footerBlocks(input),
  );
  return { blocks, fiscal: null };
}
