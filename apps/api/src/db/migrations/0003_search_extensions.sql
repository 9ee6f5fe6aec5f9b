-- Trigram indexes make "contains" searches (ILIKE '%word%') use an index; btree_gin lets
-- those GIN indexes lead with organisation_id like every other tenant index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
