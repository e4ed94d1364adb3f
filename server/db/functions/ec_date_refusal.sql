-- The date rules of a seat (docs/product.md, "Conventions"), read under the roundtable's row lock by
-- ec_join_roundtable and ec_leave_roundtable: 'over' once the roundtable's convention is past its
-- last day in its own time zone; with p_seat_of_member, 'started' once its session has begun; else
-- NULL. p_now is the app's clock (server/lib/clock.ts), so tests move it rather than wait.
CREATE OR REPLACE FUNCTION ec_date_refusal(p_roundtable_id int, p_now timestamptz, p_seat_of_member boolean) RETURNS text
  LANGUAGE sql STABLE
  AS $$
  SELECT CASE
    WHEN (p_now AT TIME ZONE c.time_zone)::date > c.end_date THEN 'over'
    WHEN p_seat_of_member AND s.starts_at <= p_now THEN 'started'
  END
  FROM roundtables r JOIN conventions c ON c.id = r.convention_id LEFT JOIN program_sessions s ON s.id = r.session_id
  WHERE r.id = p_roundtable_id
$$;
