CREATE TABLE "eisvo_overdue_upload_rows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "eisvo_overdue_upload_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"upload_id" integer NOT NULL,
	"row_no" integer,
	"idn" text NOT NULL,
	"contract_id" integer,
	"kind" text NOT NULL,
	"old_receivable1" bigint,
	"old_payable1" bigint,
	"old_receivable2" bigint,
	"old_payable2" bigint,
	"new_receivable1" bigint,
	"new_payable1" bigint,
	"new_receivable2" bigint,
	"new_payable2" bigint,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "eisvo_overdue_upload_rows_kind" CHECK ("eisvo_overdue_upload_rows"."kind" in ('changed', 'unchanged', 'cleared', 'error'))
);
--> statement-breakpoint
CREATE TABLE "eisvo_overdue_uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "eisvo_overdue_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"report_date" date NOT NULL,
	"status" text NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"applied_by" integer,
	"applied_at" timestamp with time zone,
	"row_count" integer NOT NULL,
	"changed" integer NOT NULL,
	"unchanged" integer NOT NULL,
	"cleared" integer NOT NULL,
	"errors" integer NOT NULL,
	CONSTRAINT "eisvo_overdue_uploads_status" CHECK ("eisvo_overdue_uploads"."status" in ('preview', 'invalid', 'applied', 'discarded', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "eisvo_overdue_upload_rows" ADD CONSTRAINT "eisvo_overdue_upload_rows_upload_id_eisvo_overdue_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."eisvo_overdue_uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eisvo_overdue_upload_rows" ADD CONSTRAINT "eisvo_overdue_upload_rows_contract_id_eisvo_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."eisvo_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eisvo_overdue_uploads" ADD CONSTRAINT "eisvo_overdue_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eisvo_overdue_uploads" ADD CONSTRAINT "eisvo_overdue_uploads_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eisvo_overdue_upload_rows_upload_idx" ON "eisvo_overdue_upload_rows" USING btree ("upload_id","id");--> statement-breakpoint
CREATE INDEX "eisvo_overdue_uploads_status_idx" ON "eisvo_overdue_uploads" USING btree ("status","id");