CREATE TABLE "salary_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"contract_id" integer,
	"card_code" text NOT NULL,
	"pan_token" text NOT NULL,
	"pan_masked" text NOT NULL,
	"card_account_id" integer NOT NULL,
	"con_num" text NOT NULL,
	"full_name" text NOT NULL,
	"embossed_name" text NOT NULL,
	"phone" text NOT NULL,
	"state_code" text DEFAULT 'issued' NOT NULL,
	"date_begin" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "salary_cards_pan_token_unique" UNIQUE("pan_token"),
	CONSTRAINT "salary_cards_account_unique" UNIQUE("card_account_id"),
	CONSTRAINT "salary_cards_state" CHECK ("salary_cards"."state_code" in ('issued', 'active', 'blocked')),
	CONSTRAINT "salary_cards_pan_token_format" CHECK ("salary_cards"."pan_token" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "salary_cards_pan_masked_format" CHECK ("salary_cards"."pan_masked" ~ '^[0-9]{4} [0-9]{2}\*\* \*{4} [0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "wage_card_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wage_card_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"client_reference" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"card_code" text NOT NULL,
	"contract_id" integer NOT NULL,
	"bsc" text,
	"mode" text NOT NULL,
	"document_series" text,
	"document_number" text,
	"birthdate" date,
	"phone" text,
	"pan_token" text,
	"pan_masked" text,
	"full_name" text,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"error_bank" text,
	"card_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "wage_card_orders_org_reference_unique" UNIQUE("organization_id","client_reference"),
	CONSTRAINT "wage_card_orders_status" CHECK ("wage_card_orders"."status_id" in (1, 2, 3, 4, 8, 9)),
	CONSTRAINT "wage_card_orders_mode" CHECK ("wage_card_orders"."mode" in ('passport', 'card')),
	CONSTRAINT "wage_card_orders_mode_fields" CHECK (("wage_card_orders"."mode" = 'passport' and "wage_card_orders"."document_series" ~ '^[A-Z]{2}$' and "wage_card_orders"."document_number" ~ '^[0-9]{7}$' and "wage_card_orders"."phone" ~ '^998[0-9]{9}$' and "wage_card_orders"."birthdate" is not null and "wage_card_orders"."pan_token" is null)
        or ("wage_card_orders"."mode" = 'card' and "wage_card_orders"."pan_token" ~ '^[0-9a-f]{64}$' and "wage_card_orders"."document_series" is null)),
	CONSTRAINT "wage_card_orders_version_positive" CHECK ("wage_card_orders"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "wage_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wage_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"card_code" text NOT NULL,
	"contract_id" text NOT NULL,
	"contract_number" text NOT NULL,
	"currency" text DEFAULT 'UZS' NOT NULL,
	"date_begin" date NOT NULL,
	"transit_account_id" integer NOT NULL,
	"bsc" text,
	CONSTRAINT "wage_contracts_contract_id_unique" UNIQUE("contract_id"),
	CONSTRAINT "wage_contracts_contract_id_format" CHECK ("wage_contracts"."contract_id" ~ '^[0-9]{27}$')
);
--> statement-breakpoint
CREATE TABLE "wage_order_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wage_order_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"action" text NOT NULL,
	"status_id" smallint NOT NULL,
	"user_id" integer,
	"comment" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wage_order_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wage_order_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
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
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind";--> statement-breakpoint
ALTER TABLE "salary_cards" ADD CONSTRAINT "salary_cards_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_cards" ADD CONSTRAINT "salary_cards_contract_id_wage_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."wage_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_cards" ADD CONSTRAINT "salary_cards_card_account_id_accounts_id_fk" FOREIGN KEY ("card_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_card_orders" ADD CONSTRAINT "wage_card_orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_card_orders" ADD CONSTRAINT "wage_card_orders_contract_id_wage_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."wage_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_card_orders" ADD CONSTRAINT "wage_card_orders_card_id_salary_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."salary_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_card_orders" ADD CONSTRAINT "wage_card_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_contracts" ADD CONSTRAINT "wage_contracts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_contracts" ADD CONSTRAINT "wage_contracts_transit_account_id_accounts_id_fk" FOREIGN KEY ("transit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_order_logs" ADD CONSTRAINT "wage_order_logs_order_id_wage_card_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."wage_card_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_order_logs" ADD CONSTRAINT "wage_order_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_order_signatures" ADD CONSTRAINT "wage_order_signatures_order_id_wage_card_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."wage_card_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_order_signatures" ADD CONSTRAINT "wage_order_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salary_cards_contract_idx" ON "salary_cards" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "salary_cards_org_idx" ON "salary_cards" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "wage_card_orders_org_id_idx" ON "wage_card_orders" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "wage_card_orders_status_idx" ON "wage_card_orders" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "wage_contracts_org_idx" ON "wage_contracts" USING btree ("organization_id","card_code");--> statement-breakpoint
CREATE INDEX "wage_order_logs_order_idx" ON "wage_order_logs" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wage_order_signatures_live_unique" ON "wage_order_signatures" USING btree ("order_id","version") WHERE "wage_order_signatures"."voided_at" is null;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind" CHECK ("accounts"."kind" in ('current', 'corp_card', 'clearing', 'correspondent', 'position', 'lc_cover', 'loan', 'deposit', 'card_transit', 'employee_card'));