-- Written by `npm run db:functions` from server/db/functions/ (ec_door_walk_in, ec_email_for, ec_is_member, ec_join_roundtable, ec_seat_refusal).
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
--> statement-breakpoint
-- Who reads a member's e-mail (docs/security.md, "Privacy"): the member's address when they share
-- it, when the reader is staff, or when the reader is the member; else NULL. Every query that
-- returns a member's e-mail to a reader takes it from here (server/db/member-rules.ts for
-- Drizzle's), and no code changes it afterwards. reader_id NULL is a reader who is no member in
-- particular (a page cached for many readers); reader_is_staff comes from the reader's own row.
-- LANGUAGE sql and IMMUTABLE, reading only its arguments: PostgreSQL inlines it as a CASE.
CREATE OR REPLACE FUNCTION ec_email_for(member users, reader_id int, reader_is_staff boolean) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$
  SELECT CASE WHEN member.share_email OR reader_is_staff OR member.id = reader_id THEN member.email END
$$;
--> statement-breakpoint
-- Who is a member (docs/security.md, "Membership"): an account whose e-mail is confirmed and whose
-- membership is approved; pending, declined and suspended accounts are not, whatever else they
-- hold. Every query that asks it calls this (server/db/member-rules.ts for Drizzle's), so the rule
-- is written once. LANGUAGE sql and IMMUTABLE, reading only its argument: PostgreSQL inlines it
-- into the caller's WHERE as the two column tests, so the indexes on them still serve.
CREATE OR REPLACE FUNCTION ec_is_member(member users) RETURNS boolean
  LANGUAGE sql IMMUTABLE
  AS $$
  SELECT member.email_confirmed AND member.membership_status = 'approved'
$$;
--> statement-breakpoint
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
--> statement-breakpoint
-- The rules of a seat (docs/product.md, "Seats and waitlist"), written once for a member's join,
-- an organizer's add (ec_join_roundtable) and a walk-in at the door (ec_door_walk_in); the caller
-- holds the roundtable's row lock. In order, the first that refuses is the outcome: 'no_member' (not
-- a member, ec_is_member); 'seated', or 'waiting' unless p_from_waitlist lets a place in line become
-- the seat (participation_id names it); 'audience'; 'full'; 'clash' (a seat elsewhere in the same
-- session, named). NULL when the seat may be taken. 'full' comes before the clash, so a join that
-- queues on a full roundtable is not refused for a seat elsewhere: a place in line clashes with
-- nothing. A volatile PL/pgSQL function takes a fresh snapshot for each statement, so the count after
-- the locks sees every seat committed before them.
CREATE OR REPLACE FUNCTION ec_seat_refusal(p_roundtable_id int, p_user_id int, p_from_waitlist boolean,
  OUT outcome text, OUT participation_id int, OUT audience text, OUT member_type text, OUT clash_title text, OUT clash_name text)
  LANGUAGE plpgsql
  AS $$
DECLARE
  v_roundtable record;
  v_member record;
BEGIN
  SELECT r.max_participants, r.target_audience, r.session_id INTO v_roundtable FROM roundtables r WHERE r.id = p_roundtable_id;
  -- The member's type as it is now, locked for share: a type change and a seat can't pass each other.
  -- Only members take seats: an account not yet confirmed and approved (or refused, or suspended) is
  -- nobody an organizer can add or the door can seat (docs/security.md, "Membership").
  SELECT u.user_type, me.id AS participation_id, me.status INTO v_member
    FROM users u
    LEFT JOIN participations me ON me.roundtable_id = p_roundtable_id AND me.user_id = u.id
    WHERE u.id = p_user_id AND ec_is_member(u)
    FOR SHARE OF u;
  IF NOT FOUND THEN
    outcome := 'no_member';
    RETURN;
  END IF;
  participation_id := v_member.participation_id;
  IF v_member.status = 'joined' THEN
    outcome := 'seated';
    RETURN;
  END IF;
  IF v_member.status = 'waitlisted' AND NOT p_from_waitlist THEN
    outcome := 'waiting';
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
  IF (SELECT count(*) FROM participations j WHERE j.roundtable_id = p_roundtable_id AND j.status = 'joined') >= v_roundtable.max_participants THEN
    outcome := 'full';
    RETURN;
  END IF;
  IF v_roundtable.session_id IS NOT NULL THEN
    SELECT c.title, c.first_name || ' ' || c.last_name INTO clash_title, clash_name
      FROM ec_seat_clashes(v_roundtable.session_id, ARRAY[p_user_id], p_roundtable_id) c LIMIT 1;
    IF FOUND THEN
      outcome := 'clash';
    END IF;
  END IF;
END
$$;
