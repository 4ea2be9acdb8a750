-- The change feed (docs/decisions/008-read-cache.md): every committed change to what the
-- servers keep in memory (sessions, users, organisations, plans, subscriptions) is announced
-- on the 'organisation_changed' channel with the organisation's id, or '*' for everyone's.
-- NOTIFY is delivered only on commit, to every server listening, in commit order.
CREATE FUNCTION notify_organisation_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
  organisation text;
BEGIN
  IF TG_ARGV[0] = '*' THEN
    PERFORM pg_notify('organisation_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN changed := to_jsonb(OLD); ELSE changed := to_jsonb(NEW); END IF;
  IF TG_ARGV[0] = 'user_id' THEN
    SELECT organisation_id::text INTO organisation FROM users WHERE id = (changed ->> 'user_id')::uuid;
  ELSE
    organisation := changed ->> TG_ARGV[0];
  END IF;
  PERFORM pg_notify('organisation_changed', COALESCE(organisation, '*'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER organisations_changed AFTER INSERT OR UPDATE OR DELETE ON organisations
  FOR EACH ROW EXECUTE FUNCTION notify_organisation_changed('id');
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_organisation_changed('organisation_id');
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER INSERT OR UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_organisation_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER subscriptions_changed AFTER INSERT OR UPDATE OR DELETE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION notify_organisation_changed('organisation_id');
--> statement-breakpoint
CREATE TRIGGER plans_changed AFTER INSERT OR UPDATE OR DELETE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION notify_organisation_changed('*');
