CREATE TABLE "client_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"client_id" integer NOT NULL,
	"address" text NOT NULL,
	"city" text,
	"town" text,
	"postal_code" text,
	"reference" text,
	"principal" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"dni_cif" text,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, lower(translate("first_name" || ' ' || "last_name" || ' ' || regexp_replace(coalesce("email", ''), '[^a-zA-Z0-9]', ' ', 'g'), 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿ', 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyyy')) || ' ' || regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g') || ' ' || right(regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g'), 9))) STORED
);
--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_addresses_client" ON "client_addresses" USING btree ("local_id","client_id","id") WHERE "client_addresses"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "client_addresses_one_principal" ON "client_addresses" USING btree ("client_id") WHERE "client_addresses"."principal" and "client_addresses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_local" ON "clients" USING btree ("local_id","id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_search" ON "clients" USING gin ("search") WHERE "clients"."deleted_at" is null;