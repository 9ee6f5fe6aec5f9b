DROP INDEX "people_org_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "people_search_trgm_idx" ON "people" USING gin ("name" gin_trgm_ops,"email" gin_trgm_ops,"phone" gin_trgm_ops);