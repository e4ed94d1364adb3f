-- Web Push: a notice written to the bell waits in push_outbox for each of its member's browser
-- subscriptions, in the notice's own transaction (a rollback pushes nothing). Which kinds go out
-- is the sweep's choice (server/push/push-kinds.ts), so adding a kind changes no SQL.
CREATE OR REPLACE FUNCTION ec_push_outbox_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO push_outbox (notification_id, subscription_id)
  SELECT NEW.id, s.id FROM push_subscriptions s WHERE s.user_id = NEW.user_id;
  RETURN NULL;
END
$$;
