CREATE TYPE "public"."mailed_code_purpose" AS ENUM('reset', 'confirm');--> statement-breakpoint
DROP INDEX "password_reset_codes_user_idx";--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD COLUMN "purpose" "mailed_code_purpose" DEFAULT 'reset' NOT NULL;--> statement-breakpoint
CREATE INDEX "password_reset_codes_user_idx" ON "password_reset_codes" USING btree ("user_id","purpose","created_at");