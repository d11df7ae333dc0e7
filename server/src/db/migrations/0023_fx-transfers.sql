CREATE TABLE "fx_transfer_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fx_transfer_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transfer_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"status_id" smallint NOT NULL,
	"version" integer NOT NULL,
	"comment" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fx_transfer_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fx_transfer_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transfer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"key_serial" text NOT NULL,
	"version" integer NOT NULL,
	"digest" text NOT NULL,
	"cipher" text NOT NULL,
	"message" text NOT NULL,
	"signer_version" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fx_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fx_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"client_reference" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"debit_account_id" integer NOT NULL,
	"debit_account" text NOT NULL,
	"debit_currency" text NOT NULL,
	"credit_account_id" integer NOT NULL,
	"credit_account" text NOT NULL,
	"credit_currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"credit_amount" bigint,
	"debit_rate" bigint,
	"credit_rate" bigint,
	"rate_day" date,
	"purpose" text NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"value_date" date,
	"reject_reason" text,
	"created_by" integer NOT NULL,
	"edited_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"executed_at" timestamp with time zone,
	CONSTRAINT "fx_transfers_org_client_reference_unique" UNIQUE("organization_id","client_reference"),
	CONSTRAINT "fx_transfers_amount_positive" CHECK ("fx_transfers"."amount" > 0),
	CONSTRAINT "fx_transfers_credit_amount_positive" CHECK ("fx_transfers"."credit_amount" is null or "fx_transfers"."credit_amount" > 0),
	CONSTRAINT "fx_transfers_status" CHECK ("fx_transfers"."status_id" between 1 and 5),
	CONSTRAINT "fx_transfers_kind" CHECK ("fx_transfers"."kind" in ('transfer', 'conversion')),
	CONSTRAINT "fx_transfers_accounts_differ" CHECK ("fx_transfers"."debit_account_id" <> "fx_transfers"."credit_account_id"),
	CONSTRAINT "fx_transfers_version_positive" CHECK ("fx_transfers"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind";--> statement-breakpoint
ALTER TABLE "fx_transfer_logs" ADD CONSTRAINT "fx_transfer_logs_transfer_id_fx_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."fx_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_transfer_logs" ADD CONSTRAINT "fx_transfer_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_transfer_signatures" ADD CONSTRAINT "fx_transfer_signatures_transfer_id_fx_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."fx_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_transfer_signatures" ADD CONSTRAINT "fx_transfer_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_transfers" ADD CONSTRAINT "fx_transfers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_transfers" ADD CONSTRAINT "fx_transfers_debit_account_id_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_transfers" ADD CONSTRAINT "fx_transfers_credit_account_id_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_transfers" ADD CONSTRAINT "fx_transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_transfers" ADD CONSTRAINT "fx_transfers_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fx_transfer_logs_transfer_idx" ON "fx_transfer_logs" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fx_transfer_signatures_live_unique" ON "fx_transfer_signatures" USING btree ("transfer_id","version") WHERE "fx_transfer_signatures"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "fx_transfers_org_id_idx" ON "fx_transfers" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "fx_transfers_status_idx" ON "fx_transfers" USING btree ("status_id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind" CHECK ("accounts"."kind" in ('current', 'corp_card', 'clearing', 'correspondent', 'position'));