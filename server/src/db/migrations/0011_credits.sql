CREATE TABLE "credits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"contract_number" text NOT NULL,
	"product_name" text NOT NULL,
	"currency" text NOT NULL,
	"contract_date" date NOT NULL,
	"close_date" date NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"principal" bigint NOT NULL,
	"overdue_principal" bigint DEFAULT 0 NOT NULL,
	"interest" bigint DEFAULT 0 NOT NULL,
	"overdue_interest" bigint DEFAULT 0 NOT NULL,
	"next_payment_date" date,
	"next_payment_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "credits_contract_number_unique" UNIQUE("contract_number"),
	CONSTRAINT "credits_amounts" CHECK ("credits"."amount" > 0 and "credits"."principal" >= 0 and "credits"."principal" <= "credits"."amount"),
	CONSTRAINT "credits_overdue" CHECK ("credits"."overdue_principal" >= 0 and "credits"."overdue_principal" <= "credits"."principal" and "credits"."interest" >= 0 and "credits"."overdue_interest" >= 0),
	CONSTRAINT "credits_dates" CHECK ("credits"."close_date" > "credits"."contract_date"),
	CONSTRAINT "credits_rate" CHECK ("credits"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credits_org_idx" ON "credits" USING btree ("organization_id");