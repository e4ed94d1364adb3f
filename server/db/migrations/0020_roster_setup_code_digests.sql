CREATE TABLE "approver_digests" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_entries" (
	"email" text NOT NULL,
	"chapter_id" integer NOT NULL,
	"user_type" "user_type" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_setup_code" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_setup_code_single_row" CHECK ("staff_setup_code"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "approver_digests" ADD CONSTRAINT "approver_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_entries" ADD CONSTRAINT "roster_entries_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roster_entries_email_unique" ON "roster_entries" USING btree (lower("email"));