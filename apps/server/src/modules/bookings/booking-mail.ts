import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { translate } from "../../platform/errors/messages";
import { enqueueMail } from "../../platform/mail/outbox";
import { locals } from "../../platform/tenancy/locals.schema";
import { clients } from "../clients/clients.schema";
import type { SettingsService } from "../settings/settings.service";
import { shifts } from "../shifts/shifts.schema";
import { bookings } from "./bookings.schema";

/** A new cancel link token (256 random bits) and the hash that is stored. */
export function newCancelToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashCancelToken(token) };
}

export function hashCancelToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface BookingMailDeps {
  settings: Pick<SettingsService, "get">;
  /** PUBLIC_URL, with `{location}` for the local's subdomain (never the request's Host). */
  publicUrl: string;
}

/**
 * Writes the client's confirmation (with the cancel link) or cancellation mail to the outbox,
 * in the local's language, inside the caller's transaction. Nothing when the client has no e-mail.
 */
export async function enqueueBookingMail(
  tx: Db,
  deps: BookingMailDeps,
  localId: number,
  bookingId: number,
  kind: "confirmed" | "cancelled",
  token?: string,
): Promise<boolean> {
  const [row] = await tx
    .select({
      date: bookings.date,
      qty: bookings.qty_person,
      time: shifts.start_at,
      first_name: clients.first_name,
      email: clients.email,
      local: locals.name,
      location: locals.location,
    })
    .from(bookings)
    .innerJoin(shifts, eq(shifts.id, bookings.shift_id))
    .innerJoin(locals, eq(locals.id, bookings.local_id))
    .leftJoin(clients, eq(clients.id, bookings.client_id))
    .where(and(eq(bookings.local_id, localId), eq(bookings.id, bookingId)));
  if (!row?.email) return false;
  // In turn: a transaction's client takes one query at a time.
  const { language } = await deps.settings.get(localId, "global", tx);
  const params = {
    name: row.first_name ?? "",
    qty: row.qty,
    date: row.date,
    time: row.time,
    local: row.local,
    link: token ? `${deps.publicUrl.replace("{location}", row.location)}/booking/cancel?token=${token}` : "",
  };
  await enqueueMail(tx, {
    local_id: localId,
    to: row.email,
    subject: translate(language, `bookings.mail.${kind}_subject`, params),
    text: translate(language, `bookings.mail.${kind}_body`, params),
  });
  return true;
}
