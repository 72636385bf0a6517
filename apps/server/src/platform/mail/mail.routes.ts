import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "@comanda/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
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

const listQuerystring = z.object({
  q: z.string().max(8192).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

export function registerMailRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/v1/mail_outbox",
    {
      schema: { tags: ["mail_outbox"], querystring: listQuerystring },
      config: { permission: "settings.view" },
    },
    async (request) => {
      const { q, page, page_size } = request.query;
      const parsed = parseListQuery(q, visibleColumns, SEARCHABLE, "-created_at");
      if (parsed.deleted) throw errors.badQuery("mails are never deleted");
      const where = and(eq(mailOutbox.local_id, request.local.id), parsed.where);
      const rows = await db
        .select({ ...visibleColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
        .from(mailOutbox)
        .where(where)
        .orderBy(...parsed.orderBy, desc(mailOutbox.id))
        .limit(page_size)
        .offset((page - 1) * page_size);
      let total = rows[0]?.total;
      if (total === undefined) {
        // A page past the end has no row to carry the window count.
        const [counted] = await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(mailOutbox)
          .where(where);
        total = counted?.n ?? 0;
      }
      return ok({ results: rows.map(({ total: _, ...row }) => row), total });
    },
  );
}
