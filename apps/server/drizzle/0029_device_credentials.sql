CREATE TABLE "device_credentials" (
	"local_id" integer PRIMARY KEY NOT NULL,
	"dojo_url" text,
	"dojo_api_key_enc" text,
	"dojo_software_house_id" text,
	"dojo_reseller_id" text,
	"cashmatic_url" text,
	"cashmatic_username" text,
	"cashmatic_password_enc" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_credentials" ADD CONSTRAINT "device_credentials_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;
