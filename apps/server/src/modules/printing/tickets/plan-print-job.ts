import {
  fallbackPrinterOf,
  type OrderKind,
  type ProductOrderGroup,
  personName,
  routeClientTicket,
  routeKitchenLines,
  staffName,
  zoneOfTill,
} from "@comanda/domain";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../../platform/db/client";
import { fileIdFromUrl } from "../../../platform/files/files.service";
import { locals } from "../../../platform/tenancy/locals.schema";
import { users } from "../../auth/auth.schema";
import { clientAddresses, clients } from "../../clients/clients.schema";
import { ticketFiscalMark } from "../../fiscal/ticket-fiscal-mark";
import { tables, zones } from "../../floor/floor.schema";
import { categories, families } from "../../menu/menu.schema";
import { totalsOf } from "../../orders/order-store";
import {
  payments,
  type printJobs,
  requestItemOptions,
  requestRounds,
  requests,
} from "../../orders/orders.schema";
import { printers } from "../printing.schema";
import { cardSlipsOf, withCardSlips } from "./card-slips";
import { buildClientTicket, buildSplitTicket } from "./client-ticket";
import { buildKitchenTicket } from "./kitchen-ticket";
import { loadTicketImages } from "./load-ticket-images";
import { askedByStaff, jobLines, readGroups, ticketTpvIdOf } from "./plan-job-reads";
import { renderTicket } from "./render-ticket";
import type { TicketLine, TicketOrder, TicketPayment } from "./ticket-data";
import type { TicketDocument } from "./ticket-document";
import { ticketFormat } from "./ticket-format";
import { lineGaps, withUnroutedNote } from "./unrouted-note";

export interface PlannedPrint {
  printer_id: number;
  escpos: Uint8Array;
  html: string;
  document: TicketDocument;
  copies: number;
}

type PrintJob = typeof printJobs.$inferSelect;

/**
 * What one print job prints, on which printers: read in `db` (may be a transaction). [] when
 * nothing is to be printed (printing off, or the local has no printer). Lines and tickets no
 * printer is set up for go to the fallback printer, their document saying so (`unrouted`).
 */
