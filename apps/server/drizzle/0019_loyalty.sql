CREATE TABLE "awards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "awards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"points" integer NOT NULL,
	"gives" text DEFAULT 'product' NOT NULL,
	"product_id" integer,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"price" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"start_date" date,
	"end_date" date
);
--> statement-breakpoint
ALTER TABLE "offer_uses" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "promotion_code" text;--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD COLUMN "award_id" integer;--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD COLUMN "is_reversal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "awards_local_name" ON "awards" USING btree ("local_id","name") WHERE "awards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "awards_local" ON "awards" USING btree ("local_id","id") WHERE "awards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "offer_uses_request" ON "offer_uses" USING btree ("request_id");
