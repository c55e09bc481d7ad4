-- One running export per user across every server process on one PostgreSQL
-- (server/platform/list/export-slots.ts): a row while the user's export streams, refreshed by its
-- process (alive_at), removed when the file ends; a row no longer refreshed is taken over.
CREATE TABLE "export_slots" (
	"user_id" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alive_at" timestamp with time zone DEFAULT now() NOT NULL
);