export async function planPrintJob(db: Db, job: PrintJob): Promise<PlannedPrint[]> {
  const localId = job.local_id;
  const kitchenKind =
    job.kind === "kitchen" || job.kind === "cancellation" || job.kind === "march" ? job.kind : null;
  const isKitchen = kitchenKind !== null;
  // One read after another, here and below: the planner runs in the print worker's
  // transaction, whose client takes one query at a time.
  const groups = await readGroups(db, localId);
  const [found] = await db
    .select({
      order: requests,
      local_name: locals.name,
      table_name: tables.name,
      zone_id: tables.zone_id,
      round_number: requestRounds.number,
    })
    .from(requests)
    .innerJoin(locals, eq(locals.id, requests.local_id))
    .leftJoin(tables, eq(tables.id, requests.table_id))
    .leftJoin(
      requestRounds,
      and(eq(requestRounds.request_id, requests.id), eq(requestRounds.id, job.round_id ?? 0)),
    )
    .where(and(eq(requests.id, job.request_id), eq(requests.local_id, localId)));
  const lineEntries = await jobLines(db, job);
  const printerRows = await db
    .select()
    .from(printers)
    .where(and(eq(printers.local_id, localId), isNull(printers.deleted_at)))
    .orderBy(asc(printers.id));
  const zoneRows = await db
    .select({
      id: zones.id,
      name: zones.name,
      printers: zones.printers,
      main_printer: zones.main_printer,
      tpv: zones.tpv,
    })
    .from(zones)
    .where(and(eq(zones.local_id, localId), isNull(zones.deleted_at)))
    .orderBy(asc(zones.id));
  const { global, ticket, kitchen } = groups;
  if (!found || !ticket.use_printer || printerRows.length === 0) return [];
  const { order } = found;
  const channel = (prefix: "kitchen_ticket" | "client_ticket", kind: OrderKind) =>
    ticket[`${prefix}_${kind}`];
  if (isKitchen && !job.is_reprint && !channel("kitchen_ticket", order.kind)) return [];
  if (job.kind === "ticket" && !channel("client_ticket", order.kind) && !(await askedByStaff(db, job)))
    return [];

  const zoneId = found.zone_id ?? zoneOfTill(zoneRows, job.tpv_id);
  const zoneName = zoneRows.find((zone) => zone.id === zoneId)?.name ?? null;
  const locale = { language: global.language, timezone: global.timezone, currency: global.currency };
  const format = ticketFormat(locale);

  // Who served and who the order is for.
  const servedById = order.worker_id ?? job.user_id;
  const [servedBy] =
    servedById === null
      ? []
      : await db
          .select({ first_name: users.first_name, last_name: users.last_name, username: users.username })
          .from(users)
          .where(and(eq(users.id, servedById), eq(users.local_id, localId)));
  const [client] =
    order.client_id === null
      ? []
      : await db
          .select({ first_name: clients.first_name, last_name: clients.last_name, phone: clients.phone })
          .from(clients)
          .where(and(eq(clients.id, order.client_id), eq(clients.local_id, localId)));
  const [address] =
    order.address_id === null
      ? []
      : await db
          .select({
            address: clientAddresses.address,
            postal_code: clientAddresses.postal_code,
            town: clientAddresses.town,
            city: clientAddresses.city,
          })
          .from(clientAddresses)
          .where(eq(clientAddresses.id, order.address_id));
  const optionRows =
    lineEntries.length === 0
      ? []
      : await db
          .select({
            request_item_id: requestItemOptions.request_item_id,
            name: requestItemOptions.name,
            qty: requestItemOptions.qty,
          })
          .from(requestItemOptions)
          .where(
            inArray(
              requestItemOptions.request_item_id,
              lineEntries.map((entry) => entry.row.id),
            ),
          )
          .orderBy(asc(requestItemOptions.id));
  const ticketOrder: TicketOrder = {
    id: order.id,
    kind: order.kind,
    serial: order.serial,
    table_name: found.table_name,
    zone_name: zoneRows.find((zone) => zone.id === found.zone_id)?.name ?? null,
    command_guests: order.command_guests,
    served_by: servedBy ? staffName(servedBy) : null,
    client_name: client ? personName(client) : null,
    client_phone: client?.phone ?? null,
    address: address
      ? [address.address, [address.postal_code, address.town ?? address.city].filter(Boolean).join(" ")]
          .filter(Boolean)
          .join(", ")
      : null,
    shift_time: order.shift_time,
    soon_as_possible: order.soon_as_possible,
    details: order.details,
    created_at: order.created_at,
    closed_at: order.closed_at,
    promotion_code: order.promotion_code,
  };
  const ticketLines: TicketLine[] = lineEntries.map(({ row, qty }) => ({
    id: row.id,
    name: row.name,
    qty,
    unit_cents: row.unit_cents,
    options_cents: row.options_cents,
    iva: row.iva,
    order_group: row.order_group,
    details: row.details,
    offer_code:
      order.promotion_fixed_cents !== null && row.product_id === order.promotion_product_id
        ? order.promotion_code
        : null,
    options: optionRows
      .filter((option) => option.request_item_id === row.id)
      .map(({ name, qty: optionQty }) => ({ name, qty: optionQty })),
    category_id: row.category_id,
  }));

  const render = async (
    printerId: number,
    document: TicketDocument,
    copies: number,
  ): Promise<PlannedPrint> => {
    const printer = printerRows.find((candidate) => candidate.id === printerId)!;
    return {
      printer_id: printerId,
      ...(await renderTicket(document, printer.printer_width, await loadTicketImages(db, localId, document))),
      document,
      copies,
    };
  };

  if (kitchenKind !== null) {
    const copies = ticket.qty_kitchen_ticket;
    if (copies === 0 || ticketLines.length === 0) return [];
    const categoryRows = await db
      .select({
        id: categories.id,
        name: categories.name,
        parent: categories.parent,
        links: categories.links,
      })
      .from(categories)
      .where(eq(categories.local_id, localId));
    const familyRows =
      kitchen.print_by === "family"
        ? await db
            .select({ id: families.id, categories: families.categories })
            .from(families)
            .where(and(eq(families.local_id, localId), isNull(families.deleted_at)))
        : [];
    const route = routeKitchenLines(
      ticketLines,
      {
        printers: printerRows,
        zones: zoneRows,
        categories: categoryRows,
        families: familyRows,
        printBy: kitchen.print_by,
        zoneId,
        tpvId: job.tpv_id,
        ticketTpvId: await ticketTpvIdOf(db, localId, ticket.tpv),
        useMainPrinterInTpv: ticket.use_main_printer_in_tpv,
        aggregateSamePrinter: ticket.aggregate_same_printer,
        companionSamePrinter: ticket.companion_same_printer,
      },
      { march: kitchenKind === "march" },
    );
    const course: ProductOrderGroup | null =
      kitchenKind === "march" ? (ticketLines[0]?.order_group ?? null) : null;
    const { fallback } = route;
    const gaps = fallback
      ? lineGaps(
          ticketLines.filter((line) => fallback.lines.includes(line.id)),
          (id) => categoryRows.find((category) => category.id === id)?.name,
          zoneName,
        )
      : [];
    return Promise.all(
      [...route.printers].map(([printerId, lineIds]) =>
        render(
          printerId,
          withUnroutedNote(
            buildKitchenTicket({
              kind: kitchenKind,
              order: ticketOrder,
              lines: ticketLines.filter((line) => lineIds.includes(line.id)),
              roundNumber: found.round_number,
              course,
              printedAt: job.created_at,
              isReprint: job.is_reprint,
              settings: kitchen,
              format,
            }),
            printerId === fallback?.printer ? gaps : [],
            format,
          ),
          copies,
        ),
      ),
    );
  }

  const copies = ticket.qty_client_ticket;
  if (copies === 0) return [];
  const ticketRouting = {
    printers: printerRows,
    zones: zoneRows,
    zoneId,
    tpvId: job.tpv_id,
    ticketTpvId: await ticketTpvIdOf(db, localId, ticket.tpv),
    useMainPrinterInTpv: ticket.use_main_printer_in_tpv,
  };
  const routedTo = routeClientTicket(ticketRouting);
  const printerId = routedTo ?? fallbackPrinterOf(ticketRouting);
  if (printerId === null) return [];
  const ticketGaps = routedTo === null ? [{ kind: "ticket" as const, category: null, zone: zoneName }] : [];
  const paymentRows: TicketPayment[] = await db
    .select({
      id: payments.id,
      amount_cents: payments.amount_cents,
      payment_type: payments.payment_type,
      credit_card: payments.credit_card,
      items: payments.items,
      tendered_cents: payments.tendered_cents,
      created_at: payments.created_at,
    })
    .from(payments)
    .where(and(eq(payments.request_id, order.id), isNull(payments.restored_at)))
    .orderBy(asc(payments.id));
  const common = {
    order: ticketOrder,
    lines: ticketLines,
    header: {
      heading: ticket.heading || found.local_name,
      logo: fileIdFromUrl(global.logo) ?? null,
      reason: ticket.reason,
      nif_cif: ticket.nif_cif,
      address: ticket.address,
      phone: ticket.phone,
      ticket_text: ticket.ticket_text,
    },
    printedAt: job.created_at,
    isReprint: job.is_reprint,
    format,
  };
  const totals = totalsOf(
    order,
    lineEntries.map((entry) => entry.row),
  );
  if (job.payment_id !== null) {
    const payment = paymentRows.find((row) => row.id === job.payment_id);
    if (!payment) return [];
    const paidUpTo = paymentRows
      .filter((row) => row.id <= payment.id)
      .reduce((sum, row) => sum + row.amount_cents, 0);
    return [
      await render(
        printerId,
        withUnroutedNote(
          withCardSlips(
            buildSplitTicket({
              ...common,
              payment,
              orderTotalCents: totals.totalCents,
              paidUpToCents: paidUpTo,
            }),
            await cardSlipsOf(db, job.request_id, payment.id),
          ),
          ticketGaps,
          format,
        ),
        copies,
      ),
    ];
  }
  return [
    await render(
      printerId,
      withUnroutedNote(
        withCardSlips(
          {
            ...buildClientTicket({
              ...common,
              kind: job.kind === "bill" ? "bill" : "ticket",
              totals,
              payments: paymentRows,
            }),
            fiscal:
              job.kind === "bill" ? null : await ticketFiscalMark(db, job.local_id, job.request_id, format.t),
          },
          job.kind === "bill" ? [] : await cardSlipsOf(db, job.request_id, null),
        ),
        ticketGaps,
        format,
      ),
      copies,
    ),
  ];
}
