-- Written by `npm run db:functions` from server/db/functions/ (ec_date_refusal, ec_join_roundtable, ec_leave_roundtable).
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
--> statement-breakpoint
DROP FUNCTION ec_join_roundtable(p_roundtable_id integer, p_user_id integer, p_joined_message text[], p_waitlisted_message text[], p_added_by integer, OUT outcome text, OUT audience text, OUT member_type text, OUT clash_title text, OUT clash_name text, OUT title text);
--> statement-breakpoint
-- A seat taken, in one statement (docs/product.md, "Seats and waitlist"): a member's own join, or
-- the organizer's add when p_added_by names the organizer. Both take the roundtable's row lock
-- (joins, adds and leaves of one roundtable queue there), read the member and the seats, check the
-- audience and a seat elsewhere in the same session, then seat the member. On a full roundtable a
-- member's own join queues them on the waitlist; an organizer's add is refused ('full'), since
-- nobody asked the member to wait. Each statement of a volatile PL/pgSQL function takes a fresh
-- snapshot, so what is read after the lock sees every seat committed before it: concurrent joins
-- and adds never seat more than max_participants. The notice goes to the organizer on a join, to
-- the member on an add; its text stays in the app, passed as the words before and after the title
-- (server/roundtables/seat-notices.ts). The app words every refusal from the outcome; the title
-- comes back with a seat, for the added member's e-mail.
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
  v_member record;
  v_full boolean;
BEGIN
  -- Joins, adds and leaves of one roundtable queue here.
  SELECT r.title, r.organizer_id, r.max_participants, r.target_audience, r.session_id INTO v_roundtable
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
  -- Only the organizer adds, and never themselves: they hold a seat from the start.
  IF p_added_by IS NOT NULL THEN
    IF p_added_by <> v_roundtable.organizer_id THEN
      outcome := 'not_organizer';
      RETURN;
    END IF;
    IF p_user_id = v_roundtable.organizer_id THEN
      outcome := 'organizer';
      RETURN;
    END IF;
  END IF;
  -- The member's type as it is now, locked for share: a type change and a join can't pass each other.
  SELECT u.user_type, me.id AS participation_id,
      (SELECT count(*) FROM participations j WHERE j.roundtable_id = p_roundtable_id AND j.status = 'joined') AS joined_count
    INTO v_member
    FROM users u
    LEFT JOIN participations me ON me.roundtable_id = p_roundtable_id AND me.user_id = u.id
    -- Only members take seats: an account not yet confirmed and approved (or refused, or
    -- suspended) is nobody an organizer can add (docs/security.md, "Membership").
    WHERE u.id = p_user_id AND u.email_confirmed AND u.membership_status = 'approved'
    FOR SHARE OF u;
  IF NOT FOUND THEN
    outcome := 'no_member';
    RETURN;
  END IF;
  IF v_member.participation_id IS NOT NULL THEN
    outcome := 'already';
    RETURN;
  END IF;
  -- A student can't sit at an advisors-only roundtable, nor an advisor at a students-only one.
  IF (v_roundtable.target_audience = 'advisors' AND v_member.user_type <> 'advisor')
      OR (v_roundtable.target_audience = 'students' AND v_member.user_type <> 'student') THEN
    outcome := 'audience';
    audience := v_roundtable.target_audience;
    member_type := v_member.user_type;
    RETURN;
  END IF;
  -- Placement takes the session's lock too, so nobody is seated twice in one session.
  IF v_roundtable.session_id IS NOT NULL THEN
    PERFORM 1 FROM program_sessions s WHERE s.id = v_roundtable.session_id FOR UPDATE;
  END IF;
  v_full := v_member.joined_count >= v_roundtable.max_participants;
  IF v_full AND p_added_by IS NOT NULL THEN
    outcome := 'full';
    RETURN;
  END IF;
  -- A seat at the same time elsewhere refuses the seat; the waitlist stays open.
  IF NOT v_full AND v_roundtable.session_id IS NOT NULL THEN
    SELECT c.title, c.first_name || ' ' || c.last_name INTO clash_title, clash_name
      FROM ec_seat_clashes(v_roundtable.session_id, ARRAY[p_user_id], p_roundtable_id) c LIMIT 1;
    IF FOUND THEN
      outcome := 'clash';
      RETURN;
    END IF;
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
  ELSE
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
--> statement-breakpoint
DROP FUNCTION ec_leave_roundtable(p_roundtable_id integer, p_user_id integer, p_left_message text[], p_left_waitlist_message text[], p_promoted_message text[], OUT outcome text, OUT promoted_user_ids integer[], OUT title text, OUT session_id integer);
--> statement-breakpoint
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
