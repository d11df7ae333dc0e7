CREATE TABLE "account_reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"reserved_on" date NOT NULL,
	"purpose" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "account_reservations_amount_positive" CHECK ("account_reservations"."amount" > 0),
	CONSTRAINT "account_reservations_reason" CHECK ("account_reservations"."reason" in ('currency_purchase', 'court_order', 'tax_order', 'guarantee'))
);
--> statement-breakpoint
CREATE TABLE "kartoteka_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kartoteka_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"file" smallint NOT NULL,
	"doc_number" text NOT NULL,
	"doc_date" date NOT NULL,
	"placed_on" date NOT NULL,
	"priority" smallint NOT NULL,
	"claimant_name" text NOT NULL,
	"claimant_inn" text NOT NULL,
	"claimant_account" text NOT NULL,
	"claimant_mfo" text NOT NULL,
	"purpose" text NOT NULL,
	"amount" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "kartoteka_documents_file" CHECK ("kartoteka_documents"."file" in (1, 2)),
	CONSTRAINT "kartoteka_documents_priority" CHECK ("kartoteka_documents"."priority" between 1 and 7),
	CONSTRAINT "kartoteka_documents_amounts" CHECK ("kartoteka_documents"."amount" > 0 and "kartoteka_documents"."paid" >= 0 and "kartoteka_documents"."paid" < "kartoteka_documents"."amount"),
	CONSTRAINT "kartoteka_documents_placed_after_doc" CHECK ("kartoteka_documents"."placed_on" >= "kartoteka_documents"."doc_date")
);
--> statement-breakpoint
ALTER TABLE "account_reservations" ADD CONSTRAINT "account_reservations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_reservations" ADD CONSTRAINT "account_reservations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kartoteka_documents" ADD CONSTRAINT "kartoteka_documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kartoteka_documents" ADD CONSTRAINT "kartoteka_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_reservations_account_idx" ON "account_reservations" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "kartoteka_documents_org_idx" ON "kartoteka_documents" USING btree ("organization_id");