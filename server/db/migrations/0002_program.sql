CREATE TYPE "public"."program_status" AS ENUM('proposed', 'placed', 'not_selected');--> statement-breakpoint
CREATE TABLE "program_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_sessions_ends_after_start" CHECK ("program_sessions"."ends_at" > "program_sessions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "roundtables" ADD COLUMN "program_status" "program_status" DEFAULT 'proposed' NOT NULL;--> statement-breakpoint
ALTER TABLE "roundtables" ADD COLUMN "preferred_session_id" integer;--> statement-breakpoint
ALTER TABLE "roundtables" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "roundtables" ADD COLUMN "room_id" integer;--> statement-breakpoint
ALTER TABLE "roundtables" ADD COLUMN "program_note" text;--> statement-breakpoint
ALTER TABLE "roundtables" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "program_rooms" ADD CONSTRAINT "program_rooms_session_id_program_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."program_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_rooms_session_name_unique" ON "program_rooms" USING btree ("session_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "program_rooms_id_session_unique" ON "program_rooms" USING btree ("id","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "program_sessions_name_unique" ON "program_sessions" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "program_sessions_starts_idx" ON "program_sessions" USING btree ("starts_at","id");--> statement-breakpoint
ALTER TABLE "roundtables" ADD CONSTRAINT "roundtables_preferred_session_id_program_sessions_id_fk" FOREIGN KEY ("preferred_session_id") REFERENCES "public"."program_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roundtables" ADD CONSTRAINT "roundtables_session_id_program_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."program_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roundtables" ADD CONSTRAINT "roundtables_room_id_program_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."program_rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roundtables" ADD CONSTRAINT "roundtables_room_in_session_fk" FOREIGN KEY ("room_id","session_id") REFERENCES "public"."program_rooms"("id","session_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roundtables_room_unique" ON "roundtables" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "roundtables_session_idx" ON "roundtables" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_calendar_token_unique" ON "users" USING btree ("calendar_token");--> statement-breakpoint
ALTER TABLE "roundtables" ADD CONSTRAINT "roundtables_placed_has_room" CHECK (("roundtables"."program_status" = 'placed') = ("roundtables"."session_id" is not null and "roundtables"."room_id" is not null));