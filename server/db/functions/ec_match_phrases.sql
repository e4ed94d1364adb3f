-- Matching: phrases that mean one thing are joined before a text is split into words, so
-- "science fiction" and "sci-fi" are one word ("scifi"), as are "post colonial" and "young adult".
CREATE OR REPLACE FUNCTION ec_match_phrases(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(input,
    'science[^a-z0-9]+fiction|\ysci[^a-z0-9]?fi\y', ' scifi ', 'g'),
    'post[^a-z0-9]+colonial', ' postcolonial', 'g'),
    'young[^a-z0-9]+adult|\yya\y', ' yalit ', 'g')
$$;
