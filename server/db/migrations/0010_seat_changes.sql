-- A member's join and leave, each one statement (server/roundtables/seat-changes.storage.ts).
-- They were six round trips in a transaction; the functions run the same steps in the same order,
-- under the same locks. Each statement in a volatile PL/pgSQL function takes a fresh snapshot, so
-- what is read after the roundtable's row lock sees every seat committed before it, as before.
-- Message texts stay in the app: each is passed as the words before and after the roundtable's
-- title, an array of two.

-- The seating rule (server/program/seating.ts): members among p_user_ids already joined in
-- another roundtable placed in the same session.
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
--> statement-breakpoint
-- Moves the earliest waitlisted members onto p_seats free seats; returns who was promoted. A member
-- seated in another roundtable of the same session is skipped and keeps their place in line.
-- statement_timestamp, not now(): now() is when the transaction began, and concurrent leaves
-- begin before they queue for the row lock, so seats would be dated out of the order they were
-- given. One statement's promotions share the time and keep line order through their ids.
CREATE OR REPLACE FUNCTION ec_promote_from_waitlist(p_roundtable_id int, p_seats int)
  RETURNS TABLE (user_id int, email text, first_name text)
  -- PL/pgSQL keeps the statement's plan for the connection; an SQL function would plan it on every call.
  LANGUAGE plpgsql
  AS $$
BEGIN
  RETURN QUERY
    UPDATE participations p SET status = 'joined', joined_at = statement_timestamp()
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
--> statement-breakpoint
-- Outcomes: not_found, no_member, already, audience (with the audience and the member's type),
-- clash (with the other roundtable's title), joined, waitlisted.
CREATE OR REPLACE FUNCTION ec_join_roundtable(
  p_roundtable_id int, p_user_id int,
  p_joined_message text[], p_waitlisted_message text[],
  OUT outcome text, OUT audience text, OUT member_type text, OUT clash_title text)
  LANGUAGE plpgsql
  AS $$
DECLARE
  v_roundtable record;
  v_member record;
  v_full boolean;
BEGIN
  -- Joins and leaves of one roundtable queue here.
  SELECT r.title, r.organizer_id, r.max_participants, r.target_audience, r.session_id INTO v_roundtable
    FROM roundtables r WHERE r.id = p_roundtable_id FOR UPDATE;
  IF NOT FOUND THEN
    outcome := 'not_found';
    RETURN;
  END IF;
  -- The member's type as it is now, locked for share: a type change and a join can't pass each other.
  SELECT u.user_type, me.id AS participation_id,
      (SELECT count(*) FROM participations j WHERE j.roundtable_id = p_roundtable_id AND j.status = 'joined') AS joined_count
    INTO v_member
    FROM users u
    LEFT JOIN participations me ON me.roundtable_id = p_roundtable_id AND me.user_id = u.id
    WHERE u.id = p_user_id
    FOR SHARE OF u;
  IF NOT FOUND THEN
    outcome := 'no_member';
    RETURN;
  END IF;
  IF v_member.participation_id IS NOT NULL THEN
    outcome := 'already';
    RETURN;
  END IF;
  -- targetAudience (docs/product.md, "Seats and waitlist"): the app words the refusal.
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
  -- A seat at the same time elsewhere refuses the seat; the waitlist stays open.
  IF NOT v_full AND v_roundtable.session_id IS NOT NULL THEN
    SELECT c.title INTO clash_title
      FROM ec_seat_clashes(v_roundtable.session_id, ARRAY[p_user_id], p_roundtable_id) c LIMIT 1;
    IF FOUND THEN
      outcome := 'clash';
      RETURN;
    END IF;
  END IF;
  INSERT INTO participations (roundtable_id, user_id, status)
    VALUES (p_roundtable_id, p_user_id, (CASE WHEN v_full THEN 'waitlisted' ELSE 'joined' END)::participation_status);
  INSERT INTO notifications (user_id, kind, message, roundtable_id)
    VALUES (v_roundtable.organizer_id, 'participant_joined',
      CASE WHEN v_full THEN p_waitlisted_message[1] || v_roundtable.title || p_waitlisted_message[2]
        ELSE p_joined_message[1] || v_roundtable.title || p_joined_message[2] END,
      p_roundtable_id);
  outcome := CASE WHEN v_full THEN 'waitlisted' ELSE 'joined' END;
END
$$;
--> statement-breakpoint
-- Outcomes: not_found, organizer, not_participating, left (a seat; promoted_user_ids may name who
-- took it, and title is for their mail), left_waitlist.
CREATE OR REPLACE FUNCTION ec_leave_roundtable(
  p_roundtable_id int, p_user_id int,
  p_left_message text[], p_left_waitlist_message text[], p_promoted_message text[],
  OUT outcome text, OUT promoted_user_ids int[], OUT title text)
  LANGUAGE plpgsql
  AS $$
DECLARE
  v_roundtable record;
  v_status participation_status;
BEGIN
  promoted_user_ids := '{}';
  SELECT r.title, r.organizer_id, r.session_id INTO v_roundtable
    FROM roundtables r WHERE r.id = p_roundtable_id FOR UPDATE;
  IF NOT FOUND THEN
    outcome := 'not_found';
    RETURN;
  END IF;
  title := v_roundtable.title;
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
  INSERT INTO notifications (user_id, kind, message, roundtable_id)
    SELECT v_roundtable.organizer_id, 'participant_left',
      CASE WHEN v_status = 'joined' THEN p_left_message[1] || v_roundtable.title || p_left_message[2]
        ELSE p_left_waitlist_message[1] || v_roundtable.title || p_left_waitlist_message[2] END,
      p_roundtable_id
    UNION ALL
    SELECT promoted.id, 'waitlist_promoted', p_promoted_message[1] || v_roundtable.title || p_promoted_message[2], p_roundtable_id
      FROM unnest(promoted_user_ids) AS promoted(id);
  outcome := CASE WHEN v_status = 'joined' THEN 'left' ELSE 'left_waitlist' END;
END
$$;
