-- Each write transaction adds one to a shard of data_versions at commit, holding that row's lock
-- while it commits. With 8 shards chosen by backend pid, ten busy connections met on one shard
-- often enough that a join or leave spent more time waiting there than in any of its own work.
-- 64 shards keep that rare; a reader's sum over 64 rows of one page costs no more than over 8.
INSERT INTO data_versions (shard) SELECT generate_series(8, 63) ON CONFLICT (shard) DO NOTHING;
--> statement-breakpoint
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
