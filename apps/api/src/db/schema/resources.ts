import { date, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** spec 02 §3: a resource (or news post) is a 'Video' or an image. */
export const resourceType = pgEnum('resource_type', ['Video', 'Image']);

/** A news post reaches get_blog only once published (docs/decisions/023). */
export const newsStatus = pgEnum('news_status', ['draft', 'published']);

/** The resource hub's categories (spec 02 §3): editable content, seeded once, shown by `position`. */
export const resourceCategories = pgTable('resource_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The seed file's name for it, so a later seed version can find what it wrote. */
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  position: integer('position').notNull(),
});

/**
 * The resource hub's drills and training scenarios (spec 02 §3). `media` is the picture of an
 * image, the clip of a video; `thumb` a video's poster (an image's own picture otherwise).
 */
export const resources = pgTable(
  'resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => resourceCategories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    type: resourceType('type').notNull(),
    media: text('media').notNull(),
    thumb: text('thumb').notNull(),
  },
  (table) => [index('resources_category_published_idx').on(table.categoryId, table.publishedOn)],
);

/** News & Blog (spec 02 §2): posts with a title, a date and a video or an image. */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    type: resourceType('type').notNull(),
    media: text('media').notNull(),
    thumb: text('thumb').notNull(),
    // seeded and earlier posts were all public: they stay published
    status: newsStatus('status').notNull().default('published'),
  },
  (table) => [index('news_posts_published_idx').on(table.publishedOn)],
);
