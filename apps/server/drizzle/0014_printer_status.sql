ALTER TABLE "print_deliveries" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "print_deliveries" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "printer_states" ADD COLUMN "since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "status_check" boolean DEFAULT true NOT NULL;