CREATE TABLE "credit_schedule_rows" (
	"credit_id" integer NOT NULL,
	"n" smallint NOT NULL,
	"date" date NOT NULL,
	"days" smallint NOT NULL,
	"opening" bigint NOT NULL,
	"principal" bigint NOT NULL,
	"interest" bigint NOT NULL,
	"paid_at" date,
	CONSTRAINT "credit_schedule_rows_amounts" CHECK ("credit_schedule_rows"."principal" >= 0 and "credit_schedule_rows"."interest" >= 0 and "credit_schedule_rows"."opening" >= 0)
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"contract_number" text NOT NULL,
	"product_name" text NOT NULL,
	"currency" text NOT NULL,
	"contract_date" date NOT NULL,
	"close_date" date NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"accrued_interest" bigint DEFAULT 0 NOT NULL,
	"account_id" integer NOT NULL,
	CONSTRAINT "deposits_contract_number_unique" UNIQUE("contract_number"),
	CONSTRAINT "deposits_amount" CHECK ("deposits"."amount" > 0 and "deposits"."accrued_interest" >= 0),
	CONSTRAINT "deposits_dates" CHECK ("deposits"."close_date" > "deposits"."contract_date"),
	CONSTRAINT "deposits_rate" CHECK ("deposits"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "overdraft_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "overdraft_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"number" text NOT NULL,
	"amount" bigint NOT NULL,
	"term_months" smallint NOT NULL,
	"status" smallint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"signed_by" integer,
	"signed_at" timestamp with time zone,
	"signed_version" integer,
	"signature" text,
	"sent_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"refuse_reason" text,
	"valid_to" date,
	CONSTRAINT "overdraft_applications_amount" CHECK ("overdraft_applications"."amount" > 0),
	CONSTRAINT "overdraft_applications_term" CHECK ("overdraft_applications"."term_months" between 1 and 12),
	CONSTRAINT "overdraft_applications_status" CHECK ("overdraft_applications"."status" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_balance_not_negative";--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind";--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_client_has_org";--> statement-breakpoint
ALTER TABLE "credits" ADD COLUMN "schedule_kind" text DEFAULT 'annuity' NOT NULL;--> statement-breakpoint
ALTER TABLE "credits" ADD COLUMN "late_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credits" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "overdraft_limit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_schedule_rows" ADD CONSTRAINT "credit_schedule_rows_credit_id_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overdraft_applications" ADD CONSTRAINT "overdraft_applications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overdraft_applications" ADD CONSTRAINT "overdraft_applications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overdraft_applications" ADD CONSTRAINT "overdraft_applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overdraft_applications" ADD CONSTRAINT "overdraft_applications_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overdraft_applications" ADD CONSTRAINT "overdraft_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_schedule_rows_pk" ON "credit_schedule_rows" USING btree ("credit_id","n");--> statement-breakpoint
CREATE INDEX "deposits_org_idx" ON "deposits" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "overdraft_applications_org_idx" ON "overdraft_applications" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "overdraft_applications_account_idx" ON "overdraft_applications" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_schedule_kind" CHECK ("credits"."schedule_kind" in ('annuity', 'equal_principal'));--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_late_fee" CHECK ("credits"."late_fee" >= 0);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_balance_within_overdraft" CHECK ("accounts"."balance" + "accounts"."overdraft_limit" >= 0);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_overdraft_limit_not_negative" CHECK ("accounts"."overdraft_limit" >= 0);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind" CHECK ("accounts"."kind" in ('current', 'corp_card', 'clearing', 'correspondent', 'position', 'loan', 'deposit'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_client_has_org" CHECK ("accounts"."kind" not in ('current', 'corp_card', 'loan', 'deposit') or "accounts"."organization_id" is not null);