CREATE TABLE "mail_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mail_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" bytea NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachments_mail" ON "mail_attachments" USING btree ("mail_id","id");
--> statement-breakpoint
CREATE TABLE "till_warehouses" (
	"tpv_id" integer PRIMARY KEY NOT NULL,
	"local_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "till_warehouses" ADD CONSTRAINT "till_warehouses_tpv_id_tpvs_id_fk" FOREIGN KEY ("tpv_id") REFERENCES "public"."tpvs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_warehouses" ADD CONSTRAINT "till_warehouses_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_warehouses" ADD CONSTRAINT "till_warehouses_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;
