import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { recentMailCount } from "../../platform/mail/outbox";

/**
 * Ticket mails go to any address a till types, so a stolen or careless session could turn the
 * local into a mail cannon: a local queues at most this many in any window. A restaurant
 * sends a handful an hour.
 */
export const TICKET_MAIL_LIMIT = { max: 30, minutes: 10, code: "orders.ticket_mail_limit" } as const;

/** The advisory lock that orders the ticket mails of one local, so that the count holds. */
const TICKET_MAIL_LOCK = 727_021;

/** Call in the transaction that queues the mail: refuses it (429) once the local is at the limit. */
export async function assertTicketMailAllowed(tx: Db, localId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${TICKET_MAIL_LOCK}, ${localId})`);
  const queued = await recentMailCount(tx, localId, "ticket", TICKET_MAIL_LIMIT.minutes);
  if (queued >= TICKET_MAIL_LIMIT.max) {
    throw new AppError(429, TICKET_MAIL_LIMIT.code, {
      max: TICKET_MAIL_LIMIT.max,
      minutes: TICKET_MAIL_LIMIT.minutes,
    });
  }
}
