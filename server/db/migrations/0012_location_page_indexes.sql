DROP INDEX "customer_geotags_org_idx";--> statement-breakpoint
CREATE INDEX "customer_geotags_time_idx" ON "customer_geotags" USING btree ("scanned_at" DESC,"geotag_id" DESC);--> statement-breakpoint
CREATE INDEX "customer_geotags_org_time_idx" ON "customer_geotags" USING btree ("org_id","scanned_at" DESC,"geotag_id" DESC);--> statement-breakpoint
CREATE INDEX "customer_geotags_branch_time_idx" ON "customer_geotags" USING btree ("branch_code","scanned_at" DESC,"geotag_id" DESC);