-- Rights are per screen, not per module: a session keeps the screens its user's menu opens.
-- Open sessions hold module names, which name no screen: they are ended, and their users log in again.
UPDATE "sessions" SET "ended_at" = now() WHERE "ended_at" IS NULL;--> statement-breakpoint
ALTER TABLE "sessions" RENAME COLUMN "modules" TO "screens";
