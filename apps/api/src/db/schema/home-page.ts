import { integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** The one row of home page content (spec 01 §3). */
export const homePage = pgTable('home_page', {
  id: integer('id').primaryKey().default(1),
  title: text('title').notNull(),
  descriptionHtml: text('description_html').notNull(),
  videoLink: text('video_link').notNull().default(''),
  visitorsTitle: text('visitors_title').notNull().default(''),
  visitorsDescription: text('visitors_description').notNull().default(''),
  visitorsImage: text('visitors_image').notNull().default(''),
  contactEmail: text('contact_email').notNull().default(''),
  contactMobile: text('contact_mobile').notNull().default(''),
  contactAddress: text('contact_address').notNull().default(''),
  facebook: text('facebook').notNull().default(''),
  twitter: text('twitter').notNull().default(''),
  instagram: text('instagram').notNull().default(''),
  linkedIn: text('linked_in').notNull().default(''),
  youTube: text('you_tube').notNull().default(''),
  coreFeatureTitle: text('core_feature_title').notNull().default(''),
  testimonialTitle: text('testimonial_title').notNull().default(''),
  whyChooseTitle: text('why_choose_title').notNull().default(''),
  faqTitle: text('faq_title').notNull().default(''),
  // The sections behind the navigation's Subscription and Event anchors (spec 01 §2).
  subscriptionTitle: text('subscription_title').notNull().default(''),
  subscriptionDescription: text('subscription_description').notNull().default(''),
  eventTitle: text('event_title').notNull().default(''),
  eventDescription: text('event_description').notNull().default(''),
});

export const homePageItemKind = pgEnum('home_page_item_kind', [
  'testimonial',
  'core_feature',
  'why_choose',
  'faq',
  'subscription_plan',
  'event',
]);

/** The home page's lists: testimonials, core features, reasons to choose, FAQ, plans, events. */
export const homePageItems = pgTable('home_page_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: homePageItemKind('kind').notNull(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull().default(''),
});
