CREATE TABLE "report_stale_slots" (
	"local_id" integer NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	CONSTRAINT "report_stale_slots_local_id_slot_pk" PRIMARY KEY("local_id","slot")
);
--> statement-breakpoint
CREATE TABLE "report_summary_days" (
	"local_id" integer NOT NULL,
	"day" date NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "report_summary_days_local_id_day_pk" PRIMARY KEY("local_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_day_orders" (
	"local_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"hour" integer NOT NULL,
	"orders" integer NOT NULL,
	"collected" numeric NOT NULL,
	"total" numeric NOT NULL,
	"tips" numeric NOT NULL,
	"discounts" numeric NOT NULL,
	"covers" integer NOT NULL,
	"invitations" numeric NOT NULL,
	"discounted_orders" integer NOT NULL,
	"tipped_orders" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_day_people" (
	"local_id" integer NOT NULL,
	"day" date NOT NULL,
	"worker_id" integer,
	"client_id" integer,
	"closed_by" integer,
	"orders" integer NOT NULL,
	"collected" numeric NOT NULL,
	"discounts" numeric NOT NULL,
	"discounted_orders" integer NOT NULL,
	"invitations" integer NOT NULL,
	"invitations_total" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_day_payments" (
	"local_id" integer NOT NULL,
	"day" date NOT NULL,
	"method" text NOT NULL,
	"payments" integer NOT NULL,
	"amount" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_day_products" (
	"local_id" integer NOT NULL,
	"day" date NOT NULL,
	"worker_id" integer,
	"product_id" integer,
	"category_id" integer,
	"name" text NOT NULL,
	"orders" integer NOT NULL,
	"product_orders" integer NOT NULL,
	"qty" numeric NOT NULL,
	"total" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_day_categories" (
	"local_id" integer NOT NULL,
	"day" date NOT NULL,
	"category_id" integer,
	"orders" integer NOT NULL,
	"qty" numeric NOT NULL,
	"total" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_day_options" (
	"local_id" integer NOT NULL,
	"day" date NOT NULL,
	"option_id" integer NOT NULL,
	"name" text NOT NULL,
	"orders" integer NOT NULL,
	"qty" numeric NOT NULL,
	"total" numeric NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_stale_slots" ADD CONSTRAINT "report_stale_slots_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_summary_days" ADD CONSTRAINT "report_summary_days_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_day_orders" ADD CONSTRAINT "report_day_orders_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_day_people" ADD CONSTRAINT "report_day_people_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_day_payments" ADD CONSTRAINT "report_day_payments_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_day_products" ADD CONSTRAINT "report_day_products_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_day_categories" ADD CONSTRAINT "report_day_categories_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_day_options" ADD CONSTRAINT "report_day_options_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_day_orders_day" ON "report_day_orders" USING btree ("local_id","day");--> statement-breakpoint
CREATE INDEX "report_day_people_day" ON "report_day_people" USING btree ("local_id","day");--> statement-breakpoint
CREATE INDEX "report_day_payments_day" ON "report_day_payments" USING btree ("local_id","day");--> statement-breakpoint
CREATE INDEX "report_day_products_day" ON "report_day_products" USING btree ("local_id","day");--> statement-breakpoint
CREATE INDEX "report_day_categories_day" ON "report_day_categories" USING btree ("local_id","day");--> statement-breakpoint
CREATE INDEX "report_day_options_day" ON "report_day_options" USING btree ("local_id","day");--> statement-breakpoint
-- Every write that can change a sold order's figures marks the quarter hour it was closed in
-- (before and after the change) as stale, in the writer's own transaction; a quarter hour never
-- straddles a local midnight (every zone's offset is a whole number of quarter hours), so the
-- reports know which of the local's days to recompute in any time zone. The writer keeps a
-- KEY SHARE lock on the mark until it commits (writers do not block each other): a report that
-- recomputes the day deletes the mark first, so it waits for the writer and then sees its change;
-- a mark deleted under the writer's feet is inserted again.
CREATE FUNCTION "report_slot"("closed" timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT to_timestamp(floor(extract(epoch FROM "closed") / 900) * 900)
$$;
--> statement-breakpoint
CREATE FUNCTION "report_mark_stale"("local" integer, "closed" timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "closed" IS NULL THEN
    RETURN;
  END IF;
  LOOP
    INSERT INTO "report_stale_slots" ("local_id", "slot") VALUES ("local", "report_slot"("closed"))
    ON CONFLICT DO NOTHING;
    PERFORM 1 FROM "report_stale_slots"
     WHERE "local_id" = "local" AND "slot" = "report_slot"("closed") FOR KEY SHARE;
    EXIT WHEN FOUND;
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "report_stale_request"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "report_mark_stale"(OLD."local_id", OLD."closed_at");
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR "report_slot"(OLD."closed_at") IS DISTINCT FROM "report_slot"(NEW."closed_at")) THEN
    PERFORM "report_mark_stale"(NEW."local_id", NEW."closed_at");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "report_stale_request_child"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "report_mark_stale"(r."local_id", r."closed_at") FROM "requests" r
   WHERE r."closed_at" IS NOT NULL AND r."id" IN (OLD."request_id", NEW."request_id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "report_stale_request_item_option"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "report_mark_stale"(r."local_id", r."closed_at")
     FROM "request_items" li JOIN "requests" r ON r."id" = li."request_id"
    WHERE r."closed_at" IS NOT NULL AND li."id" IN (OLD."request_item_id", NEW."request_item_id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "report_stale_requests" AFTER INSERT OR UPDATE OR DELETE ON "requests"
  FOR EACH ROW EXECUTE FUNCTION "report_stale_request"();
--> statement-breakpoint
CREATE TRIGGER "report_stale_request_items" AFTER INSERT OR UPDATE OR DELETE ON "request_items"
  FOR EACH ROW EXECUTE FUNCTION "report_stale_request_child"();
--> statement-breakpoint
CREATE TRIGGER "report_stale_payments" AFTER INSERT OR UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "report_stale_request_child"();
--> statement-breakpoint
CREATE TRIGGER "report_stale_request_item_options" AFTER INSERT OR UPDATE OR DELETE ON "request_item_options"
  FOR EACH ROW EXECUTE FUNCTION "report_stale_request_item_option"();
--> statement-breakpoint
CREATE INDEX "requests_local_invalidated" ON "requests" USING btree ("local_id","invalidated_at") WHERE "requests"."invalidated_at" is not null;--> statement-breakpoint
CREATE INDEX "request_items_local_deleted" ON "request_items" USING btree ("local_id","deleted_at") WHERE "request_items"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "requests_local_history" ON "requests" USING btree ("local_id",coalesce("closed_at", "created_at"));
