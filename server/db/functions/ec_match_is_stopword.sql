-- Matching: everyday words, and words nearly every roundtable shares ("literature", "novel",
-- "story"), match nothing: sharing them says nothing about shared interests.
CREATE OR REPLACE FUNCTION ec_match_is_stopword(word text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT word = ANY (ARRAY[
    'a', 'an', 'the', 'and', 'or', 'of', 'in', 'on', 'for', 'to', 'with', 'at', 'by', 'from', 'as',
    'is', 'are', 'was', 'were', 'be', 'been', 'we', 'our', 'us', 'you', 'your', 'it', 'its',
    'this', 'that', 'these', 'those', 'what', 'how', 'why', 'who', 'whom', 'which', 'about',
    'into', 'through', 'across', 'between', 'will', 'can', 'do', 'does', 'not', 'no', 'but', 'so',
    'than', 'then', 'more', 'most', 'also', 'each', 'their', 'they', 'them', 'his', 'her', 'she',
    'he', 'me', 'my', 'all', 'any', 'some', 'new', 'one', 'two', 'three', 'if', 'when', 'where',
    'there', 'here', 'over', 'under', 'after', 'before', 'out', 'up', 'down', 'just', 'very',
    'own', 'such', 'only', 'other', 'both', 'way', 'use', 'like', 'let', 'via', 'vs', 'etc',
    'read', 'book', 'text', 'literatur', 'literature', 'literary', 'fiction', 'novel', 'story',
    'theory', 'work', 'study', 'discuss', 'discussion', 'roundtable', 'group', 'session',
    'english', 'convention', 'talk', 'ask', 'look', 'together', 'idea', 'question', 'critic',
    'criticism', 'general', 'member', 'chapter', 'student', 'advisor', 'people', 'class', 'course',
    'share', 'bring', 'join', 'open'
  ]::text[])
$$;
