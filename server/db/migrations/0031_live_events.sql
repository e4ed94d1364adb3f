-- Live updates (docs/architecture.md): the events table, and the triggers that write it in the transaction of every change.
CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"topic" text NOT NULL,
	"xid" bigint DEFAULT txid_current() NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "live_events_xid_topic_unique" ON "live_events" USING btree ("xid","topic");--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");
--> statement-breakpoint
-- Live updates (docs/architecture.md, "Live updates"): writes one event row, at most one per topic
-- per transaction (the triggers that call it run deferred, at commit, so the first call already
-- sees the transaction's final state and later ones add nothing), and announces its id on the
-- channel ec_live_events: NOTIFY is delivered at commit, to every app process listening. Now and
-- then it prunes rows older than 15 minutes (a reconnect replays at least the last 10), skipping
-- rows another pruning transaction holds so no writer waits on it.
CREATE OR REPLACE FUNCTION ec_live_event(event_kind text, event_topic text, event_member integer, event_data jsonb) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  new_id bigint;
BEGIN
  INSERT INTO live_events (kind, topic, member_id, data)
    VALUES (event_kind, event_topic, event_member, event_data)
    ON CONFLICT (xid, topic) DO NOTHING
    RETURNING id INTO new_id;
  IF new_id IS NULL THEN
    RETURN;
  END IF;
  PERFORM pg_notify('ec_live_events', new_id::text);
  IF new_id % 200 = 0 THEN
    DELETE FROM live_events WHERE id IN (
      SELECT id FROM live_events WHERE created_at < now() - interval '15 minutes'
      ORDER BY id LIMIT 5000 FOR UPDATE SKIP LOCKED);
  END IF;
END
$$;
--> statement-breakpoint
-- Live updates: whether this transaction has already written the topic's event. The triggers ask
-- first, so a statement touching many rows (a bulk insert, marking everything read) reads the
-- state it sends once, not once per row.
CREATE OR REPLACE FUNCTION ec_live_event_seen(event_topic text) RETURNS boolean
  LANGUAGE sql
  AS $$
  SELECT EXISTS (SELECT 1 FROM live_events WHERE xid = txid_current() AND topic = event_topic)
$$;
--> statement-breakpoint
-- Live updates: a roundtable's seat summary changed (a join, a leave, a promotion, a removal, on
-- any write path), or its number of seats did. Runs deferred, at commit: the counts sent are the
-- committed ones.
CREATE OR REPLACE FUNCTION ec_live_seats_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  table_id integer;
  seats record;
BEGIN
  IF TG_TABLE_NAME = 'roundtables' THEN
    table_id := NEW.id;
    IF OLD.max_participants IS NOT DISTINCT FROM NEW.max_participants THEN
      RETURN NULL;
    END IF;
  ELSE
    table_id := NEW.roundtable_id;
    IF TG_OP = 'UPDATE' AND OLD.participant_count = NEW.participant_count AND OLD.waitlist_count = NEW.waitlist_count THEN
      RETURN NULL;
    END IF;
  END IF;
  IF ec_live_event_seen('seats:' || table_id) THEN
    RETURN NULL;
  END IF;
  SELECT r.max_participants, coalesce(s.participant_count, 0) AS participant_count INTO seats
    FROM roundtables r LEFT JOIN roundtable_seats s ON s.roundtable_id = r.id
    WHERE r.id = table_id;
  IF NOT FOUND THEN
    RETURN NULL; -- deleted in the same transaction
  END IF;
  PERFORM ec_live_event('seats', 'seats:' || table_id, NULL, jsonb_build_object(
    'roundtableId', table_id, 'participantCount', seats.participant_count, 'maxParticipants', seats.max_participants));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Live updates: a roundtable's place in the program changed: its session, room, date or program
-- status, its session's times or its room's name, or a placed roundtable was deleted. Runs
-- deferred, at commit.
CREATE OR REPLACE FUNCTION ec_live_program_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  table_id integer;
BEGIN
  IF TG_TABLE_NAME = 'roundtables' THEN
    IF TG_OP = 'DELETE' THEN
      IF OLD.program_status = 'placed' THEN
        PERFORM ec_live_event('program', 'program:' || OLD.id, NULL, jsonb_build_object('roundtableId', OLD.id));
      END IF;
    ELSIF (OLD.session_id, OLD.room_id, OLD.scheduled_date, OLD.program_status)
        IS DISTINCT FROM (NEW.session_id, NEW.room_id, NEW.scheduled_date, NEW.program_status) THEN
      PERFORM ec_live_event('program', 'program:' || NEW.id, NULL, jsonb_build_object('roundtableId', NEW.id));
    END IF;
  ELSIF TG_TABLE_NAME = 'program_sessions' THEN
    IF (OLD.starts_at, OLD.ends_at, OLD.name) IS DISTINCT FROM (NEW.starts_at, NEW.ends_at, NEW.name) THEN
      FOR table_id IN SELECT id FROM roundtables WHERE session_id = NEW.id LOOP
        PERFORM ec_live_event('program', 'program:' || table_id, NULL, jsonb_build_object('roundtableId', table_id));
      END LOOP;
    END IF;
  ELSIF OLD.name IS DISTINCT FROM NEW.name THEN -- program_rooms
    FOR table_id IN SELECT id FROM roundtables WHERE room_id = NEW.id LOOP
      PERFORM ec_live_event('program', 'program:' || table_id, NULL, jsonb_build_object('roundtableId', table_id));
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Live updates: a member's bell changed (a notice written, read or withdrawn): their unread count,
-- for them alone. Runs deferred, at commit, so marking everything read sends one event.
CREATE OR REPLACE FUNCTION ec_live_notifications_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  member integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    member := NEW.user_id;
  ELSIF TG_OP = 'DELETE' THEN
    member := OLD.user_id;
  ELSIF OLD.read_at IS DISTINCT FROM NEW.read_at OR OLD.user_id IS DISTINCT FROM NEW.user_id THEN
    member := NEW.user_id;
  ELSE
    RETURN NULL;
  END IF;
  IF ec_live_event_seen('notifications:' || member) THEN
    RETURN NULL;
  END IF;
  PERFORM ec_live_event('notifications', 'notifications:' || member, member, jsonb_build_object(
    'unreadCount', (SELECT count(*) FROM notifications WHERE user_id = member AND read_at IS NULL)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER roundtable_seats_live AFTER INSERT OR UPDATE ON roundtable_seats
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ec_live_seats_trigger();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER roundtables_live_seats AFTER UPDATE ON roundtables
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ec_live_seats_trigger();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER roundtables_live_program AFTER UPDATE OR DELETE ON roundtables
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ec_live_program_trigger();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER program_sessions_live_program AFTER UPDATE ON program_sessions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ec_live_program_trigger();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER program_rooms_live_program AFTER UPDATE ON program_rooms
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ec_live_program_trigger();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER notifications_live AFTER INSERT OR UPDATE OR DELETE ON notifications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ec_live_notifications_trigger();
