CREATE TABLE "access_profiles" (
	"profile" text PRIMARY KEY NOT NULL,
	"profile_desc" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" text NOT NULL,
	"profile" text NOT NULL,
	CONSTRAINT "user_profiles_user_id_profile_pk" PRIMARY KEY("user_id","profile")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "password_change_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
-- The profiles named so far (users.profile, menu_grants.profile) become rows, and each user holds
-- the one profile it had: every menu stays as it was.
INSERT INTO "access_profiles" ("profile", "profile_desc")
  SELECT p, CASE p WHEN 'HEAD_OFFICE' THEN 'Head Office' WHEN 'BRANCH' THEN 'Admin Cabang'
                   WHEN 'KEPALA_CABANG' THEN 'Kepala Cabang' ELSE p END
  FROM (SELECT "profile" AS p FROM "users" UNION SELECT "profile" FROM "menu_grants" WHERE "profile" IS NOT NULL) named;--> statement-breakpoint
INSERT INTO "user_profiles" ("user_id", "profile") SELECT "user_id", "profile" FROM "users";--> statement-breakpoint
-- A database already in use gets the users screens (common/modules/users.ts) for its head-office
-- users, who held every screen so far: their menu rows, the USER_ADMIN profile that opens them,
-- given to the head-office holders of HEAD_OFFICE. An empty database gets them at its first start
-- (server/db/reference-lists.ts), with the other starting profiles.
INSERT INTO "menu_items" ("menu_list_id", "parent_id", "menu_list_desc", "url", "sort_order")
  SELECT v.* FROM (VALUES (110, NULL::int, 'Pengguna', NULL::text, 1000),
                          (111, 110, 'Daftar Pengguna', '/users/userlist', 1001),
                          (112, 110, 'Profil Akses', '/users/accessprofile', 1002)) v
  WHERE EXISTS (SELECT 1 FROM "users")
  ON CONFLICT ("menu_list_id") DO NOTHING;--> statement-breakpoint
INSERT INTO "access_profiles" ("profile", "profile_desc")
  SELECT 'USER_ADMIN', 'Administrator Pengguna' WHERE EXISTS (SELECT 1 FROM "users")
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "menu_grants" ("profile", "menu_list_id")
  SELECT 'USER_ADMIN', id FROM (VALUES (111), (112)) v(id) WHERE EXISTS (SELECT 1 FROM "users");--> statement-breakpoint
INSERT INTO "user_profiles" ("user_id", "profile")
  SELECT "user_id", 'USER_ADMIN' FROM "users" WHERE "org_id" = 81 AND "profile" = 'HEAD_OFFICE';--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_profile_access_profiles_profile_fk" FOREIGN KEY ("profile") REFERENCES "public"."access_profiles"("profile") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_profiles_profile_idx" ON "user_profiles" USING btree ("profile");--> statement-breakpoint
ALTER TABLE "menu_grants" ADD CONSTRAINT "menu_grants_profile_access_profiles_profile_fk" FOREIGN KEY ("profile") REFERENCES "public"."access_profiles"("profile") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The trigger of 0003 names the column: dropped with it and made again without it.
DROP TRIGGER "users_end_sessions_on_change" ON "users";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "profile";--> statement-breakpoint
-- Every process drops the ended sessions from its cache at once: the triggers notify the user's id
-- (delivered at the commit, and only if it commits).
CREATE OR REPLACE FUNCTION end_sessions_of_changed_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sessions SET ended_at = now() WHERE user_id = NEW.user_id AND ended_at IS NULL;
  PERFORM pg_notify('armada_sessions_ended', NEW.user_id);
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- A change of what decides a user's rights ends the user's sessions: now also a new password.
CREATE TRIGGER users_end_sessions_on_change
  AFTER UPDATE OF org_id, branch_code, access_type, active, user_name, position_code, password_hash ON users
  FOR EACH ROW
  WHEN (OLD.org_id IS DISTINCT FROM NEW.org_id OR OLD.branch_code IS DISTINCT FROM NEW.branch_code
    OR OLD.access_type IS DISTINCT FROM NEW.access_type OR OLD.active IS DISTINCT FROM NEW.active
    OR OLD.user_name IS DISTINCT FROM NEW.user_name OR OLD.position_code IS DISTINCT FROM NEW.position_code
    OR OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION end_sessions_of_changed_user();--> statement-breakpoint
-- A profile given or taken: the user's sessions carry the screens of login, so they end.
CREATE FUNCTION end_sessions_of_profile_holder() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE holder text := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
BEGIN
  UPDATE sessions SET ended_at = now() WHERE user_id = holder AND ended_at IS NULL;
  PERFORM pg_notify('armada_sessions_ended', holder);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER user_profiles_end_sessions
  AFTER INSERT OR DELETE ON user_profiles
  FOR EACH ROW EXECUTE FUNCTION end_sessions_of_profile_holder();--> statement-breakpoint
-- A profile's screens changed: the sessions of every holder end (and of the user of a user grant).
CREATE FUNCTION end_sessions_of_grant_holders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE holder text;
BEGIN
  FOR holder IN
    UPDATE sessions s SET ended_at = now()
    WHERE s.ended_at IS NULL AND s.user_id IN (
      SELECT up.user_id FROM user_profiles up
      WHERE up.profile IN (SELECT profile FROM changed WHERE profile IS NOT NULL)
      UNION SELECT user_id FROM changed WHERE user_id IS NOT NULL)
    RETURNING s.user_id
  LOOP
    PERFORM pg_notify('armada_sessions_ended', holder);
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER menu_grants_end_sessions_insert
  AFTER INSERT ON menu_grants REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION end_sessions_of_grant_holders();--> statement-breakpoint
CREATE TRIGGER menu_grants_end_sessions_delete
  AFTER DELETE ON menu_grants REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION end_sessions_of_grant_holders();
