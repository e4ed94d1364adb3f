-- A member's own leave in one statement, under the same locks as the join: gives up the seat or the
-- place in line, promotes the first member in line into a freed seat, and notifies the organizer
-- and the promoted member (a leave minutes after the member's unread join notice removes that
-- notice instead of adding one). It names the roundtable's session: a seat given up there may unblock a
-- member passed over in another of the session's lines, and the app seats those lines once the
-- leave commits (server/roundtables/waiting-lines.ts).
CREATE OR REPLACE FUNCTION ec_leave_roundtable(
  p_roundtable_id int, p_user_id int,
  p_left_message text[], p_left_waitlist_message text[], p_promoted_message text[],
  p_now timestamptz DEFAULT NULL,
  OUT outcome text, OUT promoted_user_ids int[], OUT title text, OUT session_id int)
  LANGUAGE plpgsql
  AS $$
DECLARE
  v_roundtable record;
  v_status participation_status;
  v_no_news boolean;
BEGIN
  promoted_user_ids := '{}';
  SELECT r.title, r.organizer_id, r.session_id INTO v_roundtable
    FROM roundtables r WHERE r.id = p_roundtable_id FOR UPDATE;
  IF NOT FOUND THEN
    outcome := 'not_found';
    RETURN;
  END IF;
  title := v_roundtable.title;
  session_id := v_roundtable.session_id;
  -- The date rules (ec_date_refusal): no leave at a convention that is over, or once the session started.
  IF p_now IS NOT NULL THEN
    outcome := ec_date_refusal(p_roundtable_id, p_now, true);
    IF outcome IS NOT NULL THEN
      RETURN;
    END IF;
  END IF;
  IF v_roundtable.organizer_id = p_user_id THEN
    outcome := 'organizer';
    RETURN;
  END IF;
  IF v_roundtable.session_id IS NOT NULL THEN
    PERFORM 1 FROM program_sessions s WHERE s.id = v_roundtable.session_id FOR UPDATE;
  END IF;
  DELETE FROM participations p WHERE p.roundtable_id = p_roundtable_id AND p.user_id = p_user_id
    RETURNING p.status INTO v_status;
  IF NOT FOUND THEN
    outcome := 'not_participating';
    RETURN;
  END IF;
  IF v_status = 'joined' THEN
    SELECT coalesce(array_agg(w.user_id), '{}') INTO promoted_user_ids FROM ec_promote_from_waitlist(p_roundtable_id, 1) w;
  END IF;
  -- Joined then left within minutes is no news: the organizer's unread notice of the join goes,
  -- and no notice of the leave is written.
  DELETE FROM notifications n
    WHERE n.user_id = v_roundtable.organizer_id AND n.roundtable_id = p_roundtable_id AND n.actor_id = p_user_id
      AND n.kind = 'participant_joined' AND n.read_at IS NULL AND n.created_at > now() - interval '10 minutes';
  v_no_news := FOUND;
  INSERT INTO notifications (user_id, kind, message, roundtable_id, actor_id)
    SELECT v_roundtable.organizer_id, 'participant_left',
      CASE WHEN v_status = 'joined' THEN p_left_message[1] || v_roundtable.title || p_left_message[2]
        ELSE p_left_waitlist_message[1] || v_roundtable.title || p_left_waitlist_message[2] END,
      p_roundtable_id, p_user_id
      WHERE NOT v_no_news
    UNION ALL
    SELECT promoted.id, 'waitlist_promoted', p_promoted_message[1] || v_roundtable.title || p_promoted_message[2], p_roundtable_id, NULL::int
      FROM unnest(promoted_user_ids) AS promoted(id);
  outcome := CASE WHEN v_status = 'joined' THEN 'left' ELSE 'left_waitlist' END;
END
$$;
