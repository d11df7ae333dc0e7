CREATE TABLE "lc_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lc_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lc_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"transaction_id" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lc_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lc_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lc_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"version" integer NOT NULL,
	"digest" text NOT NULL,
	"key_serial" text NOT NULL,
	"cipher" text NOT NULL,
	"message" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "letters_of_credit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "letters_of_credit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"beneficiary_name" text NOT NULL,
	"beneficiary_address" text NOT NULL,
	"beneficiary_country" text NOT NULL,
	"beneficiary_account" text NOT NULL,
	"beneficiary_bank_name" text NOT NULL,
	"beneficiary_bank_swift" text NOT NULL,
	"advising_bank_name" text NOT NULL,
	"advising_bank_swift" text NOT NULL,
	"confirming_bank_name" text DEFAULT '' NOT NULL,
	"confirming_bank_swift" text DEFAULT '' NOT NULL,
	"issue_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"expiry_place" text NOT NULL,
	"tolerance_plus" integer DEFAULT 0 NOT NULL,
	"tolerance_minus" integer DEFAULT 0 NOT NULL,
	"port_of_loading" text NOT NULL,
	"port_of_discharge" text NOT NULL,
	"latest_shipment_date" date NOT NULL,
	"incoterms" text NOT NULL,
	"partial_shipments" boolean DEFAULT false NOT NULL,
	"transhipment" boolean DEFAULT false NOT NULL,
	"payment_terms" text NOT NULL,
	"deferred_days" integer DEFAULT 0 NOT NULL,
	"presentation_days" integer DEFAULT 21 NOT NULL,
	"goods_description" text NOT NULL,
	"documents_required" text NOT NULL,
	"charges" text NOT NULL,
	"confirmation" text NOT NULL,
	"additional_conditions" text DEFAULT '' NOT NULL,
	"cover_amount" bigint DEFAULT 0 NOT NULL,
	"documents_at" timestamp with time zone,
	"bank_comment" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "letters_of_credit_status" CHECK ("letters_of_credit"."status" in ('created','signed','sent','rejected','issued','amended','documents_presented','paid','closed')),
	CONSTRAINT "letters_of_credit_amount" CHECK ("letters_of_credit"."amount" > 0 and "letters_of_credit"."cover_amount" >= 0),
	CONSTRAINT "letters_of_credit_dates" CHECK ("letters_of_credit"."expiry_date" > "letters_of_credit"."issue_date"),
	CONSTRAINT "letters_of_credit_tolerance" CHECK ("letters_of_credit"."tolerance_plus" between 0 and 10 and "letters_of_credit"."tolerance_minus" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "credit_overdue_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_overdue_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"credit_id" integer NOT NULL,
	"notification_id" integer NOT NULL,
	"sent_by" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind";--> statement-breakpoint
ALTER TABLE "lc_logs" ADD CONSTRAINT "lc_logs_lc_id_letters_of_credit_id_fk" FOREIGN KEY ("lc_id") REFERENCES "public"."letters_of_credit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lc_logs" ADD CONSTRAINT "lc_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lc_signatures" ADD CONSTRAINT "lc_signatures_lc_id_letters_of_credit_id_fk" FOREIGN KEY ("lc_id") REFERENCES "public"."letters_of_credit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lc_signatures" ADD CONSTRAINT "lc_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters_of_credit" ADD CONSTRAINT "letters_of_credit_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters_of_credit" ADD CONSTRAINT "letters_of_credit_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters_of_credit" ADD CONSTRAINT "letters_of_credit_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_overdue_notices" ADD CONSTRAINT "credit_overdue_notices_credit_id_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_overdue_notices" ADD CONSTRAINT "credit_overdue_notices_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_overdue_notices" ADD CONSTRAINT "credit_overdue_notices_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lc_logs_lc_idx" ON "lc_logs" USING btree ("lc_id");--> statement-breakpoint
CREATE INDEX "lc_signatures_lc_idx" ON "lc_signatures" USING btree ("lc_id");--> statement-breakpoint
CREATE INDEX "letters_of_credit_org_idx" ON "letters_of_credit" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "letters_of_credit_status_idx" ON "letters_of_credit" USING btree ("status");--> statement-breakpoint
CREATE INDEX "credit_overdue_notices_credit_idx" ON "credit_overdue_notices" USING btree ("credit_id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind" CHECK ("accounts"."kind" in ('current', 'corp_card', 'clearing', 'correspondent', 'position', 'lc_cover', 'loan', 'deposit'));