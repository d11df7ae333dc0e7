CREATE TABLE "eisvo_basis_texts" (
	"contract_id" integer NOT NULL,
	"key" text NOT NULL,
	"html" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eisvo_contract_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "eisvo_contract_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"section" text NOT NULL,
	"position" integer NOT NULL,
	"doc_date" date,
	"amount" bigint,
	"amount2" bigint,
	"fields" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eisvo_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "eisvo_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"idn" text NOT NULL,
	"organization_id" integer NOT NULL,
	"bank_id" text NOT NULL,
	"bxm_code" text NOT NULL,
	"doc_date" date NOT NULL,
	"doc_no" text NOT NULL,
	"cntr_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"curr_code" text NOT NULL,
	"contractor_for_name" text NOT NULL,
	"contractor_for_country_code" text NOT NULL,
	"cntr_status" text NOT NULL,
	"okonx" text NOT NULL,
	"contractor_uz_parent_company" text NOT NULL,
	"contractor_uz_name" text NOT NULL,
	"rgn_code" text NOT NULL,
	"contractor_uz_address" text NOT NULL,
	"contractor_uz_phone" text NOT NULL,
	"cntr_subject" text NOT NULL,
	"curr_code1" text NOT NULL,
	"amount1" bigint NOT NULL,
	"acc_curr_code1" text NOT NULL,
	"contractor_for_address" text NOT NULL,
	"bank_for_name" text NOT NULL,
	"bank_for_country_code" text NOT NULL,
	"bank_for_address" text NOT NULL,
	"bank_for_attributes" text NOT NULL,
	"exec_type" text NOT NULL,
	"receivable_overdue1" bigint DEFAULT 0 NOT NULL,
	"payable_overdue1" bigint DEFAULT 0 NOT NULL,
	"receivable_overdue2" bigint DEFAULT 0 NOT NULL,
	"payable_overdue2" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "eisvo_contracts_idn_unique" UNIQUE("idn"),
	CONSTRAINT "eisvo_contracts_idn_format" CHECK ("eisvo_contracts"."idn" ~ '^[0-9]{27}$')
);
--> statement-breakpoint
CREATE TABLE "eisvo_verifications" (
	"contract_id" integer NOT NULL,
	"order_num" integer NOT NULL,
	"field" text NOT NULL,
	"cntr_value" text NOT NULL,
	"clause" text NOT NULL,
	"description" text NOT NULL,
	"eisvo_value" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"basis_key" text NOT NULL,
	"commented_at" timestamp with time zone,
	"commented_by" integer
);
--> statement-breakpoint
ALTER TABLE "eisvo_basis_texts" ADD CONSTRAINT "eisvo_basis_texts_contract_id_eisvo_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."eisvo_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eisvo_contract_items" ADD CONSTRAINT "eisvo_contract_items_contract_id_eisvo_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."eisvo_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eisvo_contracts" ADD CONSTRAINT "eisvo_contracts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eisvo_verifications" ADD CONSTRAINT "eisvo_verifications_contract_id_eisvo_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."eisvo_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "eisvo_basis_texts_key" ON "eisvo_basis_texts" USING btree ("contract_id","key");--> statement-breakpoint
CREATE INDEX "eisvo_contract_items_section_idx" ON "eisvo_contract_items" USING btree ("contract_id","section","position");--> statement-breakpoint
CREATE INDEX "eisvo_contracts_org_idx" ON "eisvo_contracts" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "eisvo_verifications_row" ON "eisvo_verifications" USING btree ("contract_id","field");