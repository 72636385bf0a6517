import { type OrderKind, type ProductOrderGroup, personName, readSettings, staffName } from "@comanda/domain";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db/client";
import { locals } from "../../../platform/tenancy/locals.schema";
import { users } from "../../auth/auth.schema";
import { clientAddresses, clients } from "../../clients/clients.schema";
import { tables, tpvs, zones } from "../../floor/floor.schema";
import { categories, families } from "../../menu/menu.schema";
import { totalsOf } from "../../orders/order-store";
import {
  payments,
  type printJobs,
  requestEvents,
  requestItemOptions,
  requestItems,
  requestRounds,
  requests,
} from "../../orders/orders.schema";
import { settings } from "../../settings/settings.schema";
import { printers } from "../printing.schema";
import { buildClientTicket, buildSplitTicket } from "./client-ticket";
import { buildKitchenTicket } from "./kitchen-ticket";
import { type RoutablePrinter, routeClientTicket, routeKitchenLines } from "./print-routing";
import { renderTicket } from "./render-ticket";
import type { TicketLine, TicketOrder, TicketPayment } from "./ticket-data";
import type { TicketDocument } from "./ticket-document";
import { ticketFormat } from "./ticket-format";

export interface PlannedPrint {
  printer_id: number;
  escpos: Uint8Array;
  html: string;
  document: TicketDocument;
  copies: number;
}

type PrintJob = typeof printJobs.$inferSelect;
type LineRow = typeof requestItems.$inferSelect;

async function readGroups(db: Db, localId: number) {
  const rows = await db
    .select({ group: settings.group, value: settings.value })
    .from(settings)
    .where(
      and(eq(settings.local_id, localId), inArray(settings.group, ["global", "ticket", "ticket_kitchen"])),
    );
  const stored = (group: string) => rows.find((row) => row.group === group)?.value;
  return {
    global: readSettings("global", stored("global")),
    ticket: readSettings("ticket", stored("ticket")),
    kitchen: readSettings("ticket_kitchen", stored("ticket_kitchen")),
  };
}

/**
 * A ticket the staff asked for (a reprint, a payer's part, a "print" call) prints whatever
 * the per-channel flags say; those flags only stop what the system prints on its own.
 */
async function askedByStaff(db: Db, job: PrintJob): Promise<boolean> {
  if (job.is_reprint || job.payment_id !== null) return true;
  const [asked] = await db
    .select({ id: requestEvents.id })
    .from(requestEvents)
    .where(
      and(
        eq(requestEvents.request_id, job.request_id),
        eq(requestEvents.action, "print"),
        sql`${requestEvents.data}->'jobs' @> ${JSON.stringify([job.id])}::jsonb`,
      ),
    )
    .limit(1);
  return asked !== undefined;
}

/** The lines the job is about: a round's, a cancellation's or a march's (with their units), or the whole order's. */
async function jobLines(db: Db, job: PrintJob): Promise<Array<{ row: LineRow; qty: number }>> {
  if (job.kind === "cancellation" || job.kind === "march") {
    const ids = job.items.map((item) => item.request_item);
    if (ids.length === 0) return [];
    const rows = await db
      .select()
      .from(requestItems)
      .where(and(eq(requestItems.request_id, job.request_id), inArray(requestItems.id, ids)))
      .orderBy(asc(requestItems.id));
    const qtyOf = new Map(job.items.map((item) => [item.request_item, item.qty]));
    return rows.map((row) => ({ row, qty: qtyOf.get(row.id) ?? row.qty }));
  }
  const rows = await db
    .select()
    .from(requestItems)
    .where(
      and(
        eq(requestItems.request_id, job.request_id),
        isNull(requestItems.deleted_at),
        job.kind === "kitchen" ? eq(requestItems.round_id, job.round_id ?? 0) : undefined,
      ),
    )
    .orderBy(asc(requestItems.id));
  return rows.map((row) => ({ row, qty: row.qty }));
}

/**
 * What one print job prints, on which printers: read in `db` (may be a transaction). [] when
 * nothing is to be printed (e.g. no printer configured for those lines).
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

  const zoneId =
    found.zone_id ?? zoneRows.find((zone) => job.tpv_id !== null && zone.tpv === job.tpv_id)?.id ?? null;
  const routable: RoutablePrinter[] = printerRows;
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
    const printer = routable.find((candidate) => candidate.id === printerId)!;
    return {
      printer_id: printerId,
      ...(await renderTicket(document, printer.printer_width)),
      document,
      copies,
    };
  };

  if (kitchenKind !== null) {
    const copies = ticket.qty_kitchen_ticket;
    if (copies === 0 || ticketLines.length === 0) return [];
    const categoryRows = await db
      .select({ id: categories.id, parent: categories.parent, links: categories.links })
      .from(categories)
      .where(eq(categories.local_id, localId));
    const familyRows =
      kitchen.print_by === "family"
        ? await db
            .select({ id: families.id, categories: families.categories })
            .from(families)
            .where(and(eq(families.local_id, localId), isNull(families.deleted_at)))
        : [];
    const routed = routeKitchenLines(
      ticketLines,
      {
        printers: routable,
        zones: zoneRows,
        categories: categoryRows,
        families: familyRows,
        printBy: kitchen.print_by,
        zoneId,
        tpvId: job.tpv_id,
        aggregateSamePrinter: ticket.aggregate_same_printer,
        companionSamePrinter: ticket.companion_same_printer,
      },
      { march: kitchenKind === "march" },
    );
    const course: ProductOrderGroup | null =
      kitchenKind === "march" ? (ticketLines[0]?.order_group ?? null) : null;
    return Promise.all(
      [...routed].map(([printerId, lineIds]) =>
        render(
          printerId,
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
          copies,
        ),
      ),
    );
  }

  const copies = ticket.qty_client_ticket;
  if (copies === 0) return [];
  const [ticketTpv] =
    ticket.tpv === null
      ? []
      : await db
          .select({ id: tpvs.id })
          .from(tpvs)
          .where(and(eq(tpvs.local_id, localId), eq(tpvs.key, ticket.tpv), isNull(tpvs.deleted_at)));
  const printerId = routeClientTicket({
    printers: routable,
    zones: zoneRows,
    zoneId,
    tpvId: job.tpv_id,
    ticketTpvId: ticketTpv?.id ?? null,
    useMainPrinterInTpv: ticket.use_main_printer_in_tpv,
  });
  if (printerId === null) return [];
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
        buildSplitTicket({ ...common, payment, orderTotalCents: totals.totalCents, paidUpToCents: paidUpTo }),
        copies,
      ),
    ];
  }
  return [
    await render(
      printerId,
      buildClientTicket({
        ...common,
        kind: job.kind === "bill" ? "bill" : "ticket",
        totals,
        payments: paymentRows,
      }),
      copies,
    ),
  ];
}
