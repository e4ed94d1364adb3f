-- Live updates: a member's bell changed (a notice written, read or withdrawn): their unread count,
-- for them alone. Runs deferred, at commit, so marking everything read sends one event.
CREATE OR REPLACE FUNCTION ec_live_notifications_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  member integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    member := NEW.user_id;
  ELSIF TG_OP = 'DELETE' THEN
    member := OLD.user_id;
  ELSIF OLD.read_at IS DISTINCT FROM NEW.read_at OR OLD.user_id IS DISTINCT FROM NEW.user_id THEN
    member := NEW.user_id;
  ELSE
    RETURN NULL;
  END IF;
  IF ec_live_event_seen('notifications:' || member) THEN
    RETURN NULL;
  END IF;
  PERFORM ec_live_event('notifications', 'notifications:' || member, member, jsonb_build_object(
    'unreadCount', (SELECT count(*) FROM notifications WHERE user_id = member AND read_at IS NULL)));
  RETURN NULL;
END
$$;
