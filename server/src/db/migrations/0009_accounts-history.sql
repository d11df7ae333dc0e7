CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"numeric" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"name_uz" text NOT NULL,
	"nominal" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "currencies_code_format" CHECK ("currencies"."code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "currencies_numeric_format" CHECK ("currencies"."numeric" ~ '^[0-9]{3}$')
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"day" date NOT NULL,
	"code" text NOT NULL,
	"rate" bigint NOT NULL,
	"buy" bigint NOT NULL,
	"sell" bigint NOT NULL,
	"client_buy" bigint NOT NULL,
	"client_sell" bigint NOT NULL,
	CONSTRAINT "currency_rates_day_code_pk" PRIMARY KEY("day","code"),
	CONSTRAINT "currency_rates_positive" CHECK ("currency_rates"."rate" > 0 and "currency_rates"."buy" > 0 and "currency_rates"."sell" > 0),
	CONSTRAINT "currency_rates_client_positive" CHECK ("currency_rates"."client_buy" > 0 and "currency_rates"."client_sell" > 0)
);
--> statement-breakpoint
CREATE TABLE "foreign_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "foreign_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"reference" text NOT NULL,
	"value_date" date NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"sender_bic" text NOT NULL,
	"receiver_bic" text NOT NULL,
	"ordering_account" text NOT NULL,
	"ordering_name" text NOT NULL,
	"ordering_address" text NOT NULL,
	"beneficiary_account" text NOT NULL,
	"beneficiary_name" text NOT NULL,
	"beneficiary_address" text NOT NULL,
	"remittance" text NOT NULL,
	"charges" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "foreign_transfers_reference_unique" UNIQUE("reference"),
	CONSTRAINT "foreign_transfers_amount_positive" CHECK ("foreign_transfers"."amount" > 0),
	CONSTRAINT "foreign_transfers_charges" CHECK ("foreign_transfers"."charges" in ('OUR', 'SHA', 'BEN')),
	CONSTRAINT "foreign_transfers_bic_format" CHECK ("foreign_transfers"."sender_bic" ~ '^[A-Z0-9]{8}([A-Z0-9]{3})?$' and "foreign_transfers"."receiver_bic" ~ '^[A-Z0-9]{8}([A-Z0-9]{3})?$')
);
--> statement-breakpoint
CREATE TABLE "ledger_details" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"doc_number" text NOT NULL,
	"counterparty_name" text NOT NULL,
	"counterparty_account" text NOT NULL,
	"counterparty_mfo" text NOT NULL,
	"counterparty_inn" text,
	"purpose" text NOT NULL,
	CONSTRAINT "ledger_details_bank_format" CHECK ("ledger_details"."counterparty_mfo" ~ '^([0-9]{5}|[A-Z0-9]{8}([A-Z0-9]{3})?)$'),
	CONSTRAINT "ledger_details_account_format" CHECK ("ledger_details"."counterparty_account" ~ '^[A-Z0-9]{16,34}$')
);
--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_code_currencies_code_fk" FOREIGN KEY ("code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foreign_transfers" ADD CONSTRAINT "foreign_transfers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foreign_transfers" ADD CONSTRAINT "foreign_transfers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foreign_transfers" ADD CONSTRAINT "foreign_transfers_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "foreign_transfers_org_idx" ON "foreign_transfers" USING btree ("organization_id");