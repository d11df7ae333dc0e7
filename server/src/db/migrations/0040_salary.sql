CREATE TABLE "salary_statement_rows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_statement_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"statement_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"card_id" integer NOT NULL,
	"pan_masked" text NOT NULL,
	"full_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"deferred_reason" text,
	CONSTRAINT "salary_statement_rows_line_unique" UNIQUE("statement_id","line_no"),
	CONSTRAINT "salary_statement_rows_state" CHECK ("salary_statement_rows"."state" in ('pending', 'credited', 'deferred')),
	CONSTRAINT "salary_statement_rows_amount_positive" CHECK ("salary_statement_rows"."amount" > 0),
	CONSTRAINT "salary_statement_rows_pan_masked_format" CHECK ("salary_statement_rows"."pan_masked" ~ '^[0-9]{4} [0-9]{2}\*\* \*{4} [0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "salary_statement_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_statement_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"statement_id" integer NOT NULL,
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
CREATE TABLE "salary_statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"client_reference" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"number" text NOT NULL,
	"doc_date" date NOT NULL,
	"card_code" text NOT NULL,
	"contract_id" integer NOT NULL,
	"debit_account_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"total_amount" bigint NOT NULL,
	"rows_count" integer NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"reject_reason" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"executed_at" timestamp with time zone,
	CONSTRAINT "salary_statements_org_reference_unique" UNIQUE("organization_id","client_reference"),
	CONSTRAINT "salary_statements_status" CHECK ("salary_statements"."status_id" in (1, 2, 3, 4, 5)),
	CONSTRAINT "salary_statements_source" CHECK ("salary_statements"."source" in ('list', 'file')),
	CONSTRAINT "salary_statements_total_positive" CHECK ("salary_statements"."total_amount" > 0),
	CONSTRAINT "salary_statements_version_positive" CHECK ("salary_statements"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "salary_statement_rows" ADD CONSTRAINT "salary_statement_rows_statement_id_salary_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."salary_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_statement_rows" ADD CONSTRAINT "salary_statement_rows_card_id_salary_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."salary_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_statement_signatures" ADD CONSTRAINT "salary_statement_signatures_statement_id_salary_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."salary_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_statement_signatures" ADD CONSTRAINT "salary_statement_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_statements" ADD CONSTRAINT "salary_statements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_statements" ADD CONSTRAINT "salary_statements_contract_id_wage_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."wage_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_statements" ADD CONSTRAINT "salary_statements_debit_account_id_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_statements" ADD CONSTRAINT "salary_statements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salary_statement_rows_card_idx" ON "salary_statement_rows" USING btree ("card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_statement_signatures_live_unique" ON "salary_statement_signatures" USING btree ("statement_id","version") WHERE "salary_statement_signatures"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "salary_statements_org_id_idx" ON "salary_statements" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "salary_statements_status_idx" ON "salary_statements" USING btree ("status_id");