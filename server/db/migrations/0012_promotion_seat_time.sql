-- A promoted member's seat is dated when it is given. Migration 0010 dated it statement_timestamp(),
-- meaning to take the time after the roundtable's row lock; but inside a function that is the time
-- the client's statement arrived, and join and leave are one client statement each since 0010. So
-- concurrent leaves, which arrive before they queue for the lock, dated their promotions out of
-- the order the seats were given. clock_timestamp() is read once, on entering the function, which
-- every caller does holding the row lock: one call's promotions share that time and keep line
-- order through their ids, as before.
CREATE OR REPLACE FUNCTION ec_promote_from_waitlist(p_roundtable_id int, p_seats int)
  RETURNS TABLE (user_id int, email text, first_name text)
  -- PL/pgSQL keeps the statement's plan for the connection; an SQL function would plan it on every call.
  LANGUAGE plpgsql
  AS $$
DECLARE
  v_seated_at timestamptz := clock_timestamp();
BEGIN
  RETURN QUERY
    UPDATE participations p SET status = 'joined', joined_at = v_seated_at
    FROM users u
    WHERE u.id = p.user_id AND p.id IN (
      SELECT w.id FROM participations w
      WHERE w.roundtable_id = p_roundtable_id AND w.status = 'waitlisted'
        AND NOT EXISTS (
          SELECT 1 FROM roundtables here
          JOIN roundtables other ON other.session_id = here.session_id AND other.id <> here.id
          JOIN participations op ON op.roundtable_id = other.id AND op.status = 'joined'
          WHERE here.id = p_roundtable_id AND op.user_id = w.user_id)
      ORDER BY w.joined_at, w.id
      LIMIT greatest(p_seats, 0)
      FOR UPDATE
    )
    RETURNING p.user_id, u.email, u.first_name;
END
$$;
