CREATE TABLE "account_order_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_order_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"status_id" smallint NOT NULL,
	"version" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_order_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_order_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"sign_type" text NOT NULL,
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
CREATE TABLE "account_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"client_reference" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"currency" text NOT NULL,
	"account_type" text NOT NULL,
	"purpose" text NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"account_id" integer,
	"reject_reason" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	CONSTRAINT "account_orders_org_client_reference_unique" UNIQUE("organization_id","client_reference"),
	CONSTRAINT "account_orders_account_unique" UNIQUE("account_id"),
	CONSTRAINT "account_orders_status" CHECK ("account_orders"."status_id" between 1 and 5),
	CONSTRAINT "account_orders_version_positive" CHECK ("account_orders"."version" > 0),
	CONSTRAINT "account_orders_type" CHECK ("account_orders"."account_type" in ('current', 'corp_card')),
	CONSTRAINT "account_orders_opened_has_account" CHECK ("account_orders"."status_id" <> 4 or "account_orders"."account_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "corporate_card_order_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "corporate_card_order_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"status_id" smallint NOT NULL,
	"version" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corporate_card_order_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "corporate_card_order_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"sign_type" text NOT NULL,
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
CREATE TABLE "corporate_card_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "corporate_card_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"client_reference" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"account_id" integer NOT NULL,
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"product_code" text NOT NULL,
	"holder_name" text NOT NULL,
	"embossed_name" text NOT NULL,
	"phone" text NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"application_id" text,
	"contract_id" text,
	"card_id" text,
	"card_token" text,
	"card_mask" text,
	"card_expiry" text,
	"reject_reason" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	CONSTRAINT "corporate_card_orders_org_client_reference_unique" UNIQUE("organization_id","client_reference"),
	CONSTRAINT "corporate_card_orders_status" CHECK ("corporate_card_orders"."status_id" between 1 and 5),
	CONSTRAINT "corporate_card_orders_version_positive" CHECK ("corporate_card_orders"."version" > 0),
	CONSTRAINT "corporate_card_orders_phone_format" CHECK ("corporate_card_orders"."phone" ~ '^998[0-9]{9}$'),
	CONSTRAINT "corporate_card_orders_embossed_format" CHECK ("corporate_card_orders"."embossed_name" ~ '^[A-Z]+([ -][A-Z]+)*$'),
	CONSTRAINT "corporate_card_orders_token_format" CHECK ("corporate_card_orders"."card_token" is null or "corporate_card_orders"."card_token" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "corporate_card_orders_mask_format" CHECK ("corporate_card_orders"."card_mask" is null or "corporate_card_orders"."card_mask" ~ '^[0-9]{4} [0-9]{2}\*\* \*\*\*\* [0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "account_order_logs" ADD CONSTRAINT "account_order_logs_order_id_account_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."account_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_order_logs" ADD CONSTRAINT "account_order_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_order_signatures" ADD CONSTRAINT "account_order_signatures_order_id_account_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."account_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_order_signatures" ADD CONSTRAINT "account_order_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_orders" ADD CONSTRAINT "account_orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_orders" ADD CONSTRAINT "account_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_orders" ADD CONSTRAINT "account_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_card_order_logs" ADD CONSTRAINT "corporate_card_order_logs_order_id_corporate_card_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."corporate_card_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_card_order_logs" ADD CONSTRAINT "corporate_card_order_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_card_order_signatures" ADD CONSTRAINT "corporate_card_order_signatures_order_id_corporate_card_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."corporate_card_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_card_order_signatures" ADD CONSTRAINT "corporate_card_order_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_card_orders" ADD CONSTRAINT "corporate_card_orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_card_orders" ADD CONSTRAINT "corporate_card_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_card_orders" ADD CONSTRAINT "corporate_card_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_order_logs_order_idx" ON "account_order_logs" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_order_signatures_live_unique" ON "account_order_signatures" USING btree ("order_id","version") WHERE "account_order_signatures"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "account_orders_org_id_idx" ON "account_orders" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "account_orders_status_idx" ON "account_orders" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "corporate_card_order_logs_order_idx" ON "corporate_card_order_logs" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_card_order_signatures_live_unique" ON "corporate_card_order_signatures" USING btree ("order_id","version") WHERE "corporate_card_order_signatures"."voided_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_card_orders_card_token_unique" ON "corporate_card_orders" USING btree ("card_token") WHERE "corporate_card_orders"."card_token" is not null;--> statement-breakpoint
CREATE INDEX "corporate_card_orders_org_id_idx" ON "corporate_card_orders" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "corporate_card_orders_status_idx" ON "corporate_card_orders" USING btree ("status_id");