CREATE TABLE "offer_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"client_id" integer,
	"request_id" integer,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"qr" text,
	"code" text NOT NULL,
	"price" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"description" text,
	"limit_uses" integer,
	"limit_uses_client" integer
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"start_at" text DEFAULT '00:00' NOT NULL,
	"end_at" text DEFAULT '00:00' NOT NULL,
	"order_per_shift" integer,
	"days_closed" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_uses" ADD CONSTRAINT "offer_uses_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_uses" ADD CONSTRAINT "offer_uses_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_uses" ADD CONSTRAINT "offer_uses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_uses_offer_client" ON "offer_uses" USING btree ("offer_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_local_code" ON "offers" USING btree ("local_id","code") WHERE "offers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "offers_local" ON "offers" USING btree ("local_id","id") WHERE "offers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "shifts_local" ON "shifts" USING btree ("local_id","id") WHERE "shifts"."deleted_at" is null;