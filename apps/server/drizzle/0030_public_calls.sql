CREATE TABLE "public_calls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "public_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"caller" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "booking_public_calls" CASCADE;--> statement-breakpoint
DROP TABLE "carta_calls" CASCADE;--> statement-breakpoint
CREATE INDEX "public_calls_caller" ON "public_calls" USING btree ("caller","kind","created_at");