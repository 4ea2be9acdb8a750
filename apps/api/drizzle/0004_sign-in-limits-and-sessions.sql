CREATE TABLE "rate_limit_counters" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_resets_idx" ON "rate_limit_counters" USING btree ("resets_at");--> statement-breakpoint
-- A session's last use is written at most hourly and kept by every server with the session
-- (infra/auth/session-lifetime.ts): writing it alone must not make every server forget the
-- organisation's cached reads, so the change feed hears only of the columns that matter.
DROP TRIGGER sessions_changed ON sessions;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER INSERT OR DELETE OR UPDATE OF user_id, token_hash, push_token, revoked_at, created_at ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_organisation_changed('user_id');
