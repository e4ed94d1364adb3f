-- Live updates: a roundtable's place in the program changed: its session, room, date or program
-- status, its session's times or its room's name, or a placed roundtable was deleted. Runs
-- deferred, at commit.
CREATE OR REPLACE FUNCTION ec_live_program_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  table_id integer;
BEGIN
  IF TG_TABLE_NAME = 'roundtables' THEN
    IF TG_OP = 'DELETE' THEN
      IF OLD.program_status = 'placed' THEN
        PERFORM ec_live_event('program', 'program:' || OLD.id, NULL, jsonb_build_object('roundtableId', OLD.id));
      END IF;
    ELSIF (OLD.session_id, OLD.room_id, OLD.scheduled_date, OLD.program_status)
        IS DISTINCT FROM (NEW.session_id, NEW.room_id, NEW.scheduled_date, NEW.program_status) THEN
      PERFORM ec_live_event('program', 'program:' || NEW.id, NULL, jsonb_build_object('roundtableId', NEW.id));
    END IF;
  ELSIF TG_TABLE_NAME = 'program_sessions' THEN
    IF (OLD.starts_at, OLD.ends_at, OLD.name) IS DISTINCT FROM (NEW.starts_at, NEW.ends_at, NEW.name) THEN
      FOR table_id IN SELECT id FROM roundtables WHERE session_id = NEW.id LOOP
        PERFORM ec_live_event('program', 'program:' || table_id, NULL, jsonb_build_object('roundtableId', table_id));
      END LOOP;
    END IF;
  ELSIF OLD.name IS DISTINCT FROM NEW.name THEN -- program_rooms
    FOR table_id IN SELECT id FROM roundtables WHERE room_id = NEW.id LOOP
      PERFORM ec_live_event('program', 'program:' || table_id, NULL, jsonb_build_object('roundtableId', table_id));
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
