import {
  lineAmountCents,
  PRODUCT_ORDER_GROUPS,
  type ProductOrderGroup,
  type TicketKitchenSettings,
} from "@comanda/domain";
import type { TicketLine, TicketOrder } from "./ticket-data";
import { fontStyle, type TicketBlock, type TicketDocument } from "./ticket-document";
import type { TicketFormat } from "./ticket-format";

export interface KitchenTicketInput {
  kind: "kitchen" | "cancellation" | "march";
  order: TicketOrder;
  /** The lines this printer makes, `qty` being the units to print (taken off, for a cancellation). */
  lines: readonly TicketLine[];
  roundNumber: number | null;
  /** The course called for, on a march. */
  course: ProductOrderGroup | null;
  printedAt: Date;
  isReprint: boolean;
  settings: TicketKitchenSettings;
  format: TicketFormat;
}

/** Who and where the order is for: the first thing a cook reads. */
function header(input: KitchenTicketInput): TicketBlock[] {
  const { order, settings, format } = input;
  const { t } = format;
  const headerFont = fontStyle(settings.header_font);
  const details = fontStyle(settings.details_font);
  const isTable = order.kind === "local";
  const isAway = order.kind === "recoger" || order.kind === "domicilio";
  const title =
    order.kind === "local"
      ? t("tickets.table", { table: order.table_name ?? "" })
      : order.kind === "barra"
        ? t("tickets.bar")
        : order.kind === "recoger"
          ? t("tickets.pickup")
          : t("tickets.delivery");
  const reference = [
    t("tickets.order", { id: order.id }),
    ...(input.roundNumber === null ? [] : [t("tickets.round", { number: input.roundNumber })]),
  ].join(" · ");
  const full = (isTable && settings.show_local_header) || (isAway && settings.show_domicile_header);
  if (!full && (isTable || isAway)) {
    return [
      { type: "text", text: `${title} · ${reference} · ${format.time(input.printedAt)}`, style: details },
    ];
  }
  const blocks: TicketBlock[] = [
    { type: "text", text: title, style: headerFont },
    ...(isTable && order.zone_name ? [{ type: "text" as const, text: order.zone_name, style: details }] : []),
    { type: "text", text: `${reference} · ${format.dateTime(input.printedAt)}`, style: details },
  ];
  if (isTable && settings.show_command_guests)
    blocks.push({
      type: "text",
      text: t("tickets.guests", { guests: order.command_guests }),
      style: details,
    });
  if (isAway) {
    if (order.client_name)
      blocks.push({ type: "text", text: t("tickets.client", { name: order.client_name }), style: details });
    if (order.client_phone)
      blocks.push({ type: "text", text: t("tickets.phone", { phone: order.client_phone }), style: details });
    if (order.kind === "domicilio" && order.address)
      blocks.push({ type: "text", text: order.address, style: details });
    const when = order.shift_time ? format.time(order.shift_time) : t("tickets.asap");
    blocks.push({
      type: "text",
      text: t("tickets.when", { time: when }),
      style: fontStyle(settings.header_font),
    });
  }
  if (settings.show_person_name && order.served_by)
    blocks.push({ type: "text", text: t("tickets.served_by", { name: order.served_by }), style: details });
  return blocks;
}

function lineBlocks(line: TicketLine, input: KitchenTicketInput): TicketBlock[] {
  const { settings, format } = input;
  const product = fontStyle(settings.product_font);
  const details = fontStyle(settings.details_font);
  const text = `${format.qty(line.qty)} x ${line.name}`;
  const blocks: TicketBlock[] = [
    settings.show_price_per_unit
      ? { type: "row", left: text, right: format.money(line.unit_cents + line.options_cents), style: product }
      : { type: "text", text, style: product },
  ];
  for (const option of line.options)
    blocks.push({
      type: "text",
      text: `  + ${option.qty > 1 ? `${option.qty} x ` : ""}${option.name}`,
      style: details,
    });
  if (line.details) blocks.push({ type: "text", text: `  ! ${line.details}`, style: details });
  return blocks;
}

/**
 * A kitchen, cancellation or march ticket for one printer, laid out by the kitchen-ticket
 * settings: the header, then the lines (by course when group_by_orders), then the total
 * when show_total_price.
 */
export function buildKitchenTicket(input: KitchenTicketInput): TicketDocument {
  const { settings, format } = input;
  const { t } = format;
  const headerFont = fontStyle(settings.header_font, { align: "center" });
  const blocks: TicketBlock[] = [];
  if (input.isReprint)
    blocks.push({ type: "text", text: t("tickets.reprint"), style: { align: "center", bold: true } });
  if (input.kind === "cancellation")
    blocks.push({ type: "text", text: t("tickets.cancellation"), style: headerFont });
  if (input.kind === "march")
    blocks.push({
      type: "text",
      text: [t("tickets.march"), ...(input.course ? [t(`tickets.course.${input.course}`)] : [])].join(" "),
      style: headerFont,
    });
  blocks.push(...header(input), { type: "separator", char: "=" });

  const groups = settings.group_by_orders
    ? PRODUCT_ORDER_GROUPS.map((group) => ({
        group,
        lines: input.lines.filter((line) => line.order_group === group),
      })).filter((entry) => entry.lines.length > 0)
    : [{ group: null, lines: [...input.lines] }];
  groups.forEach(({ group, lines }, index) => {
    if (index > 0) blocks.push({ type: "separator", char: "-" });
    if (group !== null && input.kind !== "march")
      blocks.push({
        type: "text",
        text: `-- ${t(`tickets.course.${group}`)} --`,
        style: fontStyle(settings.details_font, { bold: true }),
      });
    for (const line of lines) blocks.push(...lineBlocks(line, input));
  });
  if (input.order.details && input.kind === "kitchen")
    blocks.push(
      { type: "blank" },
      { type: "text", text: `! ${input.order.details}`, style: fontStyle(settings.details_font) },
    );

  if (settings.show_total_price) {
    const total = input.lines.reduce(
      (sum, line) => sum + lineAmountCents(line.unit_cents, line.options_cents, line.qty),
      0,
    );
    blocks.push(
      { type: "separator", char: "=" },
      { type: "row", left: t("tickets.total"), right: format.money(total), style: { bold: true } },
    );
  }
  return { blocks, fiscal: null };
}
