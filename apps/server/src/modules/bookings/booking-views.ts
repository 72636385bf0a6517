import type { Booking, BookingStatus } from "@comanda/domain";
import { and, asc, between, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import { clients } from "../clients/clients.schema";
import { tables } from "../floor/floor.schema";
import { shifts } from "../shifts/shifts.schema";
import { bookings } from "./bookings.schema";

export interface BookingView extends Booking {
  source: string;
  created_at: Date;
  updated_at: Date;
}

const viewColumns = {
  id: bookings.id,
  date: bookings.date,
  shift: bookings.shift_id,
  start_at: shifts.start_at,
  end_at: shifts.end_at,
  qty_person: bookings.qty_person,
  status: bookings.status,
  client: bookings.client_id,
  client_name: sql<string | null>`trim(${clients.first_name} || ' ' || ${clients.last_name})`,
  client_phone: clients.phone,
  client_email: clients.email,
  options: bookings.options,
  observations: bookings.observations,
  table: bookings.table_id,
  table_name: tables.name,
  command: bookings.command_id,
  source: bookings.source,
  created_at: bookings.created_at,
  updated_at: bookings.updated_at,
};

function selectViews(tx: Db, where: SQL | undefined) {
  return tx
    .select(viewColumns)
    .from(bookings)
    .innerJoin(shifts, eq(shifts.id, bookings.shift_id))
    .leftJoin(clients, eq(clients.id, bookings.client_id))
    .leftJoin(tables, eq(tables.id, bookings.table_id))
    .where(where)
    .orderBy(asc(bookings.date), asc(shifts.start_at), asc(bookings.id));
}

const liveOf = (localId: number) => and(eq(bookings.local_id, localId), isNull(bookings.deleted_at));

export async function bookingsBetween(
  tx: Db,
  localId: number,
  from: string,
  to: string,
): Promise<BookingView[]> {
  return selectViews(tx, and(liveOf(localId), between(bookings.date, from, to)));
}

export async function bookingsOfDay(
  tx: Db,
  localId: number,
  date: string,
  statuses: readonly BookingStatus[],
): Promise<BookingView[]> {
  return selectViews(
    tx,
    and(liveOf(localId), eq(bookings.date, date), inArray(bookings.status, [...statuses])),
  );
}

export async function bookingView(tx: Db, localId: number, id: number): Promise<BookingView> {
  const [row] = await selectViews(tx, and(liveOf(localId), eq(bookings.id, id)));
  if (!row) throw errors.notFound();
  return row;
}

/** The booking's row, locked for the change the caller makes in its transaction. */
export async function lockBooking(tx: Db, localId: number, id: number) {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(liveOf(localId), eq(bookings.id, id)))
    .for("update");
  if (!row) throw errors.notFound();
  return row;
}
