-- Calendars that update in place (docs/product.md, "Calendars"): cancelled events kept per member, and the SEQUENCE and cancellation triggers.
CREATE TABLE "calendar_cancellations" (
	"user_id" integer NOT NULL,
	"roundtable_id" integer NOT NULL,
	"convention_id" integer NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"room_name" text NOT NULL,
	"session_name" text NOT NULL,
	"sequence" integer NOT NULL,
	"cancelled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_cancellations_user_id_roundtable_id_pk" PRIMARY KEY("user_id","roundtable_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_cancellations" ADD CONSTRAINT "calendar_cancellations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_cancellations" ADD CONSTRAINT "calendar_cancellations_convention_id_conventions_id_fk" FOREIGN KEY ("convention_id") REFERENCES "public"."conventions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_cancellations_roundtable_idx" ON "calendar_cancellations" USING btree ("roundtable_id");
--> statement-breakpoint
-- Calendars update in place (docs/product.md, "Calendars"): a roundtable's SEQUENCE rises by one
-- with each write that changes its title, time (session or date), room, or whether it is on the
-- program, so a calendar app replaces the event it holds. A writer that raised it itself (a
-- session's new end, which is no column here) is not raised twice; seat changes never touch it.
CREATE OR REPLACE FUNCTION ec_calendar_sequence() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.calendar_sequence = OLD.calendar_sequence
     AND ((OLD.title, OLD.session_id, OLD.room_id, OLD.scheduled_date) IS DISTINCT FROM (NEW.title, NEW.session_id, NEW.room_id, NEW.scheduled_date)
          OR (OLD.program_status IS DISTINCT FROM NEW.program_status AND 'placed' IN (OLD.program_status, NEW.program_status))) THEN
    NEW.calendar_sequence := OLD.calendar_sequence + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Calendars update in place (docs/product.md, "Calendars"): when a placed roundtable is taken off
-- the program (after the update) or deleted (before the delete, while its seats still exist), each
-- member who had it in their feed, its organizer and seated members, keeps a row describing the
-- event as it was, with the SEQUENCE of its cancellation, so the feed lists it as cancelled until
-- the convention is over. Placed again, the roundtable is a live event once more and its rows go.
CREATE OR REPLACE FUNCTION ec_calendar_cancellations() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.program_status = 'placed' THEN
    DELETE FROM calendar_cancellations WHERE roundtable_id = NEW.id;
    RETURN NULL;
  END IF;
  IF OLD.program_status = 'placed' THEN
    INSERT INTO calendar_cancellations (user_id, roundtable_id, convention_id, title, starts_at, ends_at, room_name, session_name, sequence)
    SELECT who.user_id, OLD.id, OLD.convention_id, OLD.title, s.starts_at, s.ends_at, room.name, s.name,
      CASE WHEN TG_OP = 'DELETE' THEN OLD.calendar_sequence + 1 ELSE NEW.calendar_sequence END
    FROM (SELECT OLD.organizer_id AS user_id
          UNION SELECT p.user_id FROM participations p WHERE p.roundtable_id = OLD.id AND p.status = 'joined') who
    -- A member deleted in the same statement (the roundtable going with them) keeps no row.
    JOIN users u ON u.id = who.user_id
    JOIN program_sessions s ON s.id = OLD.session_id
    JOIN program_rooms room ON room.id = OLD.room_id
    ON CONFLICT (user_id, roundtable_id) DO UPDATE SET convention_id = excluded.convention_id, title = excluded.title,
      starts_at = excluded.starts_at, ends_at = excluded.ends_at, room_name = excluded.room_name,
      session_name = excluded.session_name, sequence = excluded.sequence, cancelled_at = excluded.cancelled_at;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER roundtables_calendar_sequence BEFORE UPDATE ON roundtables
  FOR EACH ROW WHEN ((OLD.title, OLD.session_id, OLD.room_id, OLD.scheduled_date, OLD.program_status)
    IS DISTINCT FROM (NEW.title, NEW.session_id, NEW.room_id, NEW.scheduled_date, NEW.program_status))
  EXECUTE FUNCTION ec_calendar_sequence();
--> statement-breakpoint
CREATE TRIGGER roundtables_calendar_unplaced AFTER UPDATE ON roundtables
  FOR EACH ROW WHEN (OLD.program_status IS DISTINCT FROM NEW.program_status)
  EXECUTE FUNCTION ec_calendar_cancellations();
--> statement-breakpoint
CREATE TRIGGER roundtables_calendar_deleted BEFORE DELETE ON roundtables
  FOR EACH ROW WHEN (OLD.program_status = 'placed')
  EXECUTE FUNCTION ec_calendar_cancellations();
