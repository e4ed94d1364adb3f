-- The recount's generic plan (migration 0005) joined the given ids to every seat summary: it
-- hashed the whole of roundtable_seats on each join, leave and promotion (1.8 ms at 5,000
-- roundtables, growing with them). Naming the ids on roundtable_seats itself lets the plan
-- read just their rows through the primary key (0.2 ms). Nothing else changes.
CREATE OR REPLACE FUNCTION ec_refresh_roundtable_seats(ids integer[]) RETURNS void
  LANGUAGE plpgsql VOLATILE
  SET plan_cache_mode = force_generic_plan
  AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO roundtable_seats (roundtable_id)
    SELECT r.id FROM roundtables r WHERE r.id = ANY (ids) ORDER BY r.id
    ON CONFLICT (roundtable_id) DO NOTHING;
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
    ) fresh
    WHERE s.roundtable_id = ANY (ids) AND s.roundtable_id = fresh.id
      AND (s.participant_count, s.waitlist_count, s.chapter_ids) IS DISTINCT FROM (fresh.joined, fresh.waiting, fresh.chapter_ids);
END
$$;
