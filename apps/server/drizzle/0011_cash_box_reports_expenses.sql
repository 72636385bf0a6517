CREATE TABLE "box_report_requests" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"local_id" integer NOT NULL,
	"box_report_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "box_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"serial" text NOT NULL,
	"close_type" text NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone NOT NULL,
	"user_id" integer,
	"tpv_id" integer,
	"figures" jsonb NOT NULL,
	"total_general_cents" integer NOT NULL,
	"total_cash_cents" integer NOT NULL,
	"total_credit_card_cents" integer NOT NULL,
	"base_imp_cents" integer NOT NULL,
	"total_imp_cents" integer NOT NULL,
	"expected_cash_cents" integer NOT NULL,
	"cash_register_cents" integer,
	"unbalance_cents" integer,
	"voided" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"no_sale_openings" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_serials" (
	"local_id" integer NOT NULL,
	"series" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "cash_serials_local_id_series_pk" PRIMARY KEY("local_id","series")
);
--> statement-breakpoint
CREATE TABLE "economic_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "economic_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"serial" text NOT NULL,
	"amount" integer NOT NULL,
	"payment" text DEFAULT 'cash' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"credit_card" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	"box_report_id" integer
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"serial" text NOT NULL,
	"importe" integer NOT NULL,
	"payed_with" text DEFAULT 'cash' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'payed' NOT NULL,
	"user_id" integer,
	"box_report_id" integer
);
--> statement-breakpoint
ALTER TABLE "box_report_requests" ADD CONSTRAINT "box_report_requests_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_report_requests" ADD CONSTRAINT "box_report_requests_box_report_id_box_reports_id_fk" FOREIGN KEY ("box_report_id") REFERENCES "public"."box_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_reports" ADD CONSTRAINT "box_reports_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_serials" ADD CONSTRAINT "cash_serials_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "economic_subscriptions" ADD CONSTRAINT "economic_subscriptions_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "economic_subscriptions" ADD CONSTRAINT "economic_subscriptions_box_report_id_box_reports_id_fk" FOREIGN KEY ("box_report_id") REFERENCES "public"."box_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_box_report_id_box_reports_id_fk" FOREIGN KEY ("box_report_id") REFERENCES "public"."box_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "box_report_requests_report" ON "box_report_requests" USING btree ("box_report_id");--> statement-breakpoint
CREATE INDEX "box_reports_local_end" ON "box_reports" USING btree ("local_id","period_end");--> statement-breakpoint
CREATE INDEX "economic_subscriptions_local" ON "economic_subscriptions" USING btree ("local_id","id") WHERE "economic_subscriptions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "economic_subscriptions_uncounted" ON "economic_subscriptions" USING btree ("local_id") WHERE "economic_subscriptions"."box_report_id" is null;--> statement-breakpoint
CREATE INDEX "expenses_local" ON "expenses" USING btree ("local_id","id") WHERE "expenses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "expenses_uncounted" ON "expenses" USING btree ("local_id") WHERE "expenses"."box_report_id" is null;