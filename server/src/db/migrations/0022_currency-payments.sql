CREATE TABLE "currency_payment_gpi_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currency_payment_gpi_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"uetr" text NOT NULL,
	"seq" smallint NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"from_bic" text NOT NULL,
	"to_bic" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint,
	"currency" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "currency_payment_gpi_steps_seq_unique" UNIQUE("payment_id","seq"),
	CONSTRAINT "currency_payment_gpi_steps_kind" CHECK ("currency_payment_gpi_steps"."kind" in ('sent', 'correspondent', 'credited', 'rejected', 'on_hold')),
	CONSTRAINT "currency_payment_gpi_steps_status" CHECK ("currency_payment_gpi_steps"."status" in ('ACSP', 'ACCC', 'RJCT')),
	CONSTRAINT "currency_payment_gpi_steps_amount" CHECK ("currency_payment_gpi_steps"."amount" >= 0 and ("currency_payment_gpi_steps"."fee" is null or "currency_payment_gpi_steps"."fee" >= 0))
);
--> statement-breakpoint
CREATE TABLE "currency_payment_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currency_payment_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"status_id" smallint NOT NULL,
	"version" integer NOT NULL,
	"comment" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency_payment_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currency_payment_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
	CONSTRAINT "currency_payment_signatures_letter" CHECK ("currency_payment_signatures"."letter" in ('A', 'B'))
);
--> statement-breakpoint
CREATE TABLE "currency_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currency_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"client_reference" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"account_id" integer NOT NULL,
	"account" text NOT NULL,
	"mfo" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"contract_idn" text,
	"contract_number" text NOT NULL,
	"contract_date" date NOT NULL,
	"operation_code" text NOT NULL,
	"partner_country" text NOT NULL,
	"beneficiary_name" text NOT NULL,
	"beneficiary_address" text NOT NULL,
	"beneficiary_account" text NOT NULL,
	"beneficiary_bank_bic" text NOT NULL,
	"beneficiary_bank_name" text NOT NULL,
	"correspondent_bank_bic" text DEFAULT '' NOT NULL,
	"correspondent_bank_name" text DEFAULT '' NOT NULL,
	"charges" text NOT NULL,
	"purpose" text NOT NULL,
	"value_date" date,
	"uetr" text,
	"reference" text,
	"foreign_transfer_id" integer,
	"error_bank" text,
	"created_by" integer NOT NULL,
	"edited_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	CONSTRAINT "currency_payments_uetr_unique" UNIQUE("uetr"),
	CONSTRAINT "currency_payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "currency_payments_org_client_reference_unique" UNIQUE("organization_id","client_reference"),
	CONSTRAINT "currency_payments_amount_positive" CHECK ("currency_payments"."amount" > 0),
	CONSTRAINT "currency_payments_status" CHECK ("currency_payments"."status_id" between 1 and 8),
	CONSTRAINT "currency_payments_charges" CHECK ("currency_payments"."charges" in ('OUR', 'SHA', 'BEN')),
	CONSTRAINT "currency_payments_currency" CHECK ("currency_payments"."currency" ~ '^[A-Z]{3}$' and "currency_payments"."currency" <> 'UZS'),
	CONSTRAINT "currency_payments_bic" CHECK (beneficiary_bank_bic ~ '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
	CONSTRAINT "currency_payments_corr_bic" CHECK (correspondent_bank_bic = '' or correspondent_bank_bic ~ '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
	CONSTRAINT "currency_payments_version_positive" CHECK ("currency_payments"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "currency_payment_gpi_steps" ADD CONSTRAINT "currency_payment_gpi_steps_payment_id_currency_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."currency_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_payment_logs" ADD CONSTRAINT "currency_payment_logs_payment_id_currency_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."currency_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_payment_logs" ADD CONSTRAINT "currency_payment_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_payment_signatures" ADD CONSTRAINT "currency_payment_signatures_payment_id_currency_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."currency_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_payment_signatures" ADD CONSTRAINT "currency_payment_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_payments" ADD CONSTRAINT "currency_payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_payments" ADD CONSTRAINT "currency_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_payments" ADD CONSTRAINT "currency_payments_foreign_transfer_id_foreign_transfers_id_fk" FOREIGN KEY ("foreign_transfer_id") REFERENCES "public"."foreign_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_payments" ADD CONSTRAINT "currency_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_payments" ADD CONSTRAINT "currency_payments_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "currency_payment_gpi_steps_uetr_idx" ON "currency_payment_gpi_steps" USING btree ("uetr");--> statement-breakpoint
CREATE INDEX "currency_payment_logs_payment_idx" ON "currency_payment_logs" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "currency_payment_signatures_live_unique" ON "currency_payment_signatures" USING btree ("payment_id","version","letter") WHERE "currency_payment_signatures"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "currency_payments_org_id_idx" ON "currency_payments" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "currency_payments_status_idx" ON "currency_payments" USING btree ("status_id");