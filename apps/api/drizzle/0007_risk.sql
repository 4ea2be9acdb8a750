CREATE TYPE "public"."risk_list" AS ENUM('interior', 'administration');--> statement-breakpoint
CREATE TYPE "public"."risk_priority" AS ENUM('high', 'medium', 'low');--> statement-breakpoint
CREATE TABLE "risk_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"category_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_list_items" (
	"list" "risk_list" NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"question_id" text NOT NULL,
	CONSTRAINT "risk_list_items_list_position_pk" PRIMARY KEY("list","position")
);
--> statement-breakpoint
CREATE TABLE "risk_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"parent_id" text,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"weight" integer NOT NULL,
	"priority" "risk_priority" NOT NULL,
	"good" text NOT NULL,
	"why" text NOT NULL,
	"steps" jsonb NOT NULL
);
--> statement-breakpoint
DROP INDEX "risk_answers_organisation_idx";--> statement-breakpoint
ALTER TABLE "risk_answers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "risk_answers" ADD COLUMN "assigned_user_id" uuid;--> statement-breakpoint
ALTER TABLE "risk_answers" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "risk_answers" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "risk_answers" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "risk_answers" ADD COLUMN "done_by" uuid;--> statement-breakpoint
ALTER TABLE "risk_list_items" ADD CONSTRAINT "risk_list_items_question_id_risk_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."risk_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_questions" ADD CONSTRAINT "risk_questions_category_id_risk_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."risk_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_questions" ADD CONSTRAINT "risk_questions_parent_id_risk_questions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."risk_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_questions_category_idx" ON "risk_questions" USING btree ("category_id");--> statement-breakpoint
ALTER TABLE "risk_answers" ADD CONSTRAINT "risk_answers_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_answers" ADD CONSTRAINT "risk_answers_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "risk_answers_organisation_question_unique" ON "risk_answers" USING btree ("organisation_id","question_id");--> statement-breakpoint
CREATE INDEX "risk_answers_assigned_user_idx" ON "risk_answers" USING btree ("assigned_user_id");--> statement-breakpoint
-- hand-written:
-- Answers stored before the assessment had questions name none (risk_questions is seeded
-- after migrating, so it is empty here): they are removed, then every answer must name a question.
DELETE FROM "risk_answers";--> statement-breakpoint
ALTER TABLE "risk_answers" ADD CONSTRAINT "risk_answers_question_id_risk_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."risk_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The organisation's answers are kept in the servers' read cache (docs/decisions/008): every
-- change to them is announced on the change feed like the tables of 0002.
CREATE TRIGGER risk_answers_changed AFTER INSERT OR UPDATE OR DELETE ON risk_answers
  FOR EACH ROW EXECUTE FUNCTION notify_organisation_changed('organisation_id');
