CREATE TABLE "event_attendance" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"total_person" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_attendance_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_members" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	CONSTRAINT "event_members_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"security" text DEFAULT 'No' NOT NULL,
	"is_other" boolean DEFAULT false NOT NULL,
	"time_zone" text NOT NULL,
	"start_local" text NOT NULL,
	"end_local" text NOT NULL,
	"utc_start" timestamp with time zone NOT NULL,
	"utc_end" timestamp with time zone NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_attendance" ADD CONSTRAINT "event_attendance_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendance" ADD CONSTRAINT "event_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendance" ADD CONSTRAINT "event_attendance_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_members" ADD CONSTRAINT "event_members_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_members" ADD CONSTRAINT "event_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_members" ADD CONSTRAINT "event_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_members_user_idx" ON "event_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_organisation_start_idx" ON "events" USING btree ("organisation_id","utc_start");--> statement-breakpoint
CREATE INDEX "events_reminder_due_idx" ON "events" USING btree ("utc_start") WHERE "events"."reminded_at" is null and "events"."status" = 0;--> statement-breakpoint
-- hand-written: the servers keep pages of events in their read cache (docs/decisions/017):
-- every committed change to an event, its team or its headcounts announces its organisation
-- on the change feed (0002_change-feed.sql), as the other kept tables do.
CREATE TRIGGER events_changed AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION notify_organisation_changed('organisation_id');
--> statement-breakpoint
CREATE TRIGGER event_members_changed AFTER INSERT OR UPDATE OR DELETE ON event_members
  FOR EACH ROW EXECUTE FUNCTION notify_organisation_changed('organisation_id');
--> statement-breakpoint
CREATE TRIGGER event_attendance_changed AFTER INSERT OR UPDATE OR DELETE ON event_attendance
  FOR EACH ROW EXECUTE FUNCTION notify_organisation_changed('organisation_id');
--> statement-breakpoint
-- get_notifications answers from the read cache too (features/notifications/get-notifications.ts):
-- a notification written, or removed with its person or organisation, announces its organisation.
CREATE TRIGGER notifications_changed AFTER INSERT OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION notify_organisation_changed('organisation_id');
