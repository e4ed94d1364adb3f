-- Calendars update in place (docs/product.md, "Calendars"): a roundtable's SEQUENCE rises by one
-- with each write that changes its title, time (session or date), room, or whether it is on the
-- program, so a calendar app replaces the event it holds. A writer that raised it itself (a
-- session's new end, which is no column here) is not raised twice; seat changes never touch it.
CREATE OR REPLACE FUNCTION ec_calendar_sequence() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.calendar_sequence = OLD.calendar_sequence
     AND ((OLD.title, OLD.session_id, OLD.room_id, OLD.scheduled_date) IS DISTINCT FROM (NEW.title, NEW.session_id, NEW.room_id, NEW.scheduled_date)
          OR (OLD.program_status IS DISTINCT FROM NEW.program_status AND 'placed' IN (OLD.program_status, NEW.program_status))) THEN
    NEW.calendar_sequence := OLD.calendar_sequence + 1;
  END IF;
  RETURN NEW;
END
$$;
