-- A member who moves to another chapter moves the chapter dots of every roundtable they sit at.
CREATE OR REPLACE FUNCTION ec_users_seats_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM ec_refresh_roundtable_seats(array(
    SELECT DISTINCT p.roundtable_id
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN participations p ON p.user_id = n.id AND p.status = 'joined'
    WHERE n.chapter_id IS DISTINCT FROM o.chapter_id));
  RETURN NULL;
END
$$;
