-- The audit log is append-only: a trigger runs this before every update, delete and truncate of
-- audit_log and refuses it, whoever asks (the app, a script, a console session).
CREATE OR REPLACE FUNCTION ec_audit_log_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
