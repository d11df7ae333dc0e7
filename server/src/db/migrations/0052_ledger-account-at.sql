DROP INDEX "ledger_entries_account_idx";--> statement-breakpoint
CREATE INDEX "ledger_entries_account_at_idx" ON "ledger_entries" USING btree ("account_id","at");