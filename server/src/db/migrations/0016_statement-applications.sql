CREATE TABLE "statement_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"purpose" text NOT NULL,
	"purpose_note" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"delivery" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"copies" smallint NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"status_changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "statement_applications_period" CHECK ("statement_applications"."date_from" <= "statement_applications"."date_to"),
	CONSTRAINT "statement_applications_copies" CHECK ("statement_applications"."copies" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "statement_applications" ADD CONSTRAINT "statement_applications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_applications" ADD CONSTRAINT "statement_applications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_applications" ADD CONSTRAINT "statement_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_applications_account_idx" ON "statement_applications" USING btree ("account_id","id");