CREATE TABLE "tariff_agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tariff_agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"agr_num" text NOT NULL,
	"account_id" integer NOT NULL,
	"tariff_id" integer NOT NULL,
	"signed_on" date NOT NULL,
	"tariff_since" date NOT NULL,
	CONSTRAINT "tariff_agreements_agr_num_unique" UNIQUE("agr_num"),
	CONSTRAINT "tariff_agreements_agr_num" CHECK ("tariff_agreements"."agr_num" ~ '^[0-9A-Za-z-]{3,30}$')
);
--> statement-breakpoint
CREATE TABLE "tariff_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tariff_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"from_tariff_id" integer NOT NULL,
	"to_tariff_id" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "tariff_applications_status" CHECK ("tariff_applications"."status" in ('sent', 'accepted', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "tariff_commissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tariff_commissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tariff_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"name_uz" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint,
	"rate_bp" integer,
	"min_amount" bigint,
	CONSTRAINT "tariff_commissions_code_unique" UNIQUE("code"),
	CONSTRAINT "tariff_commissions_kind" CHECK ("tariff_commissions"."kind" in ('fixed', 'percent'))
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tariffs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"name_uz" text NOT NULL,
	"monthly_fee" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "tariffs_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pay_reference" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tariff_agreements" ADD CONSTRAINT "tariff_agreements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_agreements" ADD CONSTRAINT "tariff_agreements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_agreements" ADD CONSTRAINT "tariff_agreements_tariff_id_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_applications" ADD CONSTRAINT "tariff_applications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_applications" ADD CONSTRAINT "tariff_applications_agreement_id_tariff_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."tariff_agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_applications" ADD CONSTRAINT "tariff_applications_from_tariff_id_tariffs_id_fk" FOREIGN KEY ("from_tariff_id") REFERENCES "public"."tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_applications" ADD CONSTRAINT "tariff_applications_to_tariff_id_tariffs_id_fk" FOREIGN KEY ("to_tariff_id") REFERENCES "public"."tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_applications" ADD CONSTRAINT "tariff_applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_applications" ADD CONSTRAINT "tariff_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_commissions" ADD CONSTRAINT "tariff_commissions_tariff_id_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tariff_agreements_org_idx" ON "tariff_agreements" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "tariff_applications_org_idx" ON "tariff_applications" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "tariff_applications_status_idx" ON "tariff_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "tariff_commissions_tariff_idx" ON "tariff_commissions" USING btree ("tariff_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_pay_reference_unique" UNIQUE("pay_reference");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_dealer_number_unique" UNIQUE("dealer_id","number");