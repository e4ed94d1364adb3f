-- Data versions (docs/architecture.md): adds one to the named columns of data_versions (TG_ARGV:
-- 'roundtables', 'members') once per transaction, so every process's caches know to read again. It
-- runs as a deferred constraint trigger, at commit: the row lock is taken after every other lock the
-- transaction holds and kept only while it commits, and a reader sees the new version exactly when
-- it sees the rows. The shard is chosen by backend pid, so busy connections rarely meet on one row.
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
      WHERE shard = pg_backend_pid() % 64;
  END IF;
  RETURN NULL;
END
$$;
