ALTER TABLE "payments" ADD COLUMN "tendered_cents" integer;--> statement-breakpoint
ALTER TABLE "print_deliveries" ADD COLUMN "box_report_id" integer;--> statement-breakpoint
ALTER TABLE "print_deliveries" ADD COLUMN "document" jsonb;--> statement-breakpoint
ALTER TABLE "print_deliveries" ADD CONSTRAINT "print_deliveries_box_report_id_box_reports_id_fk" FOREIGN KEY ("box_report_id") REFERENCES "public"."box_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requests_local_closed" ON "requests" USING btree ("local_id","closed_at") WHERE "requests"."closed_at" is not null;