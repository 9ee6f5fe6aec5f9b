CREATE TYPE "public"."password_link_purpose" AS ENUM('reset', 'invite');--> statement-breakpoint
CREATE TYPE "public"."message_kind" AS ENUM('club', 'security');--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "purpose" "password_link_purpose" DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" "message_kind" DEFAULT 'club' NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Reset mails used to be stored with their link in clear and shown to the club's admins:
-- keep the audit line, drop the secret, and hide them from the club's message records.
UPDATE "messages" SET "kind" = 'security', "body" = '[password link removed]', "html" = NULL
  WHERE "body" LIKE '%/password/reset/%';
