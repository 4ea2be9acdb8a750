CREATE TYPE "public"."resource_type" AS ENUM('Video', 'Image');--> statement-breakpoint
CREATE TABLE "news_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"published_on" date NOT NULL,
	"type" "resource_type" NOT NULL,
	"media" text NOT NULL,
	"thumb" text NOT NULL,
	CONSTRAINT "news_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "resource_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "resource_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"category_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"published_on" date NOT NULL,
	"type" "resource_type" NOT NULL,
	"media" text NOT NULL,
	"thumb" text NOT NULL,
	CONSTRAINT "resources_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_category_id_resource_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."resource_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_posts_published_idx" ON "news_posts" USING btree ("published_on");--> statement-breakpoint
CREATE INDEX "resources_category_published_idx" ON "resources" USING btree ("category_id","published_on");--> statement-breakpoint
-- hand-written:
-- The resource hub and news are kept in the read cache (docs/decisions/020); an edit of them
-- in any way (a seed, psql, another server) tells every server to forget what it keeps.
CREATE TRIGGER resource_categories_changed AFTER INSERT OR UPDATE OR DELETE ON resource_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_organisation_changed('*');
--> statement-breakpoint
CREATE TRIGGER resources_changed AFTER INSERT OR UPDATE OR DELETE ON resources
  FOR EACH STATEMENT EXECUTE FUNCTION notify_organisation_changed('*');
--> statement-breakpoint
CREATE TRIGGER news_posts_changed AFTER INSERT OR UPDATE OR DELETE ON news_posts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_organisation_changed('*');
