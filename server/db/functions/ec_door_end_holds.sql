-- The end of a seat held at the door (docs/product.md, "The day at the table"): a waitlisted member
-- offered a seat by the door release who is not checked in by p_now loses it, told by a bell notice
-- (kind door_seat_released), and the seat opens to walk-ins. Under the roundtable's row lock, so of
-- two sweeping processes one ends each hold. Returns whose hold ended.
CREATE OR REPLACE FUNCTION ec_door_end_holds(p_roundtable_id int, p_now timestamptz, p_message text[])
  RETURNS TABLE (user_id int)
  LANGUAGE plpgsql
  AS $$
DECLARE
  v_title text;
  v_ended int[];
BEGIN
  SELECT r.title INTO v_title FROM roundtables r WHERE r.id = p_roundtable_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  WITH gone AS (
    DELETE FROM participations p
      WHERE p.roundtable_id = p_roundtable_id AND p.status = 'joined' AND p.checked_in_at IS NULL
        AND p.door_held_until IS NOT NULL AND p.door_held_until <= p_now
      RETURNING p.user_id
  )
  SELECT coalesce(array_agg(gone.user_id ORDER BY gone.user_id), '{}') INTO v_ended FROM gone;
  INSERT INTO notifications (user_id, kind, message, roundtable_id)
    SELECT ended_id, 'door_seat_released', p_message[1] || v_title || p_message[2], p_roundtable_id
    FROM unnest(v_ended) ended_id;
  RETURN QUERY SELECT ended_id FROM unnest(v_ended) ended_id;
END
$$;
