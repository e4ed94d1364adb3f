-- Promotion (docs/product.md, "Seats and waitlist"): moves the earliest waitlisted members onto
-- p_seats free seats and returns who was promoted. A member seated in another roundtable of the same
-- session is passed over and keeps their place in line. Callers hold the roundtable's row lock. The
-- seat is dated clock_timestamp() on entering, under that lock: now() and statement_timestamp() are
-- when the caller's transaction or statement began, before it queued for the lock, and would date
-- concurrent promotions out of the order the seats were given.
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
