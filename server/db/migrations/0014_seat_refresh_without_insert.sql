-- The recount (0005, 0007) began every call with INSERT … ON CONFLICT DO NOTHING, so that a
-- roundtable's first seat finds its summary row. Nearly always the row is there, and that insert
-- attempt cost nearly as much as the rest of the recount: with it gone from the common path, the
-- SQL of a join and a leave ran up to 30 % more pairs a second (docs/performance.md). The
-- summaries are now counted first, without a lock, and inserted only when one is missing; the
-- order of the steps is unchanged, so no lock is held while inserting, as before.
-- The fresh counts are also worked out once (OFFSET 0 keeps the subquery whole): flattened, the
-- planner ran the two counts again to decide whether the row changed.
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
