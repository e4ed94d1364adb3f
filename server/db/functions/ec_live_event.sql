-- Live updates (docs/architecture.md, "Live updates"): writes one event row, at most one per topic
-- per transaction (the triggers that call it run deferred, at commit, so the first call already
-- sees the transaction's final state and later ones add nothing), and announces its id on the
-- channel ec_live_events: NOTIFY is delivered at commit, to every app process listening. Now and
-- then it prunes rows older than 15 minutes (a reconnect replays at least the last 10), skipping
-- rows another pruning transaction holds so no writer waits on it.
CREATE OR REPLACE FUNCTION ec_live_event(event_kind text, event_topic text, event_member integer, event_data jsonb) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  new_id bigint;
BEGIN
  INSERT INTO live_events (kind, topic, member_id, data)
    VALUES (event_kind, event_topic, event_member, event_data)
    ON CONFLICT (xid, topic) DO NOTHING
    RETURNING id INTO new_id;
  IF new_id IS NULL THEN
    RETURN;
  END IF;
  PERFORM pg_notify('ec_live_events', new_id::text);
  IF new_id % 200 = 0 THEN
    DELETE FROM live_events WHERE id IN (
      SELECT id FROM live_events WHERE created_at < now() - interval '15 minutes'
      ORDER BY id LIMIT 5000 FOR UPDATE SKIP LOCKED);
  END IF;
END
$$;
