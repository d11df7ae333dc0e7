CREATE TABLE "credit_request_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"version" integer NOT NULL,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "credit_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"number" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"account_id" integer NOT NULL,
	"purpose_type" text NOT NULL,
	"purpose" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'UZS' NOT NULL,
	"asset_price" bigint,
	"own_funds" bigint,
	"vehicle_brand" text,
	"vehicle_year" smallint,
	"term_months" smallint NOT NULL,
	"grace_months" smallint NOT NULL,
	"rate_bp" integer NOT NULL,
	"collateral_type" text NOT NULL,
	"collateral_description" text NOT NULL,
	"collateral_value" bigint NOT NULL,
	"turnover_12m" bigint NOT NULL,
	"branch_mfo" text NOT NULL,
	"phone" text NOT NULL,
	"created_by" integer NOT NULL,
	"edited_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"signed_by" integer,
	"signed_at" timestamp with time zone,
	"signed_version" integer,
	"sign_digest" text,
	"sign_cipher" text,
	"sign_message" text,
	"sign_key_serial" text,
	"sent_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"bank_comment" text,
	"approved_amount" bigint,
	"approved_rate_bp" integer,
	"approved_term_months" smallint,
	"approved_grace_months" smallint,
	"schedule_kind" text,
	CONSTRAINT "credit_requests_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_requests_status" CHECK ("credit_requests"."status" in ('draft', 'signed', 'sent', 'review', 'documents', 'approved', 'refused')),
	CONSTRAINT "credit_requests_purpose_type" CHECK ("credit_requests"."purpose_type" in ('working_capital', 'asset', 'vehicle')),
	CONSTRAINT "credit_requests_collateral" CHECK ("credit_requests"."collateral_type" in ('real_estate', 'vehicle', 'equipment', 'guarantee')),
	CONSTRAINT "credit_requests_amount" CHECK ("credit_requests"."amount" > 0),
	CONSTRAINT "credit_requests_term" CHECK ("credit_requests"."term_months" between 1 and 120 and "credit_requests"."grace_months" >= 0 and "credit_requests"."grace_months" < "credit_requests"."term_months"),
	CONSTRAINT "credit_requests_own_funds" CHECK ("credit_requests"."purpose_type" = 'working_capital' or ("credit_requests"."asset_price" > 0 and "credit_requests"."own_funds" * 100 >= "credit_requests"."asset_price" * 15)),
	CONSTRAINT "credit_requests_vehicle" CHECK ("credit_requests"."purpose_type" <> 'vehicle' or "credit_requests"."vehicle_year" is not null),
	CONSTRAINT "credit_requests_signed" CHECK ("credit_requests"."status" = 'draft' or "credit_requests"."signed_version" = "credit_requests"."version")
);
--> statement-breakpoint
CREATE TABLE "loan_schedule_rows" (
	"loan_id" integer NOT NULL,
	"n" smallint NOT NULL,
	"date" date NOT NULL,
	"principal" bigint NOT NULL,
	"interest" bigint NOT NULL,
	"total" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	CONSTRAINT "loan_schedule_rows_pk" UNIQUE("loan_id","n"),
	CONSTRAINT "loan_schedule_rows_sum" CHECK ("loan_schedule_rows"."total" = "loan_schedule_rows"."principal" + "loan_schedule_rows"."interest" and "loan_schedule_rows"."principal" >= 0 and "loan_schedule_rows"."interest" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"request_id" integer,
	"number" text NOT NULL,
	"product" text NOT NULL,
	"currency" text DEFAULT 'UZS' NOT NULL,
	"amount" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"term_months" smallint NOT NULL,
	"grace_months" smallint NOT NULL,
	"schedule_kind" text NOT NULL,
	"issue_date" date NOT NULL,
	"account_id" integer NOT NULL,
	"funding_account_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loans_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "loans_number_unique" UNIQUE("number"),
	CONSTRAINT "loans_status" CHECK ("loans"."status" in ('active', 'closed')),
	CONSTRAINT "loans_amount" CHECK ("loans"."amount" > 0),
	CONSTRAINT "loans_schedule_kind" CHECK ("loans"."schedule_kind" in ('annuity', 'equal'))
);
--> statement-breakpoint
ALTER TABLE "credit_request_events" ADD CONSTRAINT "credit_request_events_request_id_credit_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."credit_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_request_events" ADD CONSTRAINT "credit_request_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_schedule_rows" ADD CONSTRAINT "loan_schedule_rows_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_request_id_credit_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."credit_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_funding_account_id_accounts_id_fk" FOREIGN KEY ("funding_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_request_events_request_idx" ON "credit_request_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "credit_requests_org_idx" ON "credit_requests" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "credit_requests_status_idx" ON "credit_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "loans_org_idx" ON "loans" USING btree ("organization_id","id");