-- A seat taken, in one statement (docs/product.md, "Seats and waitlist"): a member's own join, or
-- the organizer's or a co-organizer's add when p_added_by names them. Both take the roundtable's row lock
-- (joins, adds and leaves of one roundtable queue there), apply the date rules, then the seat's rules
-- (ec_seat_refusal: membership, audience, capacity, a seat elsewhere in the same session), then seat
-- the member. On a full roundtable a member's own join queues them on the waitlist; an organizer's
-- add is refused ('full'), since nobody asked the member to wait. What is read after the lock sees
-- every seat committed before it, so concurrent joins and adds never seat more than max_participants.
-- The notice goes to the organizer on a join, to the member on an add; its text stays in the app,
-- passed as the words before and after the title (server/roundtables/seat-notices.ts). The app words
-- every refusal from the outcome; the title comes back with a seat, for the added member's e-mail.
CREATE OR REPLACE FUNCTION ec_join_roundtable(
  p_roundtable_id int, p_user_id int,
  p_joined_message text[], p_waitlisted_message text[],
  p_added_by int DEFAULT NULL,
  p_now timestamptz DEFAULT NULL,
  OUT outcome text, OUT audience text, OUT member_type text, OUT clash_title text, OUT clash_name text, OUT title text)
  LANGUAGE plpgsql
  AS $$
DECLARE
  v_roundtable record;
  v_seat record;
  v_full boolean;
BEGIN
  -- Joins, adds and leaves of one roundtable queue here.
  SELECT r.title, r.organizer_id INTO v_roundtable
    FROM roundtables r WHERE r.id = p_roundtable_id FOR UPDATE;
  IF NOT FOUND THEN
    outcome := 'not_found';
    RETURN;
  END IF;
  -- The date rules (ec_date_refusal): a member's own join stops when the session starts.
  IF p_now IS NOT NULL THEN
    outcome := ec_date_refusal(p_roundtable_id, p_now, p_added_by IS NULL);
    IF outcome IS NOT NULL THEN
      RETURN;
    END IF;
  END IF;
  -- Only the organizer or a co-organizer adds (a co-organizer accepting takes their own seat so,
  -- p_added_by = p_user_id), and nobody adds the organizer: they hold a seat from the start.
  IF p_added_by IS NOT NULL THEN
    IF p_added_by <> v_roundtable.organizer_id AND NOT EXISTS (
        SELECT 1 FROM roundtable_co_organizers c
        WHERE c.roundtable_id = p_roundtable_id AND c.user_id = p_added_by AND c.status = 'accepted') THEN
      outcome := 'not_organizer';
      RETURN;
    END IF;
    IF p_user_id = v_roundtable.organizer_id THEN
      outcome := 'organizer';
      RETURN;
    END IF;
  END IF;
  -- The seat's rules; a member already seated or waiting here has nothing to join.
  SELECT * INTO v_seat FROM ec_seat_refusal(p_roundtable_id, p_user_id, false);
  v_full := v_seat.outcome IS NOT DISTINCT FROM 'full';
  IF v_seat.outcome IS NOT NULL AND NOT (v_full AND p_added_by IS NULL) THEN
    outcome := CASE WHEN v_seat.outcome IN ('seated', 'waiting') THEN 'already' ELSE v_seat.outcome END;
    audience := v_seat.audience;
    member_type := v_seat.member_type;
    clash_title := v_seat.clash_title;
    clash_name := v_seat.clash_name;
    RETURN;
  END IF;
  title := v_roundtable.title;
  INSERT INTO participations (roundtable_id, user_id, status)
    VALUES (p_roundtable_id, p_user_id, (CASE WHEN v_full THEN 'waitlisted' ELSE 'joined' END)::participation_status);
  IF p_added_by IS NULL THEN
    -- Back within minutes of leaving: this notice replaces the organizer's unread one of the leave,
    -- so a member going in and out leaves one notice, not one per click.
    DELETE FROM notifications n
      WHERE n.user_id = v_roundtable.organizer_id AND n.roundtable_id = p_roundtable_id AND n.actor_id = p_user_id
        AND n.kind = 'participant_left' AND n.read_at IS NULL AND n.created_at > now() - interval '10 minutes';
    INSERT INTO notifications (user_id, kind, message, roundtable_id, actor_id)
      VALUES (v_roundtable.organizer_id, 'participant_joined',
        CASE WHEN v_full THEN p_waitlisted_message[1] || v_roundtable.title || p_waitlisted_message[2]
          ELSE p_joined_message[1] || v_roundtable.title || p_joined_message[2] END,
        p_roundtable_id, p_user_id);
  ELSIF p_added_by <> p_user_id THEN
    -- Added back within minutes of a removal: as a join after a leave, this notice replaces the
    -- member's unread one of the removal (and a removal soon after an add takes this one back:
    -- server/roundtables/seat.service.ts).
    DELETE FROM notifications n
      WHERE n.user_id = p_user_id AND n.roundtable_id = p_roundtable_id
        AND n.kind = 'removed_from_roundtable' AND n.read_at IS NULL AND n.created_at > now() - interval '10 minutes';
    INSERT INTO notifications (user_id, kind, message, roundtable_id)
      VALUES (p_user_id, 'added_to_roundtable', p_joined_message[1] || v_roundtable.title || p_joined_message[2], p_roundtable_id);
  END IF;
  outcome := CASE WHEN v_full THEN 'waitlisted' ELSE 'joined' END;
END
$$;
