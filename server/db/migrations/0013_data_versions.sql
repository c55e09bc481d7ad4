CREATE TABLE "data_version_pending" (
	"txid" bigint NOT NULL,
	"table_name" text NOT NULL,
	CONSTRAINT "data_version_pending_txid_table_name_pk" PRIMARY KEY("txid","table_name")
);
--> statement-breakpoint
CREATE TABLE "data_versions" (
	"table_name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Answers kept per data version (server/platform/data-version). A statement trigger on each tracked
-- table notes the table in data_version_pending for the writing transaction; at commit a deferred
-- trigger gives the transaction's tables new versions and removes its notes. The version row is
-- locked only from that moment to the end of the commit, so two transactions writing one table
-- do not wait for each other while they run (a bump at each statement would hold the row, and
-- every other writer of the table, until the first transaction ends).
CREATE SEQUENCE data_version_seq;--> statement-breakpoint
-- A random start per database: two databases served by one process (tests, the bench) never give
-- the same version, so their kept answers never mix.
SELECT setval('data_version_seq', 1 + floor(random() * 4e15)::bigint);--> statement-breakpoint
CREATE FUNCTION note_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_version_pending (txid, table_name) VALUES (txid_current(), TG_TABLE_NAME)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The first of a transaction's deferred events bumps all the tables it wrote, locking their rows in
-- name order, so two commits never wait for each other in a cycle; its later events find nothing.
CREATE FUNCTION bump_data_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM data_versions v
    WHERE v.table_name IN (SELECT p.table_name FROM data_version_pending p WHERE p.txid = NEW.txid)
    ORDER BY v.table_name FOR UPDATE;
  UPDATE data_versions v SET version = nextval('data_version_seq')
    FROM data_version_pending p WHERE p.txid = NEW.txid AND p.table_name = v.table_name;
  DELETE FROM data_version_pending WHERE txid = NEW.txid;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER data_version_bump_at_commit AFTER INSERT ON data_version_pending
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_versions();--> statement-breakpoint
-- Tracks a table: a table created by a later migration calls it, or answers read from it are kept
-- for good (cachedAnswer refuses a table that has no version).
CREATE FUNCTION track_data_version(tbl regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER data_version_note AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s '
    'FOR EACH STATEMENT EXECUTE FUNCTION note_data_change()', tbl);
  INSERT INTO data_versions (table_name, version)
    SELECT c.relname, nextval('data_version_seq') FROM pg_class c WHERE c.oid = tbl;
END;
$$;--> statement-breakpoint
-- Every table answers are read from; not the logs, the sessions and the upload staging, which are
-- written on every call and never counted.
DO $$
DECLARE t regclass;
BEGIN
  FOR t IN SELECT c.oid::regclass FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
      AND c.relname NOT IN ('audit_log', 'login_failures', 'sessions', 'import_batches', 'import_rows',
        'data_versions', 'data_version_pending')
    ORDER BY c.relname
  LOOP
    PERFORM track_data_version(t);
  END LOOP;
END;
$$;
