-- Live updates: a roundtable's seat summary changed (a join, a leave, a promotion, a removal, on
-- any write path), or its number of seats did. Runs deferred, at commit: the counts sent are the
-- committed ones.
CREATE OR REPLACE FUNCTION ec_live_seats_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  table_id integer;
  seats record;
BEGIN
  IF TG_TABLE_NAME = 'roundtables' THEN
    table_id := NEW.id;
    IF OLD.max_participants IS NOT DISTINCT FROM NEW.max_participants THEN
      RETURN NULL;
    END IF;
  ELSE
    table_id := NEW.roundtable_id;
    IF TG_OP = 'UPDATE' AND OLD.participant_count = NEW.participant_count AND OLD.waitlist_count = NEW.waitlist_count THEN
      RETURN NULL;
    END IF;
  END IF;
  IF ec_live_event_seen('seats:' || table_id) THEN
    RETURN NULL;
  END IF;
  SELECT r.max_participants, coalesce(s.participant_count, 0) AS participant_count INTO seats
    FROM roundtables r LEFT JOIN roundtable_seats s ON s.roundtable_id = r.id
    WHERE r.id = table_id;
  IF NOT FOUND THEN
    RETURN NULL; -- deleted in the same transaction
  END IF;
  PERFORM ec_live_event('seats', 'seats:' || table_id, NULL, jsonb_build_object(
    'roundtableId', table_id, 'participantCount', seats.participant_count, 'maxParticipants', seats.max_participants));
  RETURN NULL;
END
$$;
