CREATE TABLE "alert_answer_writes" (
	"organisation_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"alert_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_answer_writes_organisation_id_client_id_pk" PRIMARY KEY("organisation_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "alert_answer_writes" ADD CONSTRAINT "alert_answer_writes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_answer_writes" ADD CONSTRAINT "alert_answer_writes_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_answer_writes" ADD CONSTRAINT "alert_answer_writes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: the client_ids the answers already hold, so a replay of those writes nothing either
INSERT INTO "alert_answer_writes" ("organisation_id", "client_id", "alert_id", "user_id")
SELECT "alerts"."organisation_id", "alert_answers"."client_id", "alert_answers"."alert_id", "alert_answers"."user_id"
FROM "alert_answers" JOIN "alerts" ON "alerts"."id" = "alert_answers"."alert_id"
WHERE "alert_answers"."client_id" IS NOT NULL
ON CONFLICT DO NOTHING;
