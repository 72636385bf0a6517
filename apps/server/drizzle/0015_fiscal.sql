CREATE TABLE "fiscal_chains" (
	"local_id" integer NOT NULL,
	"issuer_nif" text NOT NULL,
	"last_record_id" integer,
	"last_huella" text DEFAULT '' NOT NULL,
	"offline_since" timestamp with time zone,
	"next_send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	CONSTRAINT "fiscal_chains_local_id_issuer_nif_pk" PRIMARY KEY("local_id","issuer_nif")
);
--> statement-breakpoint
CREATE TABLE "fiscal_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fiscal_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"name" text NOT NULL,
	"legal_name" text NOT NULL,
	"tax_number" text NOT NULL,
	"address" text NOT NULL,
	"zip" text NOT NULL,
	"state" text NOT NULL,
	"town" text NOT NULL,
	"country_code" text DEFAULT 'ESP' NOT NULL,
	"territory" text DEFAULT 'SPAIN_OTHER' NOT NULL,
	"provider" text DEFAULT 'aeat' NOT NULL,
	"environment" text DEFAULT 'test' NOT NULL,
	"activated_at" timestamp with time zone,
	"suspended_at" timestamp with time zone,
	"certificate" "bytea",
	"certificate_password_enc" text,
	"certificate_subject" text,
	"certificate_expires_at" timestamp with time zone,
	"fiskaly_api_key" text,
	"fiskaly_api_secret_enc" text,
	"holded_api_key_enc" text,
	"fiskaly_signer_id" text,
	"fiskaly_clients" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"issuer_nif" text NOT NULL,
	"kind" text NOT NULL,
	"invoice_type" text NOT NULL,
	"request_id" integer,
	"tpv_id" integer,
	"series" text NOT NULL,
	"number" integer NOT NULL,
	"num_serie" text NOT NULL,
	"issued_on" text NOT NULL,
	"total_cents" integer NOT NULL,
	"tax_total_cents" integer NOT NULL,
	"previous_id" integer,
	"previous_huella" text NOT NULL,
	"huella" text NOT NULL,
	"generated_at" text NOT NULL,
	"content" jsonb NOT NULL,
	"xml" text NOT NULL,
	"corrects_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"local_id" integer NOT NULL,
	"series" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_series_local_id_series_pk" PRIMARY KEY("local_id","series")
);
--> statement-breakpoint
CREATE TABLE "invoice_submissions" (
	"record_id" integer PRIMARY KEY NOT NULL,
	"local_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"queued" boolean DEFAULT true NOT NULL,
	"incidence" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"error_code" text,
	"error_text" text,
	"external_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fiscal_chains" ADD CONSTRAINT "fiscal_chains_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_configs" ADD CONSTRAINT "fiscal_configs_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_records" ADD CONSTRAINT "invoice_records_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_records" ADD CONSTRAINT "invoice_records_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_series" ADD CONSTRAINT "invoice_series_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_submissions" ADD CONSTRAINT "invoice_submissions_record_id_invoice_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."invoice_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_submissions" ADD CONSTRAINT "invoice_submissions_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_configs_local" ON "fiscal_configs" USING btree ("local_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_records_chain" ON "invoice_records" USING btree ("local_id","issuer_nif","previous_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_records_chain_first" ON "invoice_records" USING btree ("local_id","issuer_nif") WHERE "invoice_records"."previous_id" is null;--> statement-breakpoint
CREATE INDEX "invoice_records_local_issued" ON "invoice_records" USING btree ("local_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_records_request" ON "invoice_records" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "invoice_submissions_queued" ON "invoice_submissions" USING btree ("local_id","queued","record_id");--> statement-breakpoint
CREATE INDEX "invoice_submissions_status" ON "invoice_submissions" USING btree ("local_id","status","record_id");--> statement-breakpoint
CREATE FUNCTION "invoice_records_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoice records are immutable' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_records_no_update" BEFORE UPDATE OR DELETE ON "invoice_records"
  FOR EACH ROW EXECUTE FUNCTION "invoice_records_immutable"();--> statement-breakpoint
CREATE TRIGGER "invoice_records_no_truncate" BEFORE TRUNCATE ON "invoice_records"
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_records_immutable"();
