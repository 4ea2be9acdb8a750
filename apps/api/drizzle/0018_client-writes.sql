CREATE TABLE "client_writes" (
	"organisation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"client_id" text NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_writes_organisation_id_kind_client_id_pk" PRIMARY KEY("organisation_id","kind","client_id")
);
--> statement-breakpoint
ALTER TABLE "client_writes" ADD CONSTRAINT "client_writes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;