-- Trigram indexes serve the list screens' search (ILIKE '%…%'); pg_trgm is a trusted extension (PostgreSQL 13+), PGlite loads it at open.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "roles_org_branch_idx";--> statement-breakpoint
CREATE INDEX "roles_org_position_idx" ON "roles" USING btree ("org_id","role_position_code");--> statement-breakpoint
CREATE INDEX "roles_branch_position_idx" ON "roles" USING btree ("branch_code","role_position_code");--> statement-breakpoint
CREATE INDEX "roles_search_trgm_idx" ON "roles" USING gin (("role_position_code" || E'\n' || "employee_type_code" || E'\n' || coalesce("employee_title_code", '') || E'\n' || "branch_code" || E'\n' || "role_sup_code" || E'\n' || "cso_code") gin_trgm_ops);