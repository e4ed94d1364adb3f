CREATE TYPE "public"."directory_visibility" AS ENUM('members', 'chapter', 'hidden');--> statement-breakpoint
CREATE TYPE "public"."membership_status" AS ENUM('pending', 'approved', 'declined', 'suspended');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"member_id" integer,
	"roundtable_id" integer,
	"note" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "membership_status" "membership_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "membership_note" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_change" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "directory_visibility" "directory_visibility" DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "share_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "accept_messages" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_member_idx" ON "audit_log" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_membership_idx" ON "users" USING btree ("membership_status","chapter_id");--> statement-breakpoint
-- The audit log is append-only: a trigger runs this before every update, delete and truncate of
-- audit_log and refuses it, whoever asks (the app, a script, a console session).
CREATE OR REPLACE FUNCTION ec_audit_log_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION ec_audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION ec_audit_log_append_only();
--> statement-breakpoint
-- Accounts made before membership was checked keep their access: they are taken as confirmed and
-- approved (docs/security.md, "Membership"); staff review them in the members console.
UPDATE users SET email_confirmed = true, membership_status = 'approved';
