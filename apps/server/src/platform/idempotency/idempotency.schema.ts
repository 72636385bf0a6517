import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const IDEMPOTENCY_STATUSES = ["pending", "done"] as const;

/**
 * The first answer to a mutating call sent with an Idempotency-Key, kept 24 h so that its
 * retries get it back instead of running again. "pending" while the first call runs.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    local_id: integer("local_id").notNull(),
    user_id: integer("user_id").notNull(),
    key: text("key").notNull(),
    /** Method, URL and a hash of the body: the same key on another request is a client bug. */
    fingerprint: text("fingerprint").notNull(),
    status: text("status", { enum: IDEMPOTENCY_STATUSES }).notNull().default("pending"),
    status_code: integer("status_code"),
    content_type: text("content_type"),
    body: text("body"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.local_id, t.user_id, t.key] }),
    index("idempotency_keys_expiry").on(t.local_id, t.created_at),
  ],
);
