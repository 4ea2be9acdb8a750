CREATE TABLE "team_channel_reads" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_read_id" bigint DEFAULT 0 NOT NULL,
	"muted_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "team_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reply_to_id" bigint,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "team_channel_reads" ADD CONSTRAINT "team_channel_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_messages" ADD CONSTRAINT "team_messages_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_messages" ADD CONSTRAINT "team_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_messages" ADD CONSTRAINT "team_messages_reply_to_id_team_messages_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."team_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_messages_organisation_idx" ON "team_messages" USING btree ("organisation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_messages_client_id_unique" ON "team_messages" USING btree ("organisation_id","client_id");