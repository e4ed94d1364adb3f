-- Keeps the seat summaries current on every write to participations: one call per statement,
-- whatever its number of rows (the demo fill inserts thousands at once).
CREATE OR REPLACE FUNCTION ec_participations_seats_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM ec_refresh_roundtable_seats(array(SELECT DISTINCT roundtable_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM ec_refresh_roundtable_seats(array(SELECT DISTINCT roundtable_id FROM old_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM ec_refresh_roundtable_seats(array(
      SELECT roundtable_id FROM new_rows UNION SELECT roundtable_id FROM old_rows));
  ELSE -- TRUNCATE: nobody is seated anywhere any more.
    DELETE FROM roundtable_seats;
  END IF;
  RETURN NULL;
END
$$;
