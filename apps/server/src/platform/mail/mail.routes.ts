import { desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createListPage, listQuerystring } from "../crud/list-page";
import { parseListQuery } from "../crud/query-filter";
import type { Db } from "../db/client";
import { errors } from "../errors/app-error";
import { ok } from "../http/envelope";
import { mailOutbox } from "./mail.schema";

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
      return ok(await listPage(db, scope, { local_id: request.local.id }, parsed, page, page_size));
    },
  );
}
