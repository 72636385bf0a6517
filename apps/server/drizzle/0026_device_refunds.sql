ALTER TABLE "device_payments" ADD COLUMN "refund_session_id" text;--> statement-breakpoint
ALTER TABLE "device_payments" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "device_payments" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "device_payments" ADD COLUMN "receipt" jsonb;--> statement-breakpoint
CREATE INDEX "device_payments_unresolved" ON "device_payments" USING btree ("local_id","id") WHERE "device_payments"."status" in ('unrecorded', 'refunding');
