CREATE TABLE "loyalty_points" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"payment_type" text NOT NULL,
	"credit_card" boolean DEFAULT false NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_closing" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	"tpv_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_at" timestamp with time zone,
	"restored_by" integer
);
--> statement-breakpoint
CREATE TABLE "print_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "print_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"round_id" integer,
	"kind" text NOT NULL,
	"payment_id" integer,
	"tpv_id" integer,
	"user_id" integer,
	"is_reprint" boolean DEFAULT false NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"user_id" integer,
	"authorized_by" integer,
	"tpv_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_item_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_item_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"request_item_id" integer NOT NULL,
	"modifier_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"qty" integer NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"process_status" text DEFAULT 'solicited' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"round_id" integer,
	"product_id" integer,
	"name" text NOT NULL,
	"qty" numeric(10, 2) NOT NULL,
	"unit_cents" integer NOT NULL,
	"options_cents" integer DEFAULT 0 NOT NULL,
	"iva" numeric(5, 2) NOT NULL,
	"discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"is_discounted" boolean DEFAULT false NOT NULL,
	"order_group" text DEFAULT 'no_group' NOT NULL,
	"details" text,
	"modifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" integer,
	"process_status" text DEFAULT 'solicited' NOT NULL,
	"paid_qty" numeric(10, 2) DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "request_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"number" integer NOT NULL,
	"user_id" integer,
	"tpv_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_serials" (
	"local_id" integer NOT NULL,
	"series" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "request_serials_local_id_series_pk" PRIMARY KEY("local_id","series")
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'solicitado' NOT NULL,
	"process_status" text DEFAULT 'solicited' NOT NULL,
	"table_id" integer,
	"client_id" integer,
	"address_id" integer,
	"worker_id" integer,
	"dealer_id" integer,
	"tpv_id" integer,
	"command_guests" integer DEFAULT 1 NOT NULL,
	"details" text,
	"discount_type" text,
	"discount_value" numeric(12, 2),
	"all_discounted" boolean DEFAULT true NOT NULL,
	"tip_cents" integer DEFAULT 0 NOT NULL,
	"tip_option" text,
	"credit_card" boolean DEFAULT false NOT NULL,
	"from_client" boolean DEFAULT false NOT NULL,
	"is_accepted" boolean,
	"order_time_delay" integer,
	"soon_as_possible" boolean DEFAULT true NOT NULL,
	"shift_time" timestamp with time zone,
	"delivery_date" date,
	"promotion_id" integer,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"series" text,
	"serial_number" integer,
	"serial" text,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"invalidated_by" integer,
	"invalidated_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD CONSTRAINT "loyalty_points_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD CONSTRAINT "loyalty_points_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_item_options" ADD CONSTRAINT "request_item_options_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_item_options" ADD CONSTRAINT "request_item_options_request_item_id_request_items_id_fk" FOREIGN KEY ("request_item_id") REFERENCES "public"."request_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_round_id_request_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."request_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_rounds" ADD CONSTRAINT "request_rounds_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_rounds" ADD CONSTRAINT "request_rounds_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_serials" ADD CONSTRAINT "request_serials_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_points_client" ON "loyalty_points" USING btree ("local_id","client_id");--> statement-breakpoint
CREATE INDEX "payments_request" ON "payments" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "payments_local_created" ON "payments" USING btree ("local_id","created_at");--> statement-breakpoint
CREATE INDEX "print_jobs_pending" ON "print_jobs" USING btree ("local_id","id") WHERE "print_jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "request_events_request" ON "request_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "request_item_options_item" ON "request_item_options" USING btree ("request_item_id","id");--> statement-breakpoint
CREATE INDEX "request_items_request" ON "request_items" USING btree ("request_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "request_rounds_number" ON "request_rounds" USING btree ("request_id","number");--> statement-breakpoint
CREATE INDEX "requests_local_created" ON "requests" USING btree ("local_id","created_at");--> statement-breakpoint
CREATE INDEX "requests_local_open" ON "requests" USING btree ("local_id","kind","id") WHERE "requests"."status" in ('required', 'solicitado');--> statement-breakpoint
CREATE UNIQUE INDEX "requests_open_table" ON "requests" USING btree ("table_id") WHERE "requests"."kind" = 'local' and "requests"."status" in ('required', 'solicitado');--> statement-breakpoint
CREATE UNIQUE INDEX "requests_serial" ON "requests" USING btree ("local_id","series","serial_number");--> statement-breakpoint
CREATE INDEX "requests_client" ON "requests" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "requests_shift_time" ON "requests" USING btree ("local_id","shift_time");