CREATE TABLE "subscription_price_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "operator_audit_log_at_idx";--> statement-breakpoint
ALTER TABLE "subscription_price_updates" ADD CONSTRAINT "subscription_price_updates_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_price_updates_waiting_unique" ON "subscription_price_updates" USING btree ("subscription_id") WHERE "subscription_price_updates"."done_at" is null and "subscription_price_updates"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "subscription_price_updates_waiting_idx" ON "subscription_price_updates" USING btree ("created_at") WHERE "subscription_price_updates"."done_at" is null and "subscription_price_updates"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "operator_audit_log_at_id_idx" ON "operator_audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "organisations_created_id_idx" ON "organisations" USING btree ("created_at","id");