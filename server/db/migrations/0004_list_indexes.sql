-- Tags as the tag filter compares them: lower-cased, so an index can answer it.
CREATE OR REPLACE FUNCTION ec_lower_words(items text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(lower(item)), '{}') FROM unnest(items) AS item $$;--> statement-breakpoint
DROP INDEX "roundtables_tags_idx";--> statement-breakpoint
CREATE INDEX "roundtables_tags_lower_idx" ON "roundtables" USING gin (ec_lower_words("tags"));--> statement-breakpoint
CREATE INDEX "roundtables_match_terms_idx" ON "roundtables" USING gin ("match_terms");