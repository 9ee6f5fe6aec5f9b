ALTER TABLE "people" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name) || E'\n' || lower(email) || E'\n' || lower(phone)) STORED;--> statement-breakpoint
ALTER TABLE "people" DROP COLUMN "email_lower";--> statement-breakpoint
ALTER TABLE "people" DROP COLUMN "phone_lower";