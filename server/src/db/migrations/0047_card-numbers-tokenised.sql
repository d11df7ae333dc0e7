-- Card numbers are never stored in clear (issue 23): corporate cards keep an HMAC token and the
-- mask, payments and templates of type 4 keep the mask in corp_card and the token in
-- corp_card_token. The token needs the server's CARD_TOKEN_SECRET, which SQL does not know (and
-- PGlite has no pgcrypto), so the clear numbers of an existing database are moved into
-- card_number_backfill and the server tokenises them right after migrating, then drops that table
-- (db/card-number-backfill.ts). Statements are ordered by hand so the numbers are saved before
-- the column goes: the resulting schema is exactly the generated one.
CREATE TABLE "card_number_backfill" ("table_name" text NOT NULL, "row_id" integer NOT NULL, "pan" text NOT NULL);--> statement-breakpoint
INSERT INTO "card_number_backfill" SELECT 'corporate_cards', "id", "pan" FROM "corporate_cards";--> statement-breakpoint
INSERT INTO "card_number_backfill" SELECT 'payments', "id", regexp_replace("corp_card", '[^0-9]', '', 'g') FROM "payments" WHERE "corp_card" IS NOT NULL AND regexp_replace("corp_card", '[^0-9]', '', 'g') ~ '^[0-9]{16}$';--> statement-breakpoint
INSERT INTO "card_number_backfill" SELECT 'payment_templates', "id", regexp_replace("corp_card", '[^0-9]', '', 'g') FROM "payment_templates" WHERE "corp_card" IS NOT NULL AND regexp_replace("corp_card", '[^0-9]', '', 'g') ~ '^[0-9]{16}$';--> statement-breakpoint
ALTER TABLE "corporate_cards" DROP CONSTRAINT "corporate_cards_pan_unique";--> statement-breakpoint
ALTER TABLE "corporate_cards" DROP CONSTRAINT "corporate_cards_pan_format";--> statement-breakpoint
ALTER TABLE "corporate_cards" ADD COLUMN "pan_token" text;--> statement-breakpoint
ALTER TABLE "corporate_cards" ADD COLUMN "pan_mask" text;--> statement-breakpoint
-- Until the server's step replaces it, the token is a unique placeholder no card number can equal.
UPDATE "corporate_cards" SET "pan_token" = 'pending-' || "id", "pan_mask" = substr("pan", 1, 4) || ' ' || substr("pan", 5, 2) || '** **** ' || substr("pan", 13, 4);--> statement-breakpoint
ALTER TABLE "corporate_cards" ALTER COLUMN "pan_token" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "corporate_cards" ALTER COLUMN "pan_mask" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_templates" ADD COLUMN "corp_card_token" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "corp_card_token" text;--> statement-breakpoint
UPDATE "payments" SET "corp_card" = NULL WHERE "corp_card" IS NOT NULL AND "id" NOT IN (SELECT "row_id" FROM "card_number_backfill" WHERE "table_name" = 'payments');--> statement-breakpoint
UPDATE "payment_templates" SET "corp_card" = NULL WHERE "corp_card" IS NOT NULL AND "id" NOT IN (SELECT "row_id" FROM "card_number_backfill" WHERE "table_name" = 'payment_templates');--> statement-breakpoint
UPDATE "payments" p SET "corp_card" = substr(b."pan", 1, 4) || ' ' || substr(b."pan", 5, 2) || '** **** ' || substr(b."pan", 13, 4) FROM "card_number_backfill" b WHERE b."table_name" = 'payments' AND b."row_id" = p."id";--> statement-breakpoint
UPDATE "payment_templates" p SET "corp_card" = substr(b."pan", 1, 4) || ' ' || substr(b."pan", 5, 2) || '** **** ' || substr(b."pan", 13, 4) FROM "card_number_backfill" b WHERE b."table_name" = 'payment_templates' AND b."row_id" = p."id";--> statement-breakpoint
ALTER TABLE "corporate_cards" DROP COLUMN "pan";--> statement-breakpoint
ALTER TABLE "corporate_cards" ADD CONSTRAINT "corporate_cards_pan_token_unique" UNIQUE("pan_token");
