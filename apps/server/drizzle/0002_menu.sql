CREATE TABLE "zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "allergens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "allergens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"name_en" text,
	"name_ch" text
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"name_es" text,
	"name_en" text,
	"has_companion" boolean DEFAULT false NOT NULL,
	"has_aggregate" boolean DEFAULT false NOT NULL,
	"is_offer" boolean DEFAULT false NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"customer_active" boolean DEFAULT true NOT NULL,
	"app_text" text,
	"app_text_es" text,
	"app_text_en" text,
	"image" text,
	"order" integer DEFAULT 0 NOT NULL,
	"max_aggregates" integer DEFAULT 0 NOT NULL,
	"parent_id" integer,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "families" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "families_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingredients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ingredients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"price" integer DEFAULT 1 NOT NULL,
	"old_price" integer,
	"tendency" text,
	"description" text,
	"image" text,
	"serial" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"unit" text DEFAULT 'ud' NOT NULL,
	"min_stock" numeric(14, 6) DEFAULT 0 NOT NULL,
	"units_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"iva" numeric(14, 6) DEFAULT 0 NOT NULL,
	"sku" text
);
--> statement-breakpoint
CREATE TABLE "modifiers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modifiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"name_es" text,
	"name_en" text,
	"app_text" text,
	"image" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"min_value" integer DEFAULT 0 NOT NULL,
	"max_value" integer DEFAULT 1 NOT NULL,
	"is_quantifiable" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"modifier_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_es" text,
	"name_en" text,
	"min_value" integer DEFAULT 1 NOT NULL,
	"max_value" integer DEFAULT 1 NOT NULL,
	"is_quantifiable" boolean DEFAULT false NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"unit" text,
	"amount" numeric(14, 6) DEFAULT 0 NOT NULL,
	"ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_id" integer,
	"modifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"name_es" text,
	"name_en" text,
	"price" integer DEFAULT 0 NOT NULL,
	"purchase_price" integer DEFAULT 0 NOT NULL,
	"category_id" integer NOT NULL,
	"allergens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text,
	"description_es" text,
	"description_en" text,
	"modifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" text,
	"stk_uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"serial" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"qty" numeric(14, 6) DEFAULT 1 NOT NULL,
	"qty_existence" numeric(14, 6) DEFAULT 0 NOT NULL,
	"unit" text DEFAULT 'ud' NOT NULL,
	"unit_value" numeric(14, 6) DEFAULT 1 NOT NULL,
	"min_stock" numeric(14, 6) DEFAULT 0 NOT NULL,
	"order_number" integer DEFAULT 0 NOT NULL,
	"order" text DEFAULT 'no_group' NOT NULL,
	"zones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"units_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"iva" numeric(14, 6) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"type" text DEFAULT 'quantity' NOT NULL,
	"value" numeric(14, 6) NOT NULL,
	"unit_reference" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergens" ADD CONSTRAINT "allergens_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifiers" ADD CONSTRAINT "modifiers_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "zones_local" ON "zones" USING btree ("local_id","id") WHERE "zones"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "allergens_local" ON "allergens" USING btree ("local_id","id") WHERE "allergens"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "categories_local" ON "categories" USING btree ("local_id","id") WHERE "categories"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "categories_local_parent" ON "categories" USING btree ("local_id","parent_id","order") WHERE "categories"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "families_local" ON "families" USING btree ("local_id","id") WHERE "families"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ingredients_local" ON "ingredients" USING btree ("local_id","id") WHERE "ingredients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "modifiers_local" ON "modifiers" USING btree ("local_id","id") WHERE "modifiers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "options_local" ON "options" USING btree ("local_id","id") WHERE "options"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "options_local_modifier" ON "options" USING btree ("local_id","modifier_id","order") WHERE "options"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_local" ON "products" USING btree ("local_id","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_local_category" ON "products" USING btree ("local_id","category_id","order_number") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "units_local" ON "units" USING btree ("local_id","id") WHERE "units"."deleted_at" is null;