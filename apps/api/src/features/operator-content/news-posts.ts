import { OPERATOR_CONTENT_MESSAGES } from '@faith-shield/contract/operator-content/operator-content-messages';
import type { OperatorNewsPost } from '@faith-shield/contract/operator-content/operator-news';
import type { SaveNewsPostSchema } from '@faith-shield/contract/operator-content/operator-save-news-post';
import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { newsPosts } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import { type MediaInput, nextMedia, type StoredMedia } from './content-media';

type Row = typeof newsPosts.$inferSelect;
export type NewsPostInput = Omit<z.output<typeof SaveNewsPostSchema>, keyof MediaInput> & MediaInput;

export const toOperatorNewsPost = (row: Row): OperatorNewsPost => ({
  id: row.id,
  title: row.title,
  description: row.description,
  resource_date: row.publishedOn,
  type: row.type,
  image_or_video: row.media,
  thumb: row.thumb,
  status: row.status,
});

/** operator_news: every post, drafts too, newest first. */
export async function listOperatorNews(db: Database): Promise<OperatorNewsPost[]> {
  const rows = await db.select().from(newsPosts).orderBy(desc(newsPosts.publishedOn), asc(newsPosts.title));
  return rows.map(toOperatorNewsPost);
}

export async function findNewsPost(db: Database, id: string): Promise<Row> {
  const [row] = isUuid(id) ? await db.select().from(newsPosts).where(eq(newsPosts.id, id)).limit(1) : [];
  if (!row) throw notFound(OPERATOR_CONTENT_MESSAGES.newsNotFound);
  return row;
}

const columns = (input: NewsPostInput) => ({
  title: input.title,
  description: input.description,
  publishedOn: input.resource_date,
  status: input.status,
});

/**
 * operator_save_news_post inside the caller's transaction: a new post (its files already
 * stored) or an edit of one. Answers the post before (null when new) and after, and the
 * uploads it no longer uses.
 */
export async function writeNewsPost(
  tx: Database,
  input: NewsPostInput,
  stored: StoredMedia,
): Promise<{ before: OperatorNewsPost | null; after: OperatorNewsPost; unused: string[] }> {
  if (!input.id) {
    const { columns: media, unused } = nextMedia(null, stored);
    const [row] = await tx
      .insert(newsPosts)
      .values({ slug: `operator-${crypto.randomUUID()}`, ...columns(input), ...media })
      .returning();
    if (!row) throw new Error('news post not added');
    return { before: null, after: toOperatorNewsPost(row), unused };
  }
  const current = await findNewsPost(tx, input.id);
  const { columns: media, unused } = nextMedia(current, stored);
  const [row] = await tx
    .update(newsPosts)
    .set({ ...columns(input), ...media })
    .where(eq(newsPosts.id, current.id))
    .returning();
  if (!row) throw notFound(OPERATOR_CONTENT_MESSAGES.newsNotFound);
  return { before: toOperatorNewsPost(current), after: toOperatorNewsPost(row), unused };
}

/** operator_delete_news_post inside the caller's transaction: answers the post as it was. */
export async function deleteNewsPost(tx: Database, id: string): Promise<OperatorNewsPost> {
  const current = await findNewsPost(tx, id);
  await tx.delete(newsPosts).where(eq(newsPosts.id, current.id));
  return toOperatorNewsPost(current);
}
