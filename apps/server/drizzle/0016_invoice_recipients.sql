CREATE TABLE "invoice_recipients" (
	"record_id" integer PRIMARY KEY NOT NULL,
	"local_id" integer NOT NULL,
	"legal_name" text NOT NULL,
	"tax_number" text NOT NULL,
	"address" text,
	"zip" text
);
--> statement-breakpoint
ALTER TABLE "invoice_recipients" ADD CONSTRAINT "invoice_recipients_record_id_invoice_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."invoice_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_recipients" ADD CONSTRAINT "invoice_recipients_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;