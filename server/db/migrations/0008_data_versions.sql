CREATE TABLE "data_versions" (
	"shard" integer PRIMARY KEY NOT NULL,
	"roundtables" bigint DEFAULT 0 NOT NULL,
	"members" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO data_versions (shard) SELECT generate_series(0, 7);
--> statement-breakpoint
-- Adds one to the named columns (TG_ARGV: 'roundtables', 'members') once per transaction. It runs
-- as a deferred constraint trigger, so at commit: the row lock is taken after every other lock the
-- transaction holds and kept only while it commits (no deadlock with row locks taken earlier, no
-- queue behind long transactions), and a reader sees the new version exactly when it sees the rows.
CREATE OR REPLACE FUNCTION ec_bump_data_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  domain text;
  tx text := txid_current()::text;
  bump_roundtables int := 0;
  bump_members int := 0;
BEGIN
  FOREACH domain IN ARRAY TG_ARGV LOOP
    IF current_setting('ec.data_version_' || domain, true) IS DISTINCT FROM tx THEN
      PERFORM set_config('ec.data_version_' || domain, tx, true);
      IF domain = 'roundtables' THEN bump_roundtables := 1; ELSE bump_members := 1; END IF;
    END IF;
  END LOOP;
  IF bump_roundtables + bump_members > 0 THEN
    UPDATE data_versions SET roundtables = roundtables + bump_roundtables, members = members + bump_members
      WHERE shard = pg_backend_pid() % 8;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER roundtables_data_version AFTER INSERT OR UPDATE OR DELETE ON roundtables
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ec_bump_data_version('roundtables');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER participations_data_version AFTER INSERT OR UPDATE OR DELETE ON participations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ec_bump_data_version('roundtables');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER program_sessions_data_version AFTER INSERT OR UPDATE OR DELETE ON program_sessions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ec_bump_data_version('roundtables');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER program_rooms_data_version AFTER INSERT OR UPDATE OR DELETE ON program_rooms
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ec_bump_data_version('roundtables');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_data_version AFTER INSERT OR UPDATE OR DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ec_bump_data_version('roundtables', 'members');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER chapters_data_version AFTER INSERT OR UPDATE OR DELETE ON chapters
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ec_bump_data_version('roundtables', 'members');
--> statement-breakpoint
-- A truncation fires no row trigger.
CREATE TRIGGER roundtables_data_version_truncate AFTER TRUNCATE ON roundtables
  FOR EACH STATEMENT EXECUTE FUNCTION ec_bump_data_version('roundtables');
--> statement-breakpoint
CREATE TRIGGER participations_data_version_truncate AFTER TRUNCATE ON participations
  FOR EACH STATEMENT EXECUTE FUNCTION ec_bump_data_version('roundtables');
--> statement-breakpoint
CREATE TRIGGER program_sessions_data_version_truncate AFTER TRUNCATE ON program_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION ec_bump_data_version('roundtables');
--> statement-breakpoint
CREATE TRIGGER program_rooms_data_version_truncate AFTER TRUNCATE ON program_rooms
  FOR EACH STATEMENT EXECUTE FUNCTION ec_bump_data_version('roundtables');
--> statement-breakpoint
CREATE TRIGGER users_data_version_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION ec_bump_data_version('roundtables', 'members');
--> statement-breakpoint
CREATE TRIGGER chapters_data_version_truncate AFTER TRUNCATE ON chapters
  FOR EACH STATEMENT EXECUTE FUNCTION ec_bump_data_version('roundtables', 'members');
