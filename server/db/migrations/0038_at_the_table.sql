CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "walk_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "door_held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roundtables" ADD COLUMN "door_released_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "participations_door_held_idx" ON "participations" USING btree ("door_held_until") WHERE "participations"."door_held_until" is not null;