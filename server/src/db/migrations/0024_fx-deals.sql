CREATE TABLE "fx_deal_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fx_deal_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"status_id" smallint NOT NULL,
	"version" integer NOT NULL,
	"comment" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fx_deal_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fx_deal_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"user_id" integer NOT NULL,
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
CREATE TABLE "fx_deals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fx_deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"client_reference" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"rate_limit" bigint NOT NULL,
	"purpose" text NOT NULL,
	"soum_account_id" integer NOT NULL,
	"fx_account_id" integer NOT NULL,
	"reserved" bigint DEFAULT 0 NOT NULL,
	"exec_rate" bigint,
	"exec_soum" bigint,
	"returned_soum" bigint,
	"reason" text,
	"created_by" integer NOT NULL,
	"edited_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"executed_at" timestamp with time zone,
	CONSTRAINT "fx_deals_org_client_reference_unique" UNIQUE("organization_id","client_reference"),
	CONSTRAINT "fx_deals_type" CHECK ("fx_deals"."type" in ('buy', 'sell')),
	CONSTRAINT "fx_deals_status" CHECK ("fx_deals"."status_id" between 1 and 7),
	CONSTRAINT "fx_deals_amount_positive" CHECK ("fx_deals"."amount" > 0),
	CONSTRAINT "fx_deals_rate_positive" CHECK ("fx_deals"."rate_limit" > 0),
	CONSTRAINT "fx_deals_reserved_not_negative" CHECK ("fx_deals"."reserved" >= 0),
	CONSTRAINT "fx_deals_version_positive" CHECK ("fx_deals"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "fx_deal_logs" ADD CONSTRAINT "fx_deal_logs_deal_id_fx_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."fx_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_deal_logs" ADD CONSTRAINT "fx_deal_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_deal_signatures" ADD CONSTRAINT "fx_deal_signatures_deal_id_fx_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."fx_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_deal_signatures" ADD CONSTRAINT "fx_deal_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_deals" ADD CONSTRAINT "fx_deals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_deals" ADD CONSTRAINT "fx_deals_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_deals" ADD CONSTRAINT "fx_deals_soum_account_id_accounts_id_fk" FOREIGN KEY ("soum_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_deals" ADD CONSTRAINT "fx_deals_fx_account_id_accounts_id_fk" FOREIGN KEY ("fx_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_deals" ADD CONSTRAINT "fx_deals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_deals" ADD CONSTRAINT "fx_deals_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fx_deal_logs_deal_idx" ON "fx_deal_logs" USING btree ("deal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fx_deal_signatures_live_unique" ON "fx_deal_signatures" USING btree ("deal_id","version") WHERE "fx_deal_signatures"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "fx_deals_org_id_idx" ON "fx_deals" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "fx_deals_status_idx" ON "fx_deals" USING btree ("status_id");