-- The words of a text array as one string, for the generated search_text columns: array_to_string
-- is only STABLE, and a generated column may use IMMUTABLE functions alone.
CREATE OR REPLACE FUNCTION ec_join_words(items text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(items, ' '), '') $$;
