import { customType, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const MAIL_STATUSES = ["pending", "sent", "failed"] as const;
export const MAIL_KINDS = ["ticket"] as const;

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: integer("local_id").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** What the mail is, where something counts mails of one kind (the ticket mail limit). */
    kind: text("kind", { enum: MAIL_KINDS }),
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    last_error: text("last_error"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_due").on(t.status, t.next_attempt_at),
    index("mail_outbox_local").on(t.local_id, t.created_at),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** Files a mail carries (a purchase order's PDF), written with the mail in one transaction. */
export const mailAttachments = pgTable(
  "mail_attachments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    mail_id: integer("mail_id")
      .notNull()
      .references(() => mailOutbox.id),
    filename: text("filename").notNull(),
    content_type: text("content_type").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [index("mail_attachments_mail").on(t.mail_id, t.id)],
);
