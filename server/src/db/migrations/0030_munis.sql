CREATE TABLE "munis_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "munis_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"name_uz" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "munis_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "munis_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"client_reference" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"supplier_id" integer NOT NULL,
	"settlement_id" integer NOT NULL,
	"debit_account_id" integer NOT NULL,
	"debit_account" text NOT NULL,
	"amount" bigint NOT NULL,
	"purpose" text NOT NULL,
	"fields" jsonb NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"reject_reason" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"executed_at" timestamp with time zone,
	CONSTRAINT "munis_payments_org_client_reference_unique" UNIQUE("organization_id","client_reference"),
	CONSTRAINT "munis_payments_amount_positive" CHECK ("munis_payments"."amount" > 0),
	CONSTRAINT "munis_payments_status" CHECK ("munis_payments"."status_id" between 1 and 5),
	CONSTRAINT "munis_payments_version_positive" CHECK ("munis_payments"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "munis_settlements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "munis_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"region" text NOT NULL,
	"district" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "munis_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "munis_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
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
CREATE TABLE "munis_suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "munis_suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"inn" text NOT NULL,
	"account" text NOT NULL,
	"mfo" text NOT NULL,
	"fields" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "munis_suppliers_inn_unique" UNIQUE("inn"),
	CONSTRAINT "munis_suppliers_inn_format" CHECK ("munis_suppliers"."inn" ~ '^[0-9]{9}$'),
	CONSTRAINT "munis_suppliers_account_format" CHECK ("munis_suppliers"."account" ~ '^[0-9]{20}$'),
	CONSTRAINT "munis_suppliers_mfo_format" CHECK ("munis_suppliers"."mfo" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "munis_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "munis_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"settlement_id" integer NOT NULL,
	"debit_account" text NOT NULL,
	"amount" bigint NOT NULL,
	"purpose" text NOT NULL,
	"fields" jsonb NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "munis_templates_org_supplier_settlement" UNIQUE("organization_id","supplier_id","settlement_id")
);
--> statement-breakpoint
ALTER TABLE "munis_payments" ADD CONSTRAINT "munis_payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "munis_payments" ADD CONSTRAINT "munis_payments_supplier_id_munis_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."munis_suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "munis_payments" ADD CONSTRAINT "munis_payments_settlement_id_munis_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."munis_settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "munis_payments" ADD CONSTRAINT "munis_payments_debit_account_id_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "munis_payments" ADD CONSTRAINT "munis_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "munis_settlements" ADD CONSTRAINT "munis_settlements_supplier_id_munis_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."munis_suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "munis_signatures" ADD CONSTRAINT "munis_signatures_payment_id_munis_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."munis_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "munis_signatures" ADD CONSTRAINT "munis_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "munis_suppliers" ADD CONSTRAINT "munis_suppliers_group_id_munis_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."munis_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "munis_templates" ADD CONSTRAINT "munis_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "munis_templates" ADD CONSTRAINT "munis_templates_supplier_id_munis_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."munis_suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "munis_templates" ADD CONSTRAINT "munis_templates_settlement_id_munis_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."munis_settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "munis_templates" ADD CONSTRAINT "munis_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "munis_payments_org_id_idx" ON "munis_payments" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "munis_payments_status_idx" ON "munis_payments" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "munis_settlements_supplier_idx" ON "munis_settlements" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "munis_signatures_live_unique" ON "munis_signatures" USING btree ("payment_id","version") WHERE "munis_signatures"."voided_at" is null;