ALTER TABLE "cc_chats" ALTER COLUMN "organization_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "cc_chats_author_idx" ON "cc_chats" USING btree ("author_id","status");