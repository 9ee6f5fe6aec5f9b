-- Declining requests (issue 20, item 2): a request's status (pending, filled, declined,
-- dismissed) and the reason it was declined. `actioned_at` stays as it was (null exactly
-- while pending), so every index and query of outstanding requests keeps working. The
-- unique slot index covers only live requests (pending, filled): after a decline or a
-- dismissal the person may ask for the same slot again.
DROP INDEX "requests_org_person_event_slot_key";--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "decline_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Requests actioned before: filled when the person holds a shift on the event, else an
-- admin closed them (the old "dismiss": PUT actioned_at). Across clubs: row security is
-- forced on both tables, so platform scope for this transaction (as migration 0017).
SELECT set_config('app.platform_scope', 'on', true);--> statement-breakpoint
UPDATE "requests" r SET "status" = CASE WHEN EXISTS (SELECT 1 FROM "shifts" s
    WHERE s."organisation_id" = r."organisation_id" AND s."event_id" = r."event_id"
      AND s."person_id" = r."person_id") THEN 'filled' ELSE 'dismissed' END
  WHERE r."actioned_at" IS NOT NULL;--> statement-breakpoint
SELECT set_config('app.platform_scope', '', true);--> statement-breakpoint
CREATE UNIQUE INDEX "requests_org_person_event_slot_key" ON "requests" USING btree ("organisation_id","person_id","event_id",coalesce("role_id", 0),coalesce("assignment_id", 0),coalesce("location_id", 0)) WHERE "requests"."status" in ('pending', 'filled');--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_status_check" CHECK ("requests"."status" in ('pending', 'filled', 'declined', 'dismissed'));