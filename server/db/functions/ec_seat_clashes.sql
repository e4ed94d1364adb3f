-- The seating rule (docs/product.md, "Program and staff"): a member is seated in at most one
-- placed roundtable per session. Returns the members among p_user_ids already joined in another
-- roundtable placed in the session. A join, an organizer's add and a placement all ask it; callers
-- hold the session's lock.
CREATE OR REPLACE FUNCTION ec_seat_clashes(p_session_id int, p_user_ids int[], p_except_roundtable_id int)
  RETURNS TABLE (user_id int, first_name text, last_name text, roundtable_id int, title text)
  LANGUAGE sql STABLE
  AS $$
    SELECT u.id, u.first_name, u.last_name, other.id, other.title
    FROM participations p
    JOIN roundtables other ON other.id = p.roundtable_id
    JOIN users u ON u.id = p.user_id
    WHERE other.session_id = p_session_id AND other.id <> p_except_roundtable_id
      AND p.status = 'joined' AND p.user_id = ANY (p_user_ids)
    ORDER BY other.id, u.last_name, u.first_name, u.id
  $$;
