-- Matching: a roundtable's words with where each occurs, as bits (1 tags, 2 title, 4 category,
-- 8 description), for the generated roundtables.match_terms. What each place is worth lives in the
-- app (server/matching/match-weights.ts), so weights can change without rewriting every row.
CREATE OR REPLACE FUNCTION ec_roundtable_terms(tags text[], category text, title text, description text) RETURNS jsonb
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
DECLARE
  terms jsonb := '{}';
  term text;
BEGIN
  FOREACH term IN ARRAY ec_match_label_words(tags) LOOP
    terms := terms || jsonb_build_object(term, coalesce((terms ->> term)::int, 0) | 1);
  END LOOP;
  FOREACH term IN ARRAY ec_match_words(title) LOOP
    terms := terms || jsonb_build_object(term, coalesce((terms ->> term)::int, 0) | 2);
  END LOOP;
  FOREACH term IN ARRAY ec_match_words(category) LOOP
    terms := terms || jsonb_build_object(term, coalesce((terms ->> term)::int, 0) | 4);
  END LOOP;
  FOREACH term IN ARRAY ec_match_words(description) LOOP
    terms := terms || jsonb_build_object(term, coalesce((terms ->> term)::int, 0) | 8);
  END LOOP;
  RETURN terms;
END
$$;
