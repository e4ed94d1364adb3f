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
