CREATE TABLE "survey_declines" (
	"user_id" integer NOT NULL,
	"period" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "survey_declines_user_id_period_pk" PRIMARY KEY("user_id","period")
);
--> statement-breakpoint
CREATE TABLE "survey_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"name_uz" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "survey_products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "survey_response_products" (
	"response_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "survey_response_products_response_id_product_id_pk" PRIMARY KEY("response_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer,
	"upload_id" integer,
	"source" text NOT NULL,
	"period" text NOT NULL,
	"score" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"credit_type" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "survey_responses_score" CHECK ("survey_responses"."score" between 1 and 10),
	CONSTRAINT "survey_responses_source" CHECK ("survey_responses"."source" in ('app', 'upload')),
	CONSTRAINT "survey_responses_credit_type" CHECK ("survey_responses"."credit_type" in ('credit', 'non_credit')),
	CONSTRAINT "survey_responses_origin" CHECK (("survey_responses"."source" = 'app' and "survey_responses"."user_id" is not null) or ("survey_responses"."source" = 'upload' and "survey_responses"."upload_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "survey_uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_name" text NOT NULL,
	"rows" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_declines" ADD CONSTRAINT "survey_declines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response_products" ADD CONSTRAINT "survey_response_products_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response_products" ADD CONSTRAINT "survey_response_products_product_id_survey_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."survey_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_upload_id_survey_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."survey_uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_uploads" ADD CONSTRAINT "survey_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_rp_product_idx" ON "survey_response_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "survey_responses_answered_idx" ON "survey_responses" USING btree ("answered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_user_period_unique" ON "survey_responses" USING btree ("user_id","period") WHERE "survey_responses"."source" = 'app';