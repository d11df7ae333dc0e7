ALTER TABLE "payments" ADD COLUMN "edited_by" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "legal_form" text DEFAULT 'legal_entity' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "dual_control" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_legal_form" CHECK ("organizations"."legal_form" in ('legal_entity', 'sole_proprietor'));--> statement-breakpoint
-- Payments edited before this migration: their last editor, from the payment's own log.
UPDATE "payments" SET "edited_by" = (
  SELECT "user_id" FROM "payment_logs"
  WHERE "payment_logs"."payment_id" = "payments"."id" AND "payment_logs"."action" = 'edit'
  ORDER BY "payment_logs"."at" DESC, "payment_logs"."id" DESC LIMIT 1
);
