-- A walk-in at the door (docs/product.md, "The day at the table"): the organizer (or staff) shows
-- the app a member's pass during the check-in window. A member already seated is checked in; anyone
-- else takes an open seat by the join's rules (ec_seat_refusal: approved member, audience, capacity,
-- no seat elsewhere in the same session), seated and checked in at once, a place they held on the
-- waitlist included. It takes the roundtable's row lock first, as every seat change does, so racing
-- walk-ins never seat more than max_participants. p_now is the app's clock.
CREATE OR REPLACE FUNCTION ec_door_walk_in(p_roundtable_id int, p_user_id int, p_now timestamptz,
  OUT outcome text, OUT audience text, OUT member_type text)
  LANGUAGE plpgsql
  AS $$
DECLARE
  v_seat record;
BEGIN
  PERFORM 1 FROM roundtables r WHERE r.id = p_roundtable_id FOR UPDATE;
  IF NOT FOUND THEN
    outcome := 'not_found';
    RETURN;
  END IF;
  SELECT * INTO v_seat FROM ec_seat_refusal(p_roundtable_id, p_user_id, true);
  IF v_seat.outcome = 'seated' THEN
    UPDATE participations SET checked_in_at = coalesce(checked_in_at, p_now) WHERE id = v_seat.participation_id;
    outcome := 'checked_in';
    RETURN;
  END IF;
  IF v_seat.outcome IS NOT NULL THEN
    outcome := v_seat.outcome;
    audience := v_seat.audience;
    member_type := v_seat.member_type;
    RETURN;
  END IF;
  IF v_seat.participation_id IS NOT NULL THEN
    UPDATE participations SET status = 'joined', joined_at = clock_timestamp(), checked_in_at = p_now, walk_in = true
      WHERE id = v_seat.participation_id;
  ELSE
    INSERT INTO participations (roundtable_id, user_id, status, checked_in_at, walk_in)
      VALUES (p_roundtable_id, p_user_id, 'joined', p_now, true);
  END IF;
  outcome := 'walked_in';
END
$$;
