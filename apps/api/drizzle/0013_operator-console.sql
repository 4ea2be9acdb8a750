CREATE TYPE "public"."news_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TABLE "operator_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid,
	"action" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "operator_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"totp_secret" text,
	"activated_at" timestamp with time zone,
	"last_totp_step" integer DEFAULT 0 NOT NULL,
	"recovery_code_hashes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"setup_token_hash" text,
	"setup_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "operators_setup_token_hash_unique" UNIQUE("setup_token_hash")
);
--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "status" "news_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_audit_log" ADD CONSTRAINT "operator_audit_log_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_audit_log_at_idx" ON "operator_audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "operator_audit_log_operator_idx" ON "operator_audit_log" USING btree ("operator_id","at");--> statement-breakpoint
CREATE INDEX "operator_audit_log_action_idx" ON "operator_audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_email_unique" ON "operators" USING btree (lower("email")) WHERE "operators"."removed_at" is null;--> statement-breakpoint
-- hand-written: the operator audit log is append-only (docs/decisions/022); no role of the app may rewrite it.
CREATE FUNCTION refuse_audit_log_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit_log is append-only: % refused', TG_OP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER operator_audit_log_append_only BEFORE UPDATE OR DELETE ON operator_audit_log
  FOR EACH ROW EXECUTE FUNCTION refuse_audit_log_change();
--> statement-breakpoint
CREATE TRIGGER operator_audit_log_no_truncate BEFORE TRUNCATE ON operator_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_log_change();
--> statement-breakpoint
-- hand-written: the public content kept in each server's memory (home page, directors, legal
-- pages, waitlist questions, risk content; docs/decisions/023) is announced on the change feed
-- like the resource hub and news of 0006: an edit in any way tells every server to forget it.
CREATE TRIGGER home_page_changed AFTER INSERT OR UPDATE OR DELETE ON home_page
  FOR EACH STATEMENT EXECUTE FUNCTION notify_organisation_changed('*');
--> statement-breakpoint
CREATE TRIGGER home_page_items_changed AFTER INSERT OR UPDATE OR DELETE ON home_page_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_organisation_changed('*');
--> statement-breakpoint
CREATE TRIGGER directors_changed AFTER INSERT OR UPDATE OR DELETE ON directors
  FOR EACH STATEMENT EXECUTE FUNCTION notify_organisation_changed('*');
--> statement-breakpoint
CREATE TRIGGER legal_pages_changed AFTER INSERT OR UPDATE OR DELETE ON legal_pages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_organisation_changed('*');
--> statement-breakpoint
CREATE TRIGGER waitlist_questions_changed AFTER INSERT OR UPDATE OR DELETE ON waitlist_questions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_organisation_changed('*');
--> statement-breakpoint
CREATE TRIGGER waitlist_answers_changed AFTER INSERT OR UPDATE OR DELETE ON waitlist_answers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_organisation_changed('*');
--> statement-breakpoint
CREATE TRIGGER risk_categories_changed AFTER INSERT OR UPDATE OR DELETE ON risk_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_organisation_changed('*');
--> statement-breakpoint
CREATE TRIGGER risk_questions_changed AFTER INSERT OR UPDATE OR DELETE ON risk_questions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_organisation_changed('*');
--> statement-breakpoint
CREATE TRIGGER risk_list_items_changed AFTER INSERT OR UPDATE OR DELETE ON risk_list_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_organisation_changed('*');
