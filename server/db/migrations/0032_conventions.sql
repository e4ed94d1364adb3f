CREATE TABLE "conventions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"time_zone" text NOT NULL,
	"proposals_close_at" timestamp with time zone,
	"is_current" boolean DEFAULT false NOT NULL,
	"awaits_settings" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conventions_days_in_order" CHECK ("conventions"."end_date" >= "conventions"."start_date")
);
--> statement-breakpoint
-- The first convention, with the settings' defaults; start-up gives it the configured name, city,
-- days and time zone once (awaits_settings). An existing database's program and roundtables become its own
-- through the column default below, which fills every existing row.
INSERT INTO "conventions" ("name", "city", "start_date", "end_date", "time_zone", "is_current", "awaits_settings")
  VALUES ('2026 International English Convention', 'New Orleans', '2026-03-29', '2026-04-01', 'America/Chicago', true, true);
--> statement-breakpoint
-- The current convention's id (docs/product.md, "Conventions"): the default of convention_id on
-- roundtables and program sessions, so a new roundtable goes into the current convention whoever
-- inserts it, and the upgrade that added the column gave every existing row the first convention.
CREATE OR REPLACE FUNCTION ec_current_convention_id() RETURNS integer
  LANGUAGE sql STABLE
  AS $$
  SELECT id FROM conventions WHERE is_current
$$;
--> statement-breakpoint
DROP INDEX "program_sessions_name_unique";--> statement-breakpoint
DROP INDEX "program_sessions_starts_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "convention_id" integer;--> statement-breakpoint
ALTER TABLE "program_sessions" ADD COLUMN "convention_id" integer DEFAULT ec_current_convention_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "roundtables" ADD COLUMN "convention_id" integer DEFAULT ec_current_convention_id() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "conventions_one_current" ON "conventions" USING btree ("is_current") WHERE "conventions"."is_current";--> statement-breakpoint
ALTER TABLE "program_sessions" ADD CONSTRAINT "program_sessions_convention_id_conventions_id_fk" FOREIGN KEY ("convention_id") REFERENCES "public"."conventions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roundtables" ADD CONSTRAINT "roundtables_convention_id_conventions_id_fk" FOREIGN KEY ("convention_id") REFERENCES "public"."conventions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roundtables_convention_created_idx" ON "roundtables" USING btree ("convention_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "program_sessions_name_unique" ON "program_sessions" USING btree ("convention_id",lower("name"));--> statement-breakpoint
CREATE INDEX "program_sessions_starts_idx" ON "program_sessions" USING btree ("convention_id","starts_at","id");--> statement-breakpoint
-- A convention's change (a new one made current, new days, a new time zone) changes what every list,
-- the program and the page's embedded convention answer: it moves the roundtables data version, so
-- no process serves what it built for the convention that was current before.
CREATE CONSTRAINT TRIGGER conventions_data_version AFTER INSERT OR UPDATE OR DELETE ON conventions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ec_bump_data_version('roundtables');
--> statement-breakpoint
CREATE TRIGGER conventions_truncate_data_version AFTER TRUNCATE ON conventions
  FOR EACH STATEMENT EXECUTE FUNCTION ec_bump_data_version('roundtables');
