CREATE TABLE "loan_repayments" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"interest" bigint NOT NULL,
	"principal" bigint NOT NULL,
	"unapplied" bigint NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_repayments_sum" CHECK ("loan_repayments"."amount" = "loan_repayments"."interest" + "loan_repayments"."principal" + "loan_repayments"."unapplied")
);
--> statement-breakpoint
ALTER TABLE "loan_schedule_rows" ADD COLUMN "paid_principal" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_schedule_rows" ADD COLUMN "paid_interest" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "loan_id" integer;--> statement-breakpoint
ALTER TABLE "loan_repayments" ADD CONSTRAINT "loan_repayments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_repayments" ADD CONSTRAINT "loan_repayments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_repayments_loan_idx" ON "loan_repayments" USING btree ("loan_id","payment_id");--> statement-breakpoint
-- Instalments marked paid before repayments were counted: fully covered.
UPDATE "loan_schedule_rows" SET "paid_principal" = "principal", "paid_interest" = "interest" WHERE "paid";--> statement-breakpoint
ALTER TABLE "loan_schedule_rows" ADD CONSTRAINT "loan_schedule_rows_paid" CHECK ("loan_schedule_rows"."paid_principal" between 0 and "loan_schedule_rows"."principal" and "loan_schedule_rows"."paid_interest" between 0 and "loan_schedule_rows"."interest" and "loan_schedule_rows"."paid" = ("loan_schedule_rows"."paid_principal" = "loan_schedule_rows"."principal" and "loan_schedule_rows"."paid_interest" = "loan_schedule_rows"."interest"));