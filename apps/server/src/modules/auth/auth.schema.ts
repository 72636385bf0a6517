import type { PermissionMap } from "@comanda/domain";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { entityColumns } from "../../platform/db/columns";

export const roles = pgTable(
  "roles",
  {
    ...entityColumns(),
    name: text("name").notNull(),
    description: text("description"),
    group_type: text("group_type"),
    permissions: jsonb("permissions").$type<PermissionMap>().notNull().default({}),
    actions: text("actions").array().notNull().default([]),
  },
  (t) => [index("roles_local").on(t.local_id, t.id).where(sql`${t.deleted_at} is null`)],
);
export type RoleRow = typeof roles.$inferSelect;

export const users = pgTable(
  "users",
  {
    ...entityColumns(),
    username: text("username").notNull(),
    first_name: text("first_name"),
    last_name: text("last_name"),
    email: text("email").notNull(),
    phone: text("phone"),
    address: text("address"),
    role_id: integer("role_id").notNull(),
    password_hash: text("password_hash").notNull(),
  },
  (t) => [
    uniqueIndex("users_local_email").on(t.local_id, t.email).where(sql`${t.deleted_at} is null`),
    index("users_local_role").on(t.local_id, t.role_id, t.id).where(sql`${t.deleted_at} is null`),
  ],
);
export type UserRow = typeof users.$inferSelect;

export const authTokens = pgTable(
  "auth_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: integer("local_id").notNull(),
    user_id: integer("user_id").notNull(),
    token_hash: text("token_hash").notNull().unique(),
    tpv_id: integer("tpv_id"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("auth_tokens_user").on(t.user_id)],
);

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: integer("local_id").notNull(),
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    success: boolean("success").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("login_attempts_email").on(t.email, t.created_at),
    index("login_attempts_ip").on(t.ip, t.created_at),
  ],
);

export const passwordResets = pgTable("password_resets", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  local_id: integer("local_id").notNull(),
  user_id: integer("user_id").notNull(),
  token_hash: text("token_hash").notNull().unique(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  used_at: timestamp("used_at", { withTimezone: true }),
});

/** A manager's credentials lending one permission to another user's session for a short time. */
export const authOverrides = pgTable("auth_overrides", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  local_id: integer("local_id").notNull(),
  token_id: integer("token_id").notNull(),
  approver_user_id: integer("approver_user_id").notNull(),
  permission: text("permission").notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Who did what; `authorized_by` is set when a manager override allowed the action. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: integer("local_id").notNull(),
    user_id: integer("user_id"),
    authorized_by: integer("authorized_by"),
    permission: text("permission").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_local").on(t.local_id, t.created_at)],
);
