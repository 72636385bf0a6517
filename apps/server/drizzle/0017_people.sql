CREATE TABLE "time_tracking_corrections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_tracking_corrections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"corrected_by_id" integer NOT NULL,
	"reason" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_tracking_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_tracking_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"local_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text DEFAULT 'work' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "time_tracking_corrections" ADD CONSTRAINT "time_tracking_corrections_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_tracking_corrections" ADD CONSTRAINT "time_tracking_corrections_session_id_time_tracking_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."time_tracking_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_tracking_sessions" ADD CONSTRAINT "time_tracking_sessions_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_tracking_corrections_session" ON "time_tracking_corrections" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "time_tracking_open" ON "time_tracking_sessions" USING btree ("local_id","user_id","kind") WHERE "time_tracking_sessions"."end_time" is null;--> statement-breakpoint
CREATE INDEX "time_tracking_local_start" ON "time_tracking_sessions" USING btree ("local_id","start_time");