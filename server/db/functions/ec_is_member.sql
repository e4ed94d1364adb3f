-- Who is a member (docs/security.md, "Membership"): an account whose e-mail is confirmed and whose
-- membership is approved; pending, declined and suspended accounts are not, whatever else they
-- hold. Every query that asks it calls this (server/db/member-rules.ts for Drizzle's), so the rule
-- is written once. LANGUAGE sql and IMMUTABLE, reading only its argument: PostgreSQL inlines it
-- into the caller's WHERE as the two column tests, so the indexes on them still serve.
CREATE OR REPLACE FUNCTION ec_is_member(member users) RETURNS boolean
  LANGUAGE sql IMMUTABLE
  AS $$
  SELECT member.email_confirmed AND member.membership_status = 'approved'
$$;
