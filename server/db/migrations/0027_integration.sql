ALTER TABLE "products" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "salesreps" ADD COLUMN "active" boolean DEFAULT true NOT NULL;