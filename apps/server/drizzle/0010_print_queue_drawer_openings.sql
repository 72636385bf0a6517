CREATE TABLE "drawer_openings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drawer_openings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"cashier_id" integer NOT NULL,
	"tpv_id" integer,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "print_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"job_id" integer,
	"drawer_opening_id" integer,
	"reprint_of" integer,
	"printer_id" integer NOT NULL,
	"escpos" "bytea" NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"copies" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "printer_states" (
	"printer_id" integer PRIMARY KEY NOT NULL,
	"local_id" integer NOT NULL,
	"online" boolean,
	"last_error" text,
	"last_success_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "drawer_openings" ADD CONSTRAINT "drawer_openings_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_openings" ADD CONSTRAINT "drawer_openings_cashier_id_cashiers_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."cashiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_deliveries" ADD CONSTRAINT "print_deliveries_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_deliveries" ADD CONSTRAINT "print_deliveries_job_id_print_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."print_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_deliveries" ADD CONSTRAINT "print_deliveries_drawer_opening_id_drawer_openings_id_fk" FOREIGN KEY ("drawer_opening_id") REFERENCES "public"."drawer_openings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_deliveries" ADD CONSTRAINT "print_deliveries_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printer_states" ADD CONSTRAINT "printer_states_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printer_states" ADD CONSTRAINT "printer_states_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drawer_openings_local" ON "drawer_openings" USING btree ("local_id","created_at");--> statement-breakpoint
CREATE INDEX "print_deliveries_queue" ON "print_deliveries" USING btree ("printer_id","id") WHERE "print_deliveries"."status" <> 'done';--> statement-breakpoint
CREATE INDEX "print_deliveries_local" ON "print_deliveries" USING btree ("local_id","id");--> statement-breakpoint
CREATE INDEX "print_deliveries_job" ON "print_deliveries" USING btree ("job_id");