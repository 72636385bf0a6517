CREATE TABLE "device_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"device" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"mode" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"tip_cents" integer DEFAULT 0 NOT NULL,
	"tip_option" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invoice_recipient" jsonb,
	"status" text DEFAULT 'waiting' NOT NULL,
	"intent_id" text,
	"session_id" text,
	"terminal_id" text,
	"hint" text,
	"transaction_id" text,
	"card" text,
	"auth_code" text,
	"inserted_cents" integer DEFAULT 0 NOT NULL,
	"dispensed_cents" integer DEFAULT 0 NOT NULL,
	"not_dispensed_cents" integer DEFAULT 0 NOT NULL,
	"error" text,
	"payment_id" integer,
	"user_id" integer NOT NULL,
	"tpv_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "till_terminals" (
	"tpv_id" integer PRIMARY KEY NOT NULL,
	"local_id" integer NOT NULL,
	"terminal_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_payments" ADD CONSTRAINT "device_payments_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_payments" ADD CONSTRAINT "device_payments_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_payments" ADD CONSTRAINT "device_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_terminals" ADD CONSTRAINT "till_terminals_tpv_id_tpvs_id_fk" FOREIGN KEY ("tpv_id") REFERENCES "public"."tpvs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_terminals" ADD CONSTRAINT "till_terminals_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_payments_key" ON "device_payments" USING btree ("local_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "device_payments_active_order" ON "device_payments" USING btree ("request_id") WHERE "device_payments"."status" in ('waiting', 'signature', 'cancelling');--> statement-breakpoint
CREATE UNIQUE INDEX "device_payments_active_machine" ON "device_payments" USING btree ("local_id") WHERE "device_payments"."device" = 'cashmatic' and "device_payments"."status" in ('waiting', 'signature', 'cancelling');--> statement-breakpoint
CREATE INDEX "device_payments_request" ON "device_payments" USING btree ("request_id","id");
