import type { Db } from "../db/client";
import { mailOutbox } from "./mail.schema";

export interface OutgoingMail {
  local_id: number;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Writes a mail to the outbox. Call it with the transaction of the change that causes
 * the mail, so both commit or neither does; the mail worker delivers it later.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row!.id;
}
