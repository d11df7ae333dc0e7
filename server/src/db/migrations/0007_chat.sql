CREATE TABLE "call_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "call_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"phone" text NOT NULL,
	"type_code" text NOT NULL,
	"topic" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_by" integer
);
--> statement-breakpoint
CREATE TABLE "cc_chats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cc_chats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"status" text NOT NULL,
	"subject" text,
	"closed_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "cc_chats_status" CHECK ("cc_chats"."status" in ('waiting', 'open', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "cc_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cc_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chat_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"owner" text NOT NULL,
	"message" text NOT NULL,
	"file_id" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_files" (
	"id" text PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tgb_appeal_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tgb_appeal_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"enable" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "tgb_appeal_types_enable" CHECK ("tgb_appeal_types"."enable" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "tgb_appeals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tgb_appeals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chat_id" text NOT NULL,
	"appeal_type_id" integer,
	"language" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'Ready' NOT NULL,
	"admin_id" integer,
	"admin_name" text,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "tgb_appeals_status" CHECK ("tgb_appeals"."status" in ('Ready', 'active', 'close'))
);
--> statement-breakpoint
CREATE TABLE "tgb_consultations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tgb_consultations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"name" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"info" text NOT NULL,
	"info_ru" text NOT NULL,
	"info_en" text NOT NULL,
	"enable" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "tgb_consultations_enable" CHECK ("tgb_consultations"."enable" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "tgb_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tgb_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"appeal_id" integer NOT NULL,
	"message" text NOT NULL,
	"message_type" text NOT NULL,
	"owner" text NOT NULL,
	"file_id" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tgb_texts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tgb_texts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"keyword" text NOT NULL,
	"uz" text NOT NULL,
	"ru" text NOT NULL,
	"en" text NOT NULL,
	CONSTRAINT "tgb_texts_keyword_unique" UNIQUE("keyword")
);
--> statement-breakpoint
CREATE TABLE "tgb_users" (
	"chat_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"language" text,
	"pending_type_id" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_orders" ADD CONSTRAINT "call_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_orders" ADD CONSTRAINT "call_orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_orders" ADD CONSTRAINT "call_orders_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_chats" ADD CONSTRAINT "cc_chats_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_chats" ADD CONSTRAINT "cc_chats_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_chats" ADD CONSTRAINT "cc_chats_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_messages" ADD CONSTRAINT "cc_messages_chat_id_cc_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."cc_chats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_messages" ADD CONSTRAINT "cc_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_messages" ADD CONSTRAINT "cc_messages_file_id_chat_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."chat_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tgb_appeals" ADD CONSTRAINT "tgb_appeals_chat_id_tgb_users_chat_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."tgb_users"("chat_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tgb_appeals" ADD CONSTRAINT "tgb_appeals_appeal_type_id_tgb_appeal_types_id_fk" FOREIGN KEY ("appeal_type_id") REFERENCES "public"."tgb_appeal_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tgb_appeals" ADD CONSTRAINT "tgb_appeals_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tgb_consultations" ADD CONSTRAINT "tgb_consultations_parent_id_tgb_consultations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tgb_consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tgb_messages" ADD CONSTRAINT "tgb_messages_appeal_id_tgb_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."tgb_appeals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tgb_messages" ADD CONSTRAINT "tgb_messages_file_id_chat_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."chat_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tgb_users" ADD CONSTRAINT "tgb_users_pending_type_id_tgb_appeal_types_id_fk" FOREIGN KEY ("pending_type_id") REFERENCES "public"."tgb_appeal_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_orders_archived_idx" ON "call_orders" USING btree ("archived_at","id");--> statement-breakpoint
CREATE INDEX "cc_chats_org_idx" ON "cc_chats" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "cc_chats_status_idx" ON "cc_chats" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "cc_messages_chat_idx" ON "cc_messages" USING btree ("chat_id","id");--> statement-breakpoint
CREATE INDEX "tgb_appeals_status_idx" ON "tgb_appeals" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "tgb_appeals_chat_idx" ON "tgb_appeals" USING btree ("chat_id");--> statement-breakpoint
CREATE INDEX "tgb_messages_appeal_idx" ON "tgb_messages" USING btree ("appeal_id","id");