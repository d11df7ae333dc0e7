-- Retention of the audit log's non-financial rows (docs/decisions.md, issue 19 point 1). The log
-- stays append-only: UPDATE and TRUNCATE raise as before, and so does DELETE, except inside
-- audit_log_purge(), which deletes only rows of the actions listed here (sign-in noise, refusals,
-- sessions) older than its cutoff, never less than 30 days back. Rows of any other action —
-- payments, claims, signatures, admin changes — can never be deleted.
CREATE FUNCTION audit_log_purgeable_actions() RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[
    'access.refused', 'login.success', 'login.failure', 'login.captcha-failure', 'login.locked',
    'login.lockout', 'logout', 'password.change-failure', 'request.rate-limited', 'audit.aggregate'
  ]::text[]
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF current_setting('corpbank.audit_purge', true) = 'on'
        AND OLD.action = ANY (audit_log_purgeable_actions()) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE FUNCTION audit_log_purge(cutoff timestamptz) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  deleted bigint;
BEGIN
  IF cutoff > now() - interval '30 days' THEN
    RAISE EXCEPTION 'audit_log_purge: the cutoff % is less than 30 days back', cutoff;
  END IF;
  PERFORM set_config('corpbank.audit_purge', 'on', true);
  DELETE FROM audit_log WHERE at < cutoff AND action = ANY (audit_log_purgeable_actions());
  GET DIAGNOSTICS deleted = ROW_COUNT;
  PERFORM set_config('corpbank.audit_purge', 'off', true);
  RETURN deleted;
END;
$$;
