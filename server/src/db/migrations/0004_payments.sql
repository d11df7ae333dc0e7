CREATE TABLE "accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer,
	"number" text NOT NULL,
	"mfo" text NOT NULL,
	"name" text NOT NULL,
	"currency" text DEFAULT 'UZS' NOT NULL,
	"kind" text DEFAULT 'current' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"gl_code" text NOT NULL,
	"opening_date" date NOT NULL,
	"closing_date" date,
	"opening_balance" bigint DEFAULT 0 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"reserved" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "accounts_number_mfo_unique" UNIQUE("number","mfo"),
	CONSTRAINT "accounts_number_format" CHECK (number ~ '^([0-9]{25}|[0-9]{27})$'),
	CONSTRAINT "accounts_balance_not_negative" CHECK ("accounts"."balance" >= 0),
	CONSTRAINT "accounts_opening_balance_not_negative" CHECK ("accounts"."opening_balance" >= 0),
	CONSTRAINT "accounts_reserved_not_negative" CHECK ("accounts"."reserved" >= 0),
	CONSTRAINT "accounts_kind" CHECK ("accounts"."kind" in ('current', 'corp_card', 'clearing', 'correspondent')),
	CONSTRAINT "accounts_state" CHECK ("accounts"."state" in ('open', 'closed')),
	CONSTRAINT "accounts_gl_code_format" CHECK ("accounts"."gl_code" ~ '^[0-9]{5}$'),
	CONSTRAINT "accounts_client_has_org" CHECK ("accounts"."kind" not in ('current', 'corp_card') or "accounts"."organization_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "budget_recipients" (
	"account" text PRIMARY KEY NOT NULL,
	"inn" text NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"district" text NOT NULL,
	CONSTRAINT "budget_recipients_account_format" CHECK ("budget_recipients"."account" ~ '^[0-9]{27}$'),
	CONSTRAINT "budget_recipients_inn_format" CHECK ("budget_recipients"."inn" ~ '^[0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "corporate_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "corporate_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"pan" text NOT NULL,
	"holder" text NOT NULL,
	"expiry" text NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	CONSTRAINT "corporate_cards_pan_unique" UNIQUE("pan"),
	CONSTRAINT "corporate_cards_pan_format" CHECK ("corporate_cards"."pan" ~ '^[0-9]{16}$'),
	CONSTRAINT "corporate_cards_expiry_format" CHECK ("corporate_cards"."expiry" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" text NOT NULL,
	"payment_id" integer,
	"account_id" integer NOT NULL,
	"debit" bigint DEFAULT 0 NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_one_side" CHECK (("ledger_entries"."debit" > 0 and "ledger_entries"."credit" = 0) or ("ledger_entries"."debit" = 0 and "ledger_entries"."credit" > 0))
);
--> statement-breakpoint
CREATE TABLE "payment_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"status_id" smallint NOT NULL,
	"version" integer NOT NULL,
	"comment" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"letter" text NOT NULL,
	"key_serial" text NOT NULL,
	"version" integer NOT NULL,
	"digest" text NOT NULL,
	"cipher" text NOT NULL,
	"message" text NOT NULL,
	"signer_version" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "payment_signatures_letter" CHECK ("payment_signatures"."letter" in ('A', 'B'))
);
--> statement-breakpoint
CREATE TABLE "payment_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"template_name" text NOT NULL,
	"type" smallint NOT NULL,
	"account" text NOT NULL,
	"mfo" text NOT NULL,
	"r_account" text NOT NULL,
	"r_mfo" text NOT NULL,
	"r_inn" text,
	"r_name" text NOT NULL,
	"r_account_25" text,
	"r_account_27" text,
	"r_inn_27" text,
	"corp_card" text,
	"r_pinfl" text,
	"sum" bigint,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"second_signature" boolean DEFAULT false NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_templates_sum_positive" CHECK ("payment_templates"."sum" is null or "payment_templates"."sum" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"client_reference" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"type" smallint NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"account_id" integer NOT NULL,
	"account" text NOT NULL,
	"mfo" text NOT NULL,
	"r_account" text NOT NULL,
	"r_mfo" text NOT NULL,
	"r_inn" text,
	"r_name" text NOT NULL,
	"r_account_25" text,
	"r_account_27" text,
	"r_inn_27" text,
	"corp_card" text,
	"pinfl" text,
	"r_pinfl" text,
	"sum" bigint NOT NULL,
	"currency" text DEFAULT 'UZS' NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"second_signature" boolean DEFAULT false NOT NULL,
	"error_bank" text,
	"error_cb" text,
	"reject_reason" text,
	"upid" text NOT NULL,
	"os" text,
	"icon" text DEFAULT 'web' NOT NULL,
	"authorized_by" integer,
	"authorized_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payments_org_client_reference_unique" UNIQUE("organization_id","client_reference"),
	CONSTRAINT "payments_sum_positive" CHECK ("payments"."sum" > 0),
	CONSTRAINT "payments_status" CHECK ("payments"."status_id" between 1 and 8),
	CONSTRAINT "payments_type" CHECK ("payments"."type" between 1 and 5),
	CONSTRAINT "payments_account_format" CHECK (account ~ '^([0-9]{25}|[0-9]{27})$'),
	CONSTRAINT "payments_r_account_format" CHECK (r_account ~ '^([0-9]{25}|[0-9]{27})$'),
	CONSTRAINT "payments_mfo_format" CHECK ("payments"."mfo" ~ '^[0-9]{5}$' and "payments"."r_mfo" ~ '^[0-9]{5}$'),
	CONSTRAINT "payments_r_account_25_format" CHECK ("payments"."r_account_25" is null or "payments"."r_account_25" ~ '^[0-9]{25}$'),
	CONSTRAINT "payments_r_account_27_format" CHECK ("payments"."r_account_27" is null or "payments"."r_account_27" ~ '^[0-9]{27}$'),
	CONSTRAINT "payments_r_inn_format" CHECK ("payments"."r_inn" is null or "payments"."r_inn" ~ '^[0-9]{9}$'),
	CONSTRAINT "payments_version_positive" CHECK ("payments"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "purpose_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"name_uz" text NOT NULL,
	"types" smallint[] NOT NULL,
	CONSTRAINT "purpose_codes_format" CHECK ("purpose_codes"."code" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_mfo_banks_mfo_fk" FOREIGN KEY ("mfo") REFERENCES "public"."banks"("mfo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_cards" ADD CONSTRAINT "corporate_cards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_logs" ADD CONSTRAINT "payment_logs_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_logs" ADD CONSTRAINT "payment_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_signatures" ADD CONSTRAINT "payment_signatures_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_signatures" ADD CONSTRAINT "payment_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_templates" ADD CONSTRAINT "payment_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_templates" ADD CONSTRAINT "payment_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_r_mfo_banks_mfo_fk" FOREIGN KEY ("r_mfo") REFERENCES "public"."banks"("mfo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_code_purpose_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."purpose_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_authorized_by_users_id_fk" FOREIGN KEY ("authorized_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_org_idx" ON "accounts" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "corporate_cards_account_idx" ON "corporate_cards" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payment_logs_payment_idx" ON "payment_logs" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_signatures_live_unique" ON "payment_signatures" USING btree ("payment_id","version","letter") WHERE "payment_signatures"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "payment_templates_org_idx" ON "payment_templates" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "payments_org_status_idx" ON "payments" USING btree ("organization_id","status_id");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status_id");