-- Whether an event is on the club's public calendar, its public page and the club's iCal
-- feed (default: shown, as every event was before). The calendar-version triggers of
-- migration 0012 already bump on a change of this column (only the listed columns are
-- ignored), so cached public calendars never show an event after it was taken off.
ALTER TABLE "events" ADD COLUMN "public" boolean DEFAULT true NOT NULL;
