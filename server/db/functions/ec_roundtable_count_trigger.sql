-- Keeps roundtable_count, the unfiltered list's total, so it is not a count over every roundtable:
-- one update per statement, whatever its number of rows; concurrent writers queue on the row and
-- each adds to what the one before it committed.
CREATE OR REPLACE FUNCTION ec_roundtable_count_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE roundtable_count SET total = total + (SELECT count(*) FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE roundtable_count SET total = total - (SELECT count(*) FROM old_rows);
  ELSE -- TRUNCATE
    UPDATE roundtable_count SET total = 0;
  END IF;
  RETURN NULL;
END
$$;
