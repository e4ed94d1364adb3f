-- Seat summaries (roundtable_seats): works out the joined count, the waitlist count and the
-- chapters seated of the given roundtables again from participations, so every list reads them
-- from one row instead of counting. The summaries are locked in id order before counting: each
-- statement after the lock sees what earlier writers committed, so two writers at one roundtable
-- can't overwrite each other's counts. The usual case (the summary row exists) skips the insert,
-- the counts are worked out once (OFFSET 0 keeps the subquery whole), and a generic plan is kept:
-- re-planning and the insert attempt cost a join or a leave as much as the rest of its work.
CREATE OR REPLACE FUNCTION ec_refresh_roundtable_seats(ids integer[]) RETURNS void
  LANGUAGE plpgsql VOLATILE
  SET plan_cache_mode = force_generic_plan
  AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  IF (SELECT count(*) FROM roundtable_seats s WHERE s.roundtable_id = ANY (ids)) < cardinality(ids) THEN
    INSERT INTO roundtable_seats (roundtable_id)
      SELECT r.id FROM roundtables r WHERE r.id = ANY (ids) ORDER BY r.id
      ON CONFLICT (roundtable_id) DO NOTHING;
  END IF;
  PERFORM 1 FROM roundtable_seats s WHERE s.roundtable_id = ANY (ids) ORDER BY s.roundtable_id FOR UPDATE;
  UPDATE roundtable_seats s SET
      participant_count = fresh.joined,
      waitlist_count = fresh.waiting,
      chapter_ids = fresh.chapter_ids
    FROM (
      SELECT t.id,
        (SELECT count(*) FROM participations p WHERE p.roundtable_id = t.id AND p.status = 'joined')::int AS joined,
        (SELECT count(*) FROM participations p WHERE p.roundtable_id = t.id AND p.status = 'waitlisted')::int AS waiting,
        coalesce((
          SELECT array_agg(seated.chapter_id ORDER BY seated.first_joined, seated.chapter_id)
          FROM (
            SELECT u.chapter_id, min(p.joined_at) AS first_joined
            FROM participations p JOIN users u ON u.id = p.user_id
            WHERE p.roundtable_id = t.id AND p.status = 'joined'
            GROUP BY u.chapter_id
          ) seated
        ), '{}') AS chapter_ids
      FROM unnest(ids) AS t(id)
      OFFSET 0
    ) fresh
    WHERE s.roundtable_id = ANY (ids) AND s.roundtable_id = fresh.id
      AND (s.participant_count, s.waitlist_count, s.chapter_ids) IS DISTINCT FROM (fresh.joined, fresh.waiting, fresh.chapter_ids);
END
$$;
