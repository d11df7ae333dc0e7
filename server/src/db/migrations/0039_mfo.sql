ALTER TABLE "banks" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;