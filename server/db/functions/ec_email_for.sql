-- Who reads a member's e-mail (docs/security.md, "Privacy"): the member's address when they share
-- it, when the reader is staff, or when the reader is the member; else NULL. Every query that
-- returns a member's e-mail to a reader takes it from here (server/db/member-rules.ts for
-- Drizzle's), and no code changes it afterwards. reader_id NULL is a reader who is no member in
-- particular (a page cached for many readers); reader_is_staff comes from the reader's own row.
-- LANGUAGE sql and IMMUTABLE, reading only its arguments: PostgreSQL inlines it as a CASE.
CREATE OR REPLACE FUNCTION ec_email_for(member users, reader_id int, reader_is_staff boolean) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$
  SELECT CASE WHEN member.share_email OR reader_is_staff OR member.id = reader_id THEN member.email END
$$;
