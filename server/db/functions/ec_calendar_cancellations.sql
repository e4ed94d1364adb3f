-- Calendars update in place (docs/product.md, "Calendars"): when a placed roundtable is taken off
-- the program (after the update) or deleted (before the delete, while its seats still exist), each
-- member who had it in their feed, its organizer and seated members, keeps a row describing the
-- event as it was, with the SEQUENCE of its cancellation, so the feed lists it as cancelled until
-- the convention is over. Placed again, the roundtable is a live event once more and its rows go.
CREATE OR REPLACE FUNCTION ec_calendar_cancellations() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.program_status = 'placed' THEN
    DELETE FROM calendar_cancellations WHERE roundtable_id = NEW.id;
    RETURN NULL;
  END IF;
  IF OLD.program_status = 'placed' THEN
    INSERT INTO calendar_cancellations (user_id, roundtable_id, convention_id, title, starts_at, ends_at, room_name, session_name, sequence)
    SELECT who.user_id, OLD.id, OLD.convention_id, OLD.title, s.starts_at, s.ends_at, room.name, s.name,
      CASE WHEN TG_OP = 'DELETE' THEN OLD.calendar_sequence + 1 ELSE NEW.calendar_sequence END
    FROM (SELECT OLD.organizer_id AS user_id
          UNION SELECT p.user_id FROM participations p WHERE p.roundtable_id = OLD.id AND p.status = 'joined') who
    -- A member deleted in the same statement (the roundtable going with them) keeps no row.
    JOIN users u ON u.id = who.user_id
    JOIN program_sessions s ON s.id = OLD.session_id
    JOIN program_rooms room ON room.id = OLD.room_id
    ON CONFLICT (user_id, roundtable_id) DO UPDATE SET convention_id = excluded.convention_id, title = excluded.title,
      starts_at = excluded.starts_at, ends_at = excluded.ends_at, room_name = excluded.room_name,
      session_name = excluded.session_name, sequence = excluded.sequence, cancelled_at = excluded.cancelled_at;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END
$$;
