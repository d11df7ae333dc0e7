CREATE TABLE "client_application_files" (
	"application_id" integer NOT NULL,
	"file_id" text NOT NULL,
	CONSTRAINT "client_application_files_application_id_file_id_pk" PRIMARY KEY("application_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "client_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "client_applications_status" CHECK ("client_applications"."status" in ('new', 'in_progress', 'answered', 'rejected')),
	CONSTRAINT "client_applications_category" CHECK ("client_applications"."category" in ('accounts', 'cards', 'payments', 'credits', 'documents', 'tariffs', 'other')),
	CONSTRAINT "client_applications_answer" CHECK ("client_applications"."status" not in ('answered', 'rejected') or "client_applications"."answer" is not null)
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" text NOT NULL,
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"mcc" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_merchant_id_unique" UNIQUE("merchant_id"),
	CONSTRAINT "merchants_merchant_format" CHECK ("merchants"."merchant_id" ~ '^[0-9]{15}$'),
	CONSTRAINT "merchants_mcc_format" CHECK ("merchants"."mcc" ~ '^[0-9]{4}$'),
	CONSTRAINT "merchants_status" CHECK ("merchants"."status" in ('active', 'suspended', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "terminal_registry_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminal_registry_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"user_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"ref" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	CONSTRAINT "terminal_registry_logs_entity" CHECK ("terminal_registry_logs"."entity" in ('terminal', 'merchant')),
	CONSTRAINT "terminal_registry_logs_action" CHECK ("terminal_registry_logs"."action" in ('create', 'update'))
);
--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "model" text DEFAULT 'PAX S90' NOT NULL;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "client_application_files" ADD CONSTRAINT "client_application_files_application_id_client_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."client_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_application_files" ADD CONSTRAINT "client_application_files_file_id_chat_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."chat_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_applications" ADD CONSTRAINT "client_applications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_applications" ADD CONSTRAINT "client_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_applications" ADD CONSTRAINT "client_applications_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_registry_logs" ADD CONSTRAINT "terminal_registry_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_applications_org_idx" ON "client_applications" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "client_applications_status_idx" ON "client_applications" USING btree ("status");--> statement-breakpoint
CREATE INDEX "merchants_org_idx" ON "merchants" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "terminal_registry_logs_at_idx" ON "terminal_registry_logs" USING btree ("at");--> statement-breakpoint
CREATE INDEX "terminal_registry_logs_entity_idx" ON "terminal_registry_logs" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "terminals_merchant_idx" ON "terminals" USING btree ("merchant_id");--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_status" CHECK ("terminals"."status" in ('active', 'blocked', 'closed'));