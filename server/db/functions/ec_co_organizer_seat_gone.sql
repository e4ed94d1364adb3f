-- A co-organizer holds a seat (docs/product.md, "Co-organizers"): when the seat goes, whatever the
-- path (their leave, a removal, an account's deletion, raw SQL), so does the role. One call per
-- statement; only seats taken (joined) count, so a waiting row given up on the way to a seat
-- (the accept of an invitation) leaves the role alone.
CREATE OR REPLACE FUNCTION ec_co_organizer_seat_gone() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM roundtable_co_organizers c
    USING old_rows o
    WHERE c.roundtable_id = o.roundtable_id AND c.user_id = o.user_id AND o.status = 'joined' AND c.status = 'accepted';
  RETURN NULL;
END
$$;
