CREATE INDEX "audit_log_local" ON "audit_log" USING btree ("local_id","created_at");--> statement-breakpoint
CREATE INDEX "roles_local" ON "roles" USING btree ("local_id","id") WHERE "roles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_local_role" ON "users" USING btree ("local_id","role_id","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tpvs_local" ON "tpvs" USING btree ("local_id","id") WHERE "tpvs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "mail_outbox_local" ON "mail_outbox" USING btree ("local_id","created_at");