-- Calendars update in place (docs/product.md, "Calendars"): an event's LOCATION is its room's name,
-- which lives in program_rooms, not in the roundtable's row. When staff rename a room, the
-- roundtables in it take a higher SEQUENCE, as ec_calendar_sequence gives one when a roundtable
-- changes room, so a calendar app replaces the event it holds. Statement-level: one raise per
-- roundtable for each statement that renames.
CREATE OR REPLACE FUNCTION ec_calendar_room_renamed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE roundtables r SET calendar_sequence = r.calendar_sequence + 1
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE r.room_id = n.id AND n.name IS DISTINCT FROM o.name;
  RETURN NULL;
END
$$;
