-- A category the server picked for an empty choice carries no matching weight (docs/matching.md):
-- the roundtable remembers whether its organizer chose it, and the match words leave a guess out.
ALTER TABLE "roundtables" ADD COLUMN "category_chosen" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "roundtables" drop column "match_terms";--> statement-breakpoint
ALTER TABLE "roundtables" ADD COLUMN "match_terms" jsonb GENERATED ALWAYS AS (ec_roundtable_terms(tags, case when category_chosen then category else '' end, title, description)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "roundtables_match_terms_idx" ON "roundtables" USING gin ("match_terms");
