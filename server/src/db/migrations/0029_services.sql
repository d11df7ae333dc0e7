CREATE TABLE "invest_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invest_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"phone" text NOT NULL,
	"comment" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invest_applications_amount_positive" CHECK ("invest_applications"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "invest_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invest_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"name_uz" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"term_months" integer NOT NULL,
	"min_amount" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "invest_offers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dealer_id" integer NOT NULL,
	"dealer_account_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"due_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"purpose" text NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"payment_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "invoices_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "invoices_amount_positive" CHECK ("invoices"."amount" > 0),
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('issued', 'paid', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "partner_registry" (
	"inn" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"registered_on" date NOT NULL,
	"registration_number" text NOT NULL,
	"address" text NOT NULL,
	"director" text NOT NULL,
	"status" text NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"flag_reason" text,
	"data_date" date NOT NULL,
	CONSTRAINT "partner_registry_inn_format" CHECK ("partner_registry"."inn" ~ '^[0-9]{9}$'),
	CONSTRAINT "partner_registry_status" CHECK ("partner_registry"."status" in ('active', 'liquidating', 'liquidated', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "qr_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qr_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"reference" text NOT NULL,
	"method" text NOT NULL,
	"amount" bigint,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone,
	"payload" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "qr_codes_reference_unique" UNIQUE("reference"),
	CONSTRAINT "qr_codes_method" CHECK ("qr_codes"."method" in ('static', 'dynamic')),
	CONSTRAINT "qr_codes_amount_positive" CHECK ("qr_codes"."amount" is null or "qr_codes"."amount" > 0),
	CONSTRAINT "qr_codes_dynamic_fixed" CHECK ("qr_codes"."method" = 'static' or ("qr_codes"."amount" is not null and "qr_codes"."expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "is_dealer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invest_applications" ADD CONSTRAINT "invest_applications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invest_applications" ADD CONSTRAINT "invest_applications_offer_id_invest_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."invest_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invest_applications" ADD CONSTRAINT "invest_applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_dealer_id_organizations_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_dealer_account_id_accounts_id_fk" FOREIGN KEY ("dealer_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_organizations_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invest_applications_org_idx" ON "invest_applications" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_dealer_idx" ON "invoices" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE INDEX "qr_codes_org_idx" ON "qr_codes" USING btree ("organization_id","created_at");