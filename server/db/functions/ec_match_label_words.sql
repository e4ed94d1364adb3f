-- Matching: the words of a list of labels (interests, expertise, tags), each label on its own, so
-- a phrase is never joined across two labels. users.match_terms is generated from it.
CREATE OR REPLACE FUNCTION ec_match_label_words(labels text[]) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
DECLARE
  label text;
  term text;
  found text[] := '{}';
BEGIN
  FOREACH label IN ARRAY coalesce(labels, '{}') LOOP
    FOREACH term IN ARRAY ec_match_words(label) LOOP
      IF NOT term = ANY (found) THEN
        found := found || term;
      END IF;
    END LOOP;
  END LOOP;
  RETURN ARRAY(SELECT t FROM unnest(found) AS t ORDER BY t COLLATE "C");
END
$$;
