CREATE TABLE "import_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"upid_file" text NOT NULL,
	"kind" text NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"total_rows" integer NOT NULL,
	"done_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"payment_rows" integer DEFAULT 0 NOT NULL,
	"amount_payment" bigint DEFAULT 0 NOT NULL,
	"error_key" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "import_files_status" CHECK ("import_files"."status" between 1 and 4),
	CONSTRAINT "import_files_counts" CHECK ("import_files"."done_rows" <= "import_files"."total_rows" and "import_files"."error_rows" <= "import_files"."done_rows")
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"fields" jsonb NOT NULL,
	"errors" jsonb,
	"payment_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "import_rows_state" CHECK ("import_rows"."state" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "import_file_id" integer;--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_file_id_import_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."import_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_files_upid_unique" ON "import_files" USING btree ("upid_file");--> statement-breakpoint
CREATE INDEX "import_files_org_idx" ON "import_files" USING btree ("organization_id","kind","id");--> statement-breakpoint
CREATE INDEX "import_files_org_sha_idx" ON "import_files" USING btree ("organization_id","kind","sha256");--> statement-breakpoint
CREATE INDEX "import_files_queue_idx" ON "import_files" USING btree ("status","id") WHERE status in (1, 2);--> statement-breakpoint
CREATE INDEX "import_rows_file_state_idx" ON "import_rows" USING btree ("file_id","state","row_no");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_import_file_id_import_files_id_fk" FOREIGN KEY ("import_file_id") REFERENCES "public"."import_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_import_file_idx" ON "payments" USING btree ("import_file_id") WHERE import_file_id is not null;