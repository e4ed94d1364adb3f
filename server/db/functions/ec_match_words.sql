-- Matching: the distinct normalised words of a text, sorted. Case, accents, apostrophes and
-- punctuation are dropped and stopwords left out. PL/pgSQL, not SQL: an SQL function with a FROM
-- clause runs as a query on every call, and the term columns call this for every word.
CREATE OR REPLACE FUNCTION ec_match_words(input text) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
DECLARE
  word text;
  stem text;
  found text[] := '{}';
BEGIN
  FOREACH word IN ARRAY regexp_split_to_array(
    ec_match_phrases(translate(regexp_replace(lower(coalesce(input, '')), '[''’]', '', 'g'),
      'àáâäãåèéêëìíîïòóôöõùúûüçñ', 'aaaaaaeeeeiiiiooooouuuucn')),
    '[^a-z0-9]+')
  LOOP
    CONTINUE WHEN length(word) < 2 OR ec_match_is_stopword(word);
    stem := ec_match_stem(word);
    CONTINUE WHEN ec_match_is_stopword(stem) OR stem = ANY (found);
    found := found || stem;
  END LOOP;
  RETURN ARRAY(SELECT term FROM unnest(found) AS term ORDER BY term COLLATE "C");
END
$$;
