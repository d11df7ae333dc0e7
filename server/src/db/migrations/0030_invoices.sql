ALTER TABLE "invoices" ADD COLUMN "pay_reference" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_pay_reference_unique" UNIQUE("pay_reference");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_dealer_number_unique" UNIQUE("dealer_id","number");