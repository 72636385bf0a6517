ALTER TABLE "offers" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "awards" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "promotion_product_id" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "promotion_fixed_cents" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;
