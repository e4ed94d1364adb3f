CREATE TYPE "public"."participation_status" AS ENUM('joined', 'waitlisted');--> statement-breakpoint
CREATE TYPE "public"."region" AS ENUM('Eastern', 'Southern', 'Midwestern', 'Southwestern', 'High Plains', 'Far Western');--> statement-breakpoint
CREATE TYPE "public"."target_audience" AS ENUM('both', 'advisors', 'students');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('student', 'advisor');--> statement-breakpoint
CREATE TABLE "chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region" "region" NOT NULL,
	"color" varchar(7) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"roundtable_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participations" (
	"id" serial PRIMARY KEY NOT NULL,
	"roundtable_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" "participation_status" DEFAULT 'joined' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE TABLE "roundtables" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"target_audience" "target_audience" DEFAULT 'both' NOT NULL,
	"max_participants" integer DEFAULT 5 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"organizer_id" integer NOT NULL,
	"scheduled_date" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || description || ' ' || category || ' ' || ec_join_words(tags))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roundtables_max_participants_range" CHECK ("roundtables"."max_participants" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "session" (
	"sid" varchar PRIMARY KEY NOT NULL,
	"sess" json NOT NULL,
	"expire" timestamp (6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"user_type" "user_type" NOT NULL,
	"chapter_id" integer NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"expertise_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"profile_image_url" text,
	"search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email || ' ' || ec_join_words(interests) || ' ' || ec_join_words(expertise_areas))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_roundtable_id_roundtables_id_fk" FOREIGN KEY ("roundtable_id") REFERENCES "public"."roundtables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_roundtable_id_roundtables_id_fk" FOREIGN KEY ("roundtable_id") REFERENCES "public"."roundtables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roundtables" ADD CONSTRAINT "roundtables_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chapters_name_unique" ON "chapters" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "participations_roundtable_user_unique" ON "participations" USING btree ("roundtable_id","user_id");--> statement-breakpoint
CREATE INDEX "participations_user_idx" ON "participations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "participations_roundtable_status_idx" ON "participations" USING btree ("roundtable_id","status","joined_at");--> statement-breakpoint
CREATE INDEX "password_reset_codes_user_idx" ON "password_reset_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "roundtables_organizer_idx" ON "roundtables" USING btree ("organizer_id");--> statement-breakpoint
CREATE INDEX "roundtables_created_idx" ON "roundtables" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "roundtables_search_trgm_idx" ON "roundtables" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "roundtables_tags_idx" ON "roundtables" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "IDX_session_expire" ON "session" USING btree ("expire");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_chapter_idx" ON "users" USING btree ("chapter_id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);