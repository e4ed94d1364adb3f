-- Written by `npm run db:functions` from server/db/functions/ (ec_door_end_holds, ec_door_release, ec_door_walk_in).
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
--> statement-breakpoint
-- The door release (docs/product.md, "The day at the table"): once a roundtable's session has run
-- p_release_minutes, the seats of members not checked in (the organizer and co-organizers keep theirs) go to the
-- waitlist in its order, each offered seat held until p_hold_until, and whatever is left opens to
-- walk-ins. Every app process sweeps; the roundtable's row lock and door_released_at, set here,
-- make exactly one of them release, once. Returns who lost a seat (released) and who was offered
-- one, after writing their bell notices (kinds door_seat_released and door_seat_offered; the texts
-- are the app's, as the words before and after the title). Nothing when it is not due or was done.
CREATE OR REPLACE FUNCTION ec_door_release(p_roundtable_id int, p_now timestamptz, p_release_minutes int, p_hold_until timestamptz,
  p_released_message text[], p_offered_message text[])
  RETURNS TABLE (user_id int, released boolean)
  LANGUAGE plpgsql
  AS $$
DECLARE
  v_roundtable record;
  v_released int[];
  v_offered int[];
  v_free int;
BEGIN
  SELECT r.title, r.organizer_id, r.max_participants, r.session_id INTO v_roundtable
    FROM roundtables r JOIN program_sessions s ON s.id = r.session_id
    WHERE r.id = p_roundtable_id AND r.door_released_at IS NULL AND r.program_status = 'placed'
      AND s.starts_at + make_interval(mins => p_release_minutes) <= p_now AND p_now < s.ends_at
    FOR UPDATE OF r;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  -- Read again under the lock: another process may have released it while this one waited.
  PERFORM 1 FROM roundtables r WHERE r.id = p_roundtable_id AND r.door_released_at IS NULL;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  UPDATE roundtables SET door_released_at = p_now WHERE id = p_roundtable_id;
  PERFORM 1 FROM program_sessions s WHERE s.id = v_roundtable.session_id FOR UPDATE;
  WITH gone AS (
    DELETE FROM participations p
      WHERE p.roundtable_id = p_roundtable_id AND p.status = 'joined' AND p.checked_in_at IS NULL
        AND p.user_id <> v_roundtable.organizer_id
        AND NOT EXISTS (SELECT 1 FROM roundtable_co_organizers c
          WHERE c.roundtable_id = p_roundtable_id AND c.user_id = p.user_id AND c.status = 'accepted')
      RETURNING p.user_id
  )
  SELECT coalesce(array_agg(gone.user_id ORDER BY gone.user_id), '{}') INTO v_released FROM gone;
  SELECT v_roundtable.max_participants - count(*) INTO v_free
    FROM participations j WHERE j.roundtable_id = p_roundtable_id AND j.status = 'joined';
  SELECT coalesce(array_agg(promoted.user_id), '{}') INTO v_offered FROM ec_promote_from_waitlist(p_roundtable_id, v_free) promoted;
  UPDATE participations p SET door_held_until = p_hold_until
    WHERE p.roundtable_id = p_roundtable_id AND p.user_id = ANY (v_offered);
  INSERT INTO notifications (user_id, kind, message, roundtable_id)
    SELECT gone_id, 'door_seat_released', p_released_message[1] || v_roundtable.title || p_released_message[2], p_roundtable_id
    FROM unnest(v_released) gone_id;
  INSERT INTO notifications (user_id, kind, message, roundtable_id)
    SELECT offered_id, 'door_seat_offered', p_offered_message[1] || v_roundtable.title || p_offered_message[2], p_roundtable_id
    FROM unnest(v_offered) offered_id;
  RETURN QUERY SELECT gone_id, true FROM unnest(v_released) gone_id
    UNION ALL SELECT offered_id, false FROM unnest(v_offered) offered_id;
END
$$;
--> statement-breakpoint
-- A walk-in at the door (docs/product.md, "The day at the table"): the organizer (or staff) shows
-- the app a member's pass during the check-in window. A member already seated is checked in; anyone
-- else takes an open seat by the join's rules (approved member, audience, no seat elsewhere in the
-- same session), seated and checked in at once, a place they held on the waitlist included. It takes
-- the roundtable's row lock and then its session's, as every seat change does, and counts the seats
-- after the lock, so racing walk-ins never seat more than max_participants. p_now is the app's clock.
CREATE OR REPLACE FUNCTION ec_door_walk_in(p_roundtable_id int, p_user_id int, p_now timestamptz,
  OUT outcome text, OUT audience text, OUT member_type text)
  LANGUAGE plpgsql
  AS $$
DECLARE
  v_roundtable record;
  v_member record;
  v_joined int;
BEGIN
  SELECT r.max_participants, r.target_audience, r.session_id INTO v_roundtable
    FROM roundtables r WHERE r.id = p_roundtable_id FOR UPDATE;
  IF NOT FOUND THEN
    outcome := 'not_found';
    RETURN;
  END IF;
  SELECT u.user_type, me.id AS participation_id, me.status
    INTO v_member
    FROM users u
    LEFT JOIN participations me ON me.roundtable_id = p_roundtable_id AND me.user_id = u.id
    WHERE u.id = p_user_id AND u.email_confirmed AND u.membership_status = 'approved'
    FOR SHARE OF u;
  IF NOT FOUND THEN
    outcome := 'no_member';
    RETURN;
  END IF;
  IF v_member.status = 'joined' THEN
    UPDATE participations SET checked_in_at = coalesce(checked_in_at, p_now) WHERE id = v_member.participation_id;
    outcome := 'checked_in';
    RETURN;
  END IF;
  IF (v_roundtable.target_audience = 'advisors' AND v_member.user_type <> 'advisor')
      OR (v_roundtable.target_audience = 'students' AND v_member.user_type <> 'student') THEN
    outcome := 'audience';
    audience := v_roundtable.target_audience;
    member_type := v_member.user_type;
    RETURN;
  END IF;
  IF v_roundtable.session_id IS NOT NULL THEN
    PERFORM 1 FROM program_sessions s WHERE s.id = v_roundtable.session_id FOR UPDATE;
  END IF;
  SELECT count(*) INTO v_joined FROM participations j WHERE j.roundtable_id = p_roundtable_id AND j.status = 'joined';
  IF v_joined >= v_roundtable.max_participants THEN
    outcome := 'full';
    RETURN;
  END IF;
  IF v_roundtable.session_id IS NOT NULL
      AND EXISTS (SELECT 1 FROM ec_seat_clashes(v_roundtable.session_id, ARRAY[p_user_id], p_roundtable_id)) THEN
    outcome := 'clash';
    RETURN;
  END IF;
  IF v_member.participation_id IS NOT NULL THEN
    UPDATE participations SET status = 'joined', joined_at = clock_timestamp(), checked_in_at = p_now, walk_in = true
      WHERE id = v_member.participation_id;
  ELSE
    INSERT INTO participations (roundtable_id, user_id, status, checked_in_at, walk_in)
      VALUES (p_roundtable_id, p_user_id, 'joined', p_now, true);
  END IF;
  outcome := 'walked_in';
END
$$;
