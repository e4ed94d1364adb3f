-- Trigram indexes make the free-text searches fast at tens of thousands of rows.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is only STABLE; generated search columns need an IMMUTABLE function.
CREATE OR REPLACE FUNCTION ec_join_words(items text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(items, ' '), '') $$;
