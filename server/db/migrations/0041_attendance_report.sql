CREATE TABLE "door_no_shows" (
	"id" serial PRIMARY KEY NOT NULL,
	"roundtable_id" integer NOT NULL,
	"chapter_id" integer,
	"released_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "door_no_shows" ADD CONSTRAINT "door_no_shows_roundtable_id_roundtables_id_fk" FOREIGN KEY ("roundtable_id") REFERENCES "public"."roundtables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_no_shows" ADD CONSTRAINT "door_no_shows_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "door_no_shows_roundtable_idx" ON "door_no_shows" USING btree ("roundtable_id");
--> statement-breakpoint
-- The door release (docs/product.md, "The day at the table"): once a roundtable's session has run
-- p_release_minutes, the seats of members not checked in (the organizer and co-organizers keep theirs) go to the
-- waitlist in its order, each offered seat held until p_hold_until, and whatever is left opens to
-- walk-ins. Every app process sweeps; the roundtable's row lock and door_released_at, set here,
-- make exactly one of them release, once. Returns who lost a seat (released) and who was offered
-- one, after writing their bell notices (kinds door_seat_released and door_seat_offered; the texts
-- are the app's, as the words before and after the title) and a door_no_shows row for each seat
-- released (its member's chapter, for the attendance report). Nothing when it is not due or was done.
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
  -- The attendance report counts the no-shows by chapter; the seats themselves are gone.
  INSERT INTO door_no_shows (roundtable_id, chapter_id, released_at)
    SELECT p_roundtable_id, u.chapter_id, p_now FROM users u WHERE u.id = ANY (v_released);
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
