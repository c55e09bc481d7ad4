ALTER TABLE "sessions" ADD COLUMN "user" jsonb;--> statement-breakpoint
-- A session carries its user as at login; a change of what decides the user's rights ends them.
CREATE FUNCTION end_sessions_of_changed_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sessions SET ended_at = now() WHERE user_id = NEW.user_id AND ended_at IS NULL;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_end_sessions_on_change
  AFTER UPDATE OF org_id, branch_code, access_type, profile, active, user_name, position_code ON users
  FOR EACH ROW
  WHEN (OLD.org_id IS DISTINCT FROM NEW.org_id OR OLD.branch_code IS DISTINCT FROM NEW.branch_code
    OR OLD.access_type IS DISTINCT FROM NEW.access_type OR OLD.profile IS DISTINCT FROM NEW.profile
    OR OLD.active IS DISTINCT FROM NEW.active OR OLD.user_name IS DISTINCT FROM NEW.user_name
    OR OLD.position_code IS DISTINCT FROM NEW.position_code)
  EXECUTE FUNCTION end_sessions_of_changed_user();
