DROP INDEX "people_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "name_lower" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "email_lower" text GENERATED ALWAYS AS (lower(email)) STORED;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "phone_lower" text GENERATED ALWAYS AS (lower(phone)) STORED;