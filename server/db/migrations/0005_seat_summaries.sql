CREATE TABLE "roundtable_seats" (
	"roundtable_id" integer PRIMARY KEY NOT NULL,
	"participant_count" integer DEFAULT 0 NOT NULL,
	"waitlist_count" integer DEFAULT 0 NOT NULL,
	"chapter_ids" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roundtable_seats" ADD CONSTRAINT "roundtable_seats_roundtable_id_roundtables_id_fk" FOREIGN KEY ("roundtable_id") REFERENCES "public"."roundtables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Works out the seats of the given roundtables again from participations. The summaries are
-- locked first, in id order: every statement after the lock reads what earlier writers
-- committed (READ COMMITTED takes a snapshot per statement), so two writers at one roundtable
-- can't overwrite each other's counts. A deleted roundtable gets no row. Its statements keep
-- one generic plan: PL/pgSQL's default planned the recount afresh on every call (about half a
-- millisecond, measured), which doubled the cost of a join.
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
    WHERE s.roundtable_id = fresh.id
      AND (s.participant_count, s.waitlist_count, s.chapter_ids) IS DISTINCT FROM (fresh.joined, fresh.waiting, fresh.chapter_ids);
END
$$;
--> statement-breakpoint
-- One call per statement, whatever the number of rows (the demo fill inserts thousands at once).
CREATE OR REPLACE FUNCTION ec_participations_seats_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM ec_refresh_roundtable_seats(array(SELECT DISTINCT roundtable_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM ec_refresh_roundtable_seats(array(SELECT DISTINCT roundtable_id FROM old_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM ec_refresh_roundtable_seats(array(
      SELECT roundtable_id FROM new_rows UNION SELECT roundtable_id FROM old_rows));
  ELSE -- TRUNCATE: nobody is seated anywhere any more.
    DELETE FROM roundtable_seats;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER participations_seats_insert AFTER INSERT ON participations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ec_participations_seats_trigger();
--> statement-breakpoint
CREATE TRIGGER participations_seats_update AFTER UPDATE ON participations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ec_participations_seats_trigger();
--> statement-breakpoint
CREATE TRIGGER participations_seats_delete AFTER DELETE ON participations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ec_participations_seats_trigger();
--> statement-breakpoint
CREATE TRIGGER participations_seats_truncate AFTER TRUNCATE ON participations
  FOR EACH STATEMENT EXECUTE FUNCTION ec_participations_seats_trigger();
--> statement-breakpoint
-- A member who moves to another chapter moves the chapter dots of every roundtable they sit at.
CREATE OR REPLACE FUNCTION ec_users_seats_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM ec_refresh_roundtable_seats(array(
    SELECT DISTINCT p.roundtable_id
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN participations p ON p.user_id = n.id AND p.status = 'joined'
    WHERE n.chapter_id IS DISTINCT FROM o.chapter_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_seats_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ec_users_seats_trigger();
--> statement-breakpoint
SELECT ec_refresh_roundtable_seats(array(SELECT id FROM roundtables));
