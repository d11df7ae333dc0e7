CREATE TABLE "insurance_companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "insurance_companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"image" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"rate_factor_pct" integer DEFAULT 100 NOT NULL,
	"max_insured" bigint NOT NULL,
	"policy_series" text NOT NULL,
	"inn" text NOT NULL,
	"account" text NOT NULL,
	"mfo" text NOT NULL,
	CONSTRAINT "insurance_companies_factor" CHECK ("insurance_companies"."rate_factor_pct" between 50 and 200),
	CONSTRAINT "insurance_companies_inn" CHECK ("insurance_companies"."inn" ~ '^[0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "insurance_company_excluded_regions" (
	"company_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	CONSTRAINT "insurance_company_excluded_regions_pk" UNIQUE("company_id","region_id")
);
--> statement-breakpoint
CREATE TABLE "insurance_districts" (
	"id" integer PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"name_ru" text NOT NULL,
	"name_uz" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_policies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "insurance_policies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"agreement_id" text NOT NULL,
	"agreement_date" date NOT NULL,
	"period_start_date" date NOT NULL,
	"period_end_date" date NOT NULL,
	"premium_amount" bigint NOT NULL,
	"insured_amount" bigint NOT NULL,
	"oked_code" text NOT NULL,
	"okonh_code" text NOT NULL,
	"organization_name" text NOT NULL,
	"inn" text NOT NULL,
	"account" text NOT NULL,
	"mfo" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"region_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"activity_type" text NOT NULL,
	"policy_seria" text NOT NULL,
	"policy_number" text NOT NULL,
	"payment_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "insurance_policies_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "insurance_policies_org_agreement" UNIQUE("organization_id","agreement_id"),
	CONSTRAINT "insurance_policies_number" UNIQUE("policy_seria","policy_number"),
	CONSTRAINT "insurance_policies_amounts" CHECK ("insurance_policies"."premium_amount" > 0 and "insurance_policies"."insured_amount" >= 100000),
	CONSTRAINT "insurance_policies_period" CHECK ("insurance_policies"."period_end_date" > "insurance_policies"."period_start_date")
);
--> statement-breakpoint
CREATE TABLE "insurance_profiles" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"oked_code" text NOT NULL,
	"okonh_code" text NOT NULL,
	"activity_type" text NOT NULL,
	"address" text NOT NULL,
	CONSTRAINT "insurance_profiles_oked" CHECK ("insurance_profiles"."oked_code" ~ '^[0-9]{5}$'),
	CONSTRAINT "insurance_profiles_okonh" CHECK ("insurance_profiles"."okonh_code" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "insurance_regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_ru" text NOT NULL,
	"name_uz" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insured_cars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "insured_cars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"gov_number" text NOT NULL,
	"vehicle_model" text NOT NULL,
	"company_id" integer NOT NULL,
	"policy_number" text NOT NULL,
	"policy_type" text NOT NULL,
	"drivers" jsonb NOT NULL,
	"policy_start_date" date NOT NULL,
	"policy_end_date" date NOT NULL,
	"insurance_premium" bigint NOT NULL,
	"insurance_sum" bigint NOT NULL,
	CONSTRAINT "insured_cars_org_number" UNIQUE("organization_id","gov_number"),
	CONSTRAINT "insured_cars_policy_type" CHECK ("insured_cars"."policy_type" in ('limited', 'unlimited'))
);
--> statement-breakpoint
CREATE TABLE "referral_agents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_agents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"organization_id" integer,
	"promo_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_agents_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "referral_agents_promo_code_unique" UNIQUE("promo_code")
);
--> statement-breakpoint
CREATE TABLE "referral_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"source" text NOT NULL,
	"organization_name" text NOT NULL,
	"inn" text NOT NULL,
	"phone" text NOT NULL,
	"contact_name" text NOT NULL,
	"organization_id" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"payout_paid_at" timestamp with time zone,
	"decided_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_applications_inn_unique" UNIQUE("inn"),
	CONSTRAINT "referral_applications_source" CHECK ("referral_applications"."source" in ('landing', 'promo')),
	CONSTRAINT "referral_applications_status" CHECK ("referral_applications"."status" in ('new', 'in_review', 'opened', 'rejected')),
	CONSTRAINT "referral_applications_inn" CHECK ("referral_applications"."inn" ~ '^[0-9]{9}$'),
	CONSTRAINT "referral_applications_payout" CHECK ("referral_applications"."payout" >= 0)
);
--> statement-breakpoint
ALTER TABLE "insurance_companies" ADD CONSTRAINT "insurance_companies_mfo_banks_mfo_fk" FOREIGN KEY ("mfo") REFERENCES "public"."banks"("mfo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_company_excluded_regions" ADD CONSTRAINT "insurance_company_excluded_regions_company_id_insurance_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."insurance_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_company_excluded_regions" ADD CONSTRAINT "insurance_company_excluded_regions_region_id_insurance_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."insurance_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_districts" ADD CONSTRAINT "insurance_districts_region_id_insurance_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."insurance_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_company_id_insurance_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."insurance_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_region_id_insurance_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."insurance_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_district_id_insurance_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."insurance_districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_profiles" ADD CONSTRAINT "insurance_profiles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insured_cars" ADD CONSTRAINT "insured_cars_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insured_cars" ADD CONSTRAINT "insured_cars_company_id_insurance_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."insurance_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_agents" ADD CONSTRAINT "referral_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_agents" ADD CONSTRAINT "referral_agents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_applications" ADD CONSTRAINT "referral_applications_agent_id_referral_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."referral_agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_applications" ADD CONSTRAINT "referral_applications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_applications" ADD CONSTRAINT "referral_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_districts_region_idx" ON "insurance_districts" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "insurance_policies_org_idx" ON "insurance_policies" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_applications_agent_idx" ON "referral_applications" USING btree ("agent_id","created_at");