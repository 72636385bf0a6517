CREATE TABLE "screens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "screens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tpv_id" integer,
	"show_various" boolean DEFAULT false NOT NULL,
	"modifiers" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_styles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "table_styles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"shape" text DEFAULT 'square' NOT NULL,
	"width" integer DEFAULT 100 NOT NULL,
	"height" integer DEFAULT 100 NOT NULL,
	"seats" integer DEFAULT 4 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tables" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"zone_id" integer NOT NULL,
	"qr" text NOT NULL,
	"style" jsonb NOT NULL,
	"status" text DEFAULT 'available' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashiers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cashiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"printer_id" integer NOT NULL,
	"pulse" integer DEFAULT 200 NOT NULL,
	"port" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "printers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"category" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"main_tpv_id" integer,
	"secondary_tpv_id" integer,
	"zone_id" integer,
	"allow_to_march" boolean DEFAULT false NOT NULL,
	"family_id" integer,
	"printer_width" text DEFAULT '0' NOT NULL,
	"connection" text DEFAULT 'network' NOT NULL,
	"host" text,
	"port" integer DEFAULT 9100 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "printers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "tpv_id" integer;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "main_printer_id" integer;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "style" jsonb DEFAULT '{"width":1200,"height":800}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "screens" ADD CONSTRAINT "screens_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_styles" ADD CONSTRAINT "table_styles_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tables" ADD CONSTRAINT "tables_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tables" ADD CONSTRAINT "tables_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashiers" ADD CONSTRAINT "cashiers_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screens_local" ON "screens" USING btree ("local_id","id") WHERE "screens"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "table_styles_local" ON "table_styles" USING btree ("local_id","id") WHERE "table_styles"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tables_qr" ON "tables" USING btree ("qr");--> statement-breakpoint
CREATE UNIQUE INDEX "tables_zone_name" ON "tables" USING btree ("zone_id",lower("name")) WHERE "tables"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tables_local_zone" ON "tables" USING btree ("local_id","zone_id") WHERE "tables"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cashiers_local" ON "cashiers" USING btree ("local_id","id") WHERE "cashiers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "printers_local" ON "printers" USING btree ("local_id","id") WHERE "printers"."deleted_at" is null;