import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type MAIL_KINDS, mailAttachments, mailOutbox } from "./mail.schema";

export type MailKind = (typeof MAIL_KINDS)[number];

export interface MailAttachment {
  filename: string;
  content_type: string;
  content: Buffer;
}

export interface OutgoingMail {
  local_id: number;
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind?: MailKind;
  attachments?: MailAttachment[];
}

/**
 * Writes a mail to the outbox. Call it with the transaction of the change that causes
 * the mail, so both commit or neither does; the mail worker delivers it later.
 */
export async function enqueueMail(db: Db, { attachments = [], ...mail }: OutgoingMail): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  const id = row!.id;
  if (attachments.length > 0) {
    await db.insert(mailAttachments).values(attachments.map((file) => ({ ...file, mail_id: id })));
  }
  return id;
}

/** Mails of one kind the local queued in the last `minutes`, by the database's clock. */
export async function recentMailCount(db: Db, localId: number, kind: MailKind, minutes: number) {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.local_id, localId),
        eq(mailOutbox.kind, kind),
        gt(mailOutbox.created_at, sql`now() - make_interval(mins => ${minutes})`),
      ),
    );
  return row?.n ?? 0;
}
