CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written
-- get_duty_roster and my_duties are kept in the read cache (decision 008): a change to a duty,
-- a post or away dates forgets the organisation's entries (events, users and certificates
-- already announce theirs). Calendar feeds are read from the database on every fetch.
CREATE TRIGGER duties_changed AFTER INSERT OR UPDATE OR DELETE ON duties
  FOR EACH ROW EXECUTE FUNCTION notify_organisation_changed('organisation_id');
--> statement-breakpoint
CREATE TRIGGER roster_posts_changed AFTER INSERT OR UPDATE OR DELETE ON roster_posts
  FOR EACH ROW EXECUTE FUNCTION notify_organisation_changed('organisation_id');
--> statement-breakpoint
CREATE TRIGGER blockouts_changed AFTER INSERT OR UPDATE OR DELETE ON blockouts
  FOR EACH ROW EXECUTE FUNCTION notify_organisation_changed('organisation_id');
