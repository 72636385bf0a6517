import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createListPage, listQuerystring } from "../crud/list-page";
import { parseListQuery } from "../crud/query-filter";
import type { Db } from "../db/client";
import { errors } from "../errors/app-error";
import { ok } from "../http/envelope";
import { mailAttachments, mailOutbox } from "./mail.schema";

/**
 * What an admin sees of a mail. Bodies stay out — of the answer and of the filters —
 * because a reset mail carries a live token: whoever holds `settings.view` could
 * otherwise take over any account of the local, its admins' included.
 */
const visibleColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  next_attempt_at: mailOutbox.next_attempt_at,
  last_error: mailOutbox.last_error,
  created_at: mailOutbox.created_at,
  sent_at: mailOutbox.sent_at,
};
const SEARCHABLE = ["to", "subject"];

export function registerMailRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const listPage = createListPage({
    name: "mail_outbox",
    table: mailOutbox,
    columns: visibleColumns,
    tiebreak: desc(mailOutbox.id),
  });

  r.get(
    "/api/v1/mail_outbox",
    {
      schema: { tags: ["mail_outbox"], querystring: listQuerystring },
    },
    async (request) => {
      const { q, page, page_size } = request.query;
      const parsed = parseListQuery(q, visibleColumns, SEARCHABLE, "-created_at");
      if (parsed.deleted) throw errors.badQuery("mails are never deleted");
      const scope = eq(mailOutbox.local_id, sql.placeholder("local_id"));
      const listed = await listPage(db, scope, { local_id: request.local.id }, parsed, page, page_size);
      return ok({ ...listed, results: await withAttachments(db, listed.results) });
    },
  );
}

/** Each mail with what it carries: names, types and sizes, never the files' contents. */
async function withAttachments<Mail extends { id?: unknown }>(db: Db, mails: Mail[]) {
  const ids = mails.map((mail) => Number(mail.id));
  const files =
    ids.length === 0
      ? []
      : await db
          .select({
            mail_id: mailAttachments.mail_id,
            filename: mailAttachments.filename,
            content_type: mailAttachments.content_type,
            size: sql<number>`octet_length(${mailAttachments.content})`.mapWith(Number),
          })
          .from(mailAttachments)
          .where(inArray(mailAttachments.mail_id, ids))
          .orderBy(asc(mailAttachments.id));
  return mails.map((mail) => ({
    ...mail,
    attachments: files
      .filter((file) => file.mail_id === Number(mail.id))
      .map(({ mail_id: _, ...file }) => file),
  }));
}
