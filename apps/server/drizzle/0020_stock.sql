CREATE TABLE "providers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"category" text,
	"serial" text NOT NULL,
	"extras" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"serial" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"extras" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date" date NOT NULL,
	"provider_uuid" uuid NOT NULL,
	"iva" integer DEFAULT 0 NOT NULL,
	"total_price" integer DEFAULT 0 NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"purchase_id" integer,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"serial" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"extras" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date" date NOT NULL,
	"provider_uuid" uuid NOT NULL,
	"stock_uuid" uuid NOT NULL,
	"iva" integer DEFAULT 0 NOT NULL,
	"total_price" integer DEFAULT 0 NOT NULL,
	"payment_type" text,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"purchase_order_id" integer,
	"received_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"description" text,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"warehouse_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"qty" numeric(14, 6) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"qty" numeric(14, 6) NOT NULL,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"request_id" integer,
	"purchase_id" integer,
	"count_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_serials" (
	"local_id" integer NOT NULL,
	"module" text NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_serials_local_id_module_pk" PRIMARY KEY("local_id","module")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"location" text,
	"description" text
);
--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_serials" ADD CONSTRAINT "stock_serials_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "providers_local" ON "providers" USING btree ("local_id","id") WHERE "providers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "providers_uuid" ON "providers" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "purchase_orders_local" ON "purchase_orders" USING btree ("local_id","id") WHERE "purchase_orders"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_uuid" ON "purchase_orders" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "purchases_local" ON "purchases" USING btree ("local_id","id") WHERE "purchases"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_uuid" ON "purchases" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "stock_counts_local" ON "stock_counts" USING btree ("local_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_levels_item" ON "stock_levels" USING btree ("warehouse_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "stock_levels_local" ON "stock_levels" USING btree ("local_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "stock_movements_local" ON "stock_movements" USING btree ("local_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_request" ON "stock_movements" USING btree ("request_id") WHERE "stock_movements"."request_id" is not null;--> statement-breakpoint
CREATE INDEX "warehouses_local" ON "warehouses" USING btree ("local_id","id") WHERE "warehouses"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_uuid" ON "warehouses" USING btree ("uuid");