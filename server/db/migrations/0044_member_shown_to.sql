-- Written by `npm run db:functions` from server/db/functions/ (ec_shown_to).
-- Whom a member may find (docs/security.md, "Privacy"): a member (ec_is_member) who shows to all
-- members, or to their own chapter when the reader is of it. The directory, the user search,
-- people to meet, an organizer's add and the message relay all ask this, so a member hidden from
-- a reader is hidden everywhere alike (server/db/member-rules.ts for Drizzle's). LANGUAGE sql and
-- IMMUTABLE, reading only its arguments: PostgreSQL inlines it (ec_is_member included) into the
-- caller's WHERE as column tests, so the indexes on them still serve.
CREATE OR REPLACE FUNCTION ec_shown_to(member users, reader_chapter_id int) RETURNS boolean
  LANGUAGE sql IMMUTABLE
  AS $$
  SELECT ec_is_member(member)
    AND (member.directory_visibility = 'members'
      OR (member.directory_visibility = 'chapter' AND member.chapter_id = reader_chapter_id))
$$;
