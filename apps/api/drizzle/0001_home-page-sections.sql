ALTER TYPE "public"."home_page_item_kind" ADD VALUE 'faq';--> statement-breakpoint
ALTER TYPE "public"."home_page_item_kind" ADD VALUE 'subscription_plan';--> statement-breakpoint
ALTER TYPE "public"."home_page_item_kind" ADD VALUE 'event';--> statement-breakpoint
ALTER TABLE "home_page" ADD COLUMN "subscription_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "home_page" ADD COLUMN "subscription_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "home_page" ADD COLUMN "event_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "home_page" ADD COLUMN "event_description" text DEFAULT '' NOT NULL;