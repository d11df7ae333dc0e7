CREATE TABLE "multiclient_children" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "multiclient_children_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"multiclient_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"alias" text,
	"allow_id" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "multiclient_children_allow" CHECK ("multiclient_children"."allow_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "multiclient_user_accounts" (
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"permission" integer NOT NULL,
	"mode" integer NOT NULL,
	"amount_not_more" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "multiclient_user_accounts_user_id_account_id_pk" PRIMARY KEY("user_id","account_id"),
	CONSTRAINT "multiclient_user_accounts_permission" CHECK ("multiclient_user_accounts"."permission" in (0, 1, 2)),
	CONSTRAINT "multiclient_user_accounts_mode" CHECK ("multiclient_user_accounts"."mode" in (1, 2)),
	CONSTRAINT "multiclient_user_accounts_limit" CHECK ("multiclient_user_accounts"."mode" = 1 or ("multiclient_user_accounts"."amount_not_more" is not null and "multiclient_user_accounts"."amount_not_more" > 0))
);
--> statement-breakpoint
CREATE TABLE "multiclient_user_settings" (
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "multiclient_user_settings_user_id_organization_id_pk" PRIMARY KEY("user_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "multiclient_users" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"multiclient_id" integer NOT NULL,
	"email" text,
	"position" text,
	"allow_id" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "multiclient_users_allow" CHECK ("multiclient_users"."allow_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "multiclients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "multiclients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"inn" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "multiclients_inn_format" CHECK ("multiclients"."inn" ~ '^[0-9]{9}$')
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_organization_id" integer;--> statement-breakpoint
ALTER TABLE "multiclient_children" ADD CONSTRAINT "multiclient_children_multiclient_id_multiclients_id_fk" FOREIGN KEY ("multiclient_id") REFERENCES "public"."multiclients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multiclient_children" ADD CONSTRAINT "multiclient_children_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multiclient_user_accounts" ADD CONSTRAINT "multiclient_user_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multiclient_user_accounts" ADD CONSTRAINT "multiclient_user_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multiclient_user_accounts" ADD CONSTRAINT "multiclient_user_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multiclient_user_settings" ADD CONSTRAINT "multiclient_user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multiclient_user_settings" ADD CONSTRAINT "multiclient_user_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multiclient_users" ADD CONSTRAINT "multiclient_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multiclient_users" ADD CONSTRAINT "multiclient_users_multiclient_id_multiclients_id_fk" FOREIGN KEY ("multiclient_id") REFERENCES "public"."multiclients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "multiclient_children_unique" ON "multiclient_children" USING btree ("multiclient_id","organization_id");--> statement-breakpoint
CREATE INDEX "multiclient_children_org_idx" ON "multiclient_children" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "multiclient_users_parent_idx" ON "multiclient_users" USING btree ("multiclient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "multiclients_inn_unique" ON "multiclients" USING btree ("inn");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_organization_id_organizations_id_fk" FOREIGN KEY ("acting_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;