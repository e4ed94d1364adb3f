CREATE TYPE "public"."co_organizer_status" AS ENUM('pending', 'declined', 'accepted');--> statement-breakpoint
CREATE TABLE "roundtable_co_organizers" (
	"roundtable_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" "co_organizer_status" DEFAULT 'pending' NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "roundtable_co_organizers" ADD CONSTRAINT "roundtable_co_organizers_roundtable_id_roundtables_id_fk" FOREIGN KEY ("roundtable_id") REFERENCES "public"."roundtables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roundtable_co_organizers" ADD CONSTRAINT "roundtable_co_organizers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roundtable_co_organizers_unique" ON "roundtable_co_organizers" USING btree ("roundtable_id","user_id");--> statement-breakpoint
CREATE INDEX "roundtable_co_organizers_user_idx" ON "roundtable_co_organizers" USING btree ("user_id");
--> statement-breakpoint
-- A co-organizer holds a seat (docs/product.md, "Co-organizers"): when the seat goes, whatever the
-- path (their leave, a removal, an account's deletion, raw SQL), so does the role. One call per
-- statement; only seats taken (joined) count, so a waiting row given up on the way to a seat
-- (the accept of an invitation) leaves the role alone.
CREATE OR REPLACE FUNCTION ec_co_organizer_seat_gone() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM roundtable_co_organizers c
    USING old_rows o
    WHERE c.roundtable_id = o.roundtable_id AND c.user_id = o.user_id AND o.status = 'joined' AND c.status = 'accepted';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER participations_co_organizer_seat_gone AFTER DELETE ON participations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ec_co_organizer_seat_gone();
--> statement-breakpoint
-- Roundtable items carry their co-organizers and invitations: a change moves the lists' data version.
CREATE CONSTRAINT TRIGGER roundtable_co_organizers_data_version AFTER INSERT OR UPDATE OR DELETE ON roundtable_co_organizers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ec_bump_data_version('roundtables');
--> statement-breakpoint
CREATE TRIGGER roundtable_co_organizers_data_version_truncate AFTER TRUNCATE ON roundtable_co_organizers
  FOR EACH STATEMENT EXECUTE FUNCTION ec_bump_data_version('roundtables');
--> statement-breakpoint
-- A seat taken, in one statement (docs/product.md, "Seats and waitlist"): a member's own join, or
-- the organizer's or a co-organizer's add when p_added_by names them. Both take the roundtable's row lock
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
