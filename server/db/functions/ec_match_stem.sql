-- Matching (docs/matching.md): one word to the form it is compared in. Plurals and possessives go,
-- then a few endings, then a final e, then related forms meet ("poetry" and "poet" are "poem"),
-- so a member's "poetry" finds a roundtable's "poems". IMMUTABLE: the term columns use it.
CREATE OR REPLACE FUNCTION ec_match_stem(word text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
DECLARE
  s text := word;
BEGIN
  -- stories, boxes, poems (the apostrophe of a possessive is gone already)
  IF length(s) > 4 AND s ~ 'ies$' THEN s := left(s, -3) || 'y';
  ELSIF length(s) > 4 AND s ~ '(ss|x|ch|sh)es$' THEN s := left(s, -2);
  ELSIF length(s) > 3 AND s ~ '[^sui]s$' THEN s := left(s, -1);
  END IF;
  -- feminism and feminist, Shakespearean, haunting, haunted
  IF length(s) >= 7 AND s ~ '(ism|ist)$' THEN s := left(s, -3);
  ELSIF length(s) >= 8 AND s ~ '(ean|ian)$' THEN s := left(s, -3);
  ELSIF length(s) >= 7 AND s ~ 'ing$' THEN s := left(s, -3);
  ELSIF length(s) >= 6 AND s ~ '[^e]ed$' THEN s := left(s, -2);
  END IF;
  -- Shakespeare meets Shakespearean
  IF length(s) > 4 AND s ~ '[^e]e$' THEN s := left(s, -1);
  END IF;
  RETURN CASE s
    WHEN 'poetry' THEN 'poem'
    WHEN 'poet' THEN 'poem'
    WHEN 'poetic' THEN 'poem'
    WHEN 'dramatic' THEN 'drama'
    WHEN 'dramat' THEN 'drama'
    WHEN 'dramaturgy' THEN 'drama'
    WHEN 'theater' THEN 'theatr'
    WHEN 'theatrical' THEN 'theatr'
    WHEN 'goth' THEN 'gothic'
    WHEN 'children' THEN 'child'
    WHEN 'childhood' THEN 'child'
    WHEN 'history' THEN 'historic'
    WHEN 'historical' THEN 'historic'
    WHEN 'histor' THEN 'historic'
    WHEN 'feminin' THEN 'femin'
    WHEN 'lgbt' THEN 'queer'
    WHEN 'lgbtq' THEN 'queer'
    WHEN 'lgbtqia' THEN 'queer'
    WHEN 'colonial' THEN 'postcolonial'
    WHEN 'decolonial' THEN 'postcolonial'
    WHEN 'decolonization' THEN 'postcolonial'
    WHEN 'american' THEN 'america'
    WHEN 'mythology' THEN 'myth'
    WHEN 'mythic' THEN 'myth'
    WHEN 'mythical' THEN 'myth'
    WHEN 'writer' THEN 'writ'
    WHEN 'written' THEN 'writ'
    WHEN 'tragic' THEN 'tragedy'
    WHEN 'vampiric' THEN 'vampir'
    WHEN 'horrific' THEN 'horror'
    WHEN 'dystopia' THEN 'dystop'
    WHEN 'utopia' THEN 'utop'
    WHEN 'utopian' THEN 'utop'
    ELSE s
  END;
END
$$;
