-- Live updates: whether this transaction has already written the topic's event. The triggers ask
-- first, so a statement touching many rows (a bulk insert, marking everything read) reads the
-- state it sends once, not once per row.
CREATE OR REPLACE FUNCTION ec_live_event_seen(event_topic text) RETURNS boolean
  LANGUAGE sql
  AS $$
  SELECT EXISTS (SELECT 1 FROM live_events WHERE xid = txid_current() AND topic = event_topic)
$$;
