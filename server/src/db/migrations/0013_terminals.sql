CREATE TABLE "terminal_settlements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminal_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"terminal_id" integer NOT NULL,
	"day" date NOT NULL,
	"amount" bigint NOT NULL,
	"transaction_id" text NOT NULL,
	"credited_at" timestamp with time zone NOT NULL,
	CONSTRAINT "terminal_settlements_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "terminal_settlements_terminal_day_unique" UNIQUE("terminal_id","day"),
	CONSTRAINT "terminal_settlements_amount_positive" CHECK ("terminal_settlements"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "terminal_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminal_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"terminal_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"pan_masked" text NOT NULL,
	"rrn" text NOT NULL,
	"amount" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"status" text NOT NULL,
	"settlement_id" integer,
	CONSTRAINT "terminal_transactions_rrn_unique" UNIQUE("terminal_id","rrn"),
	CONSTRAINT "terminal_transactions_status" CHECK ("terminal_transactions"."status" in ('approved', 'declined', 'reversed')),
	CONSTRAINT "terminal_transactions_pan_masked" CHECK ("terminal_transactions"."pan_masked" ~ '^[0-9]{6}[*]{2,9}[0-9]{4}$'),
	CONSTRAINT "terminal_transactions_amount_positive" CHECK ("terminal_transactions"."amount" > 0),
	CONSTRAINT "terminal_transactions_commission_range" CHECK ("terminal_transactions"."commission" >= 0 and "terminal_transactions"."commission" <= "terminal_transactions"."amount"),
	CONSTRAINT "terminal_transactions_settled_approved" CHECK ("terminal_transactions"."settlement_id" is null or "terminal_transactions"."status" = 'approved')
);
--> statement-breakpoint
CREATE TABLE "terminals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"code" text NOT NULL,
	"merchant_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"commission_bp" integer NOT NULL,
	CONSTRAINT "terminals_code_unique" UNIQUE("code"),
	CONSTRAINT "terminals_code_format" CHECK ("terminals"."code" ~ '^[A-Z0-9]{8}$'),
	CONSTRAINT "terminals_merchant_format" CHECK ("terminals"."merchant_id" ~ '^[0-9]{15}$'),
	CONSTRAINT "terminals_commission_range" CHECK ("terminals"."commission_bp" between 0 and 1000)
);
--> statement-breakpoint
ALTER TABLE "terminal_settlements" ADD CONSTRAINT "terminal_settlements_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_transactions" ADD CONSTRAINT "terminal_transactions_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_transactions" ADD CONSTRAINT "terminal_transactions_settlement_id_terminal_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."terminal_settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "terminal_transactions_terminal_at_idx" ON "terminal_transactions" USING btree ("terminal_id","at");--> statement-breakpoint
CREATE INDEX "terminals_org_idx" ON "terminals" USING btree ("organization_id");