-- Written by `npm run db:functions` from server/db/functions/ (ec_roundtable_terms).
-- Matching: a roundtable's words with where each occurs, as bits (1 tags, 2 title, 4 category,
-- 8 description), for the generated roundtables.match_terms. What each place is worth lives in the
-- app (server/matching/match-weights.ts), so weights can change without rewriting every row.
CREATE OR REPLACE FUNCTION ec_roundtable_terms(tags text[], category text, title text, description text) RETURNS jsonb
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
DECLARE
  terms jsonb := '{}';
  term text;
  place int;
BEGIN
  -- Each place in turn, its bit 1 << place: tags, title, category, description.
  FOR place IN 0..3 LOOP
    FOREACH term IN ARRAY CASE place
        WHEN 0 THEN ec_match_label_words(tags) WHEN 1 THEN ec_match_words(title)
        WHEN 2 THEN ec_match_words(category) ELSE ec_match_words(description) END LOOP
      terms := terms || jsonb_build_object(term, coalesce((terms ->> term)::int, 0) | (1 << place));
    END LOOP;
  END LOOP;
  RETURN terms;
END
$$;
