CREATE TABLE "payment_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"debtor_organization_id" integer NOT NULL,
	"client_reference" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"account_id" integer NOT NULL,
	"account" text NOT NULL,
	"mfo" text NOT NULL,
	"debtor_account" text NOT NULL,
	"debtor_mfo" text NOT NULL,
	"debtor_inn" text NOT NULL,
	"debtor_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"recalled" bigint DEFAULT 0 NOT NULL,
	"ignored" bigint DEFAULT 0 NOT NULL,
	"partial" boolean DEFAULT false NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"ignore_reason" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_claims_org_client_reference_unique" UNIQUE("organization_id","client_reference"),
	CONSTRAINT "payment_claims_amount_positive" CHECK ("payment_claims"."amount" > 0),
	CONSTRAINT "payment_claims_closed_within_amount" CHECK ("payment_claims"."recalled" >= 0 and "payment_claims"."ignored" >= 0 and "payment_claims"."recalled" + "payment_claims"."ignored" <= "payment_claims"."amount")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "claim_id" integer;--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_debtor_organization_id_organizations_id_fk" FOREIGN KEY ("debtor_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_code_purpose_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."purpose_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_claims_debtor_idx" ON "payment_claims" USING btree ("debtor_organization_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_claim_id_payment_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."payment_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_claim_idx" ON "payments" USING btree ("claim_id");