CREATE TABLE "client_writes" (
	"organisation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"client_id" text NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_writes_organisation_id_kind_client_id_pk" PRIMARY KEY("organisation_id","kind","client_id")
);
--> statement-breakpoint
ALTER TABLE "client_writes" ADD CONSTRAINT "client_writes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: the client_ids the alert answers already hold, so a replay of those writes nothing either
INSERT INTO "client_writes" ("organisation_id", "kind", "client_id")
SELECT "alerts"."organisation_id", 'answer_alert', "alert_answers"."client_id"
FROM "alert_answers" JOIN "alerts" ON "alerts"."id" = "alert_answers"."alert_id"
WHERE "alert_answers"."client_id" IS NOT NULL
ON CONFLICT DO NOTHING;
