CREATE TABLE "must_be_auth_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "must_be_auth_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"account" text NOT NULL,
	"bxm_code" text NOT NULL,
	"status" integer NOT NULL,
	"type" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "must_be_auth_accounts_bxm_code" CHECK ("must_be_auth_accounts"."bxm_code" ~ '^[0-9]{5}$'),
	CONSTRAINT "must_be_auth_accounts_status" CHECK ("must_be_auth_accounts"."status" in (0, 1)),
	CONSTRAINT "must_be_auth_accounts_type" CHECK ("must_be_auth_accounts"."type" in (1))
);
--> statement-breakpoint
CREATE TABLE "login_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"language" text NOT NULL,
	"importance" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"active_from" timestamp with time zone NOT NULL,
	"active_to" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_notices_language" CHECK ("login_notices"."language" in ('ru', 'en', 'uz')),
	CONSTRAINT "login_notices_importance" CHECK ("login_notices"."importance" in ('info', 'warning', 'critical')),
	CONSTRAINT "login_notices_period" CHECK ("login_notices"."active_to" > "login_notices"."active_from")
);
--> statement-breakpoint
ALTER TABLE "bank_settings" ADD COLUMN "maintenance_message_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_settings" ADD COLUMN "maintenance_message_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_settings" ADD COLUMN "maintenance_message_uz" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "format" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "must_be_auth_accounts" ADD CONSTRAINT "must_be_auth_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "must_be_auth_accounts" ADD CONSTRAINT "must_be_auth_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_notices" ADD CONSTRAINT "login_notices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "must_be_auth_accounts_account_type" ON "must_be_auth_accounts" USING btree ("account","type");--> statement-breakpoint
CREATE INDEX "must_be_auth_accounts_org_idx" ON "must_be_auth_accounts" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "login_notices_active_idx" ON "login_notices" USING btree ("language","active_from","active_to");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_format" CHECK ("notifications"."format" in ('text', 'html'));