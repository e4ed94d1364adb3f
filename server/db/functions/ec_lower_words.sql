-- Tags as the tag filter compares them, lower-cased: an index on ec_lower_words(tags) answers the
-- filter, which matches a tag in any letter case (docs/product.md, "Lists and filters").
CREATE OR REPLACE FUNCTION ec_lower_words(items text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(lower(item)), '{}') FROM unnest(items) AS item $$;
