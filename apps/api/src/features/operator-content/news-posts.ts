import { OPERATOR_CONTENT_MESSAGES } from '@faith-shield/contract/operator-content/operator-content-messages';
import type { OperatorNewsPost } from '@faith-shield/contract/operator-content/operator-news';
import type { SaveNewsPostSchema } from '@faith-shield/contract/operator-content/operator-save-news-post';
import { PICTURE_MAX_BYTES } from '@faith-shield/contract/shared/constants';
import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { newsPosts } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import type { Storage } from '../../infra/storage/storage';
import type { UploadedFile } from '../../infra/storage/uploaded-file';

type Row = typeof newsPosts.$inferSelect;
export type NewsPostInput = Omit<z.output<typeof SaveNewsPostSchema>, 'image'> & { image?: UploadedFile };

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

/** A news picture: a JPG or PNG of at most 2 MB, judged by its content, stored without metadata. */
export const saveNewsImage = (storage: Storage, file: UploadedFile) =>
  storage.saveImage(file, { field: 'image', maxBytes: PICTURE_MAX_BYTES });

const columns = (input: NewsPostInput) => ({
  title: input.title,
  description: input.description,
  publishedOn: input.resource_date,
  status: input.status,
});

/**
 * operator_save_news_post inside the caller's transaction: a new post (its image already
 * stored as `image`) or an edit of one. Answers the post before (null when new) and after.
 */
export async function writeNewsPost(
  tx: Database,
  input: NewsPostInput,
  image: string | undefined,
): Promise<{ before: OperatorNewsPost | null; after: OperatorNewsPost; replacedImage?: string }> {
  const media = image ? { type: 'Image' as const, media: image, thumb: image } : {};
  if (!input.id) {
    const [row] = await tx
      .insert(newsPosts)
      .values({
        slug: `operator-${crypto.randomUUID()}`,
        ...columns(input),
        type: 'Image',
        media: '',
        thumb: '',
        ...media,
      })
      .returning();
    if (!row) throw new Error('news post not added');
    return { before: null, after: toOperatorNewsPost(row) };
  }
  const current = await findNewsPost(tx, input.id);
  const [row] = await tx
    .update(newsPosts)
    .set({ ...columns(input), ...media })
    .where(eq(newsPosts.id, current.id))
    .returning();
  if (!row) throw notFound(OPERATOR_CONTENT_MESSAGES.newsNotFound);
  return {
    before: toOperatorNewsPost(current),
    after: toOperatorNewsPost(row),
    ...(image && current.media.startsWith('/uploads/') ? { replacedImage: current.media } : {}),
  };
}

/** operator_delete_news_post inside the caller's transaction: answers the post as it was. */
export async function deleteNewsPost(tx: Database, id: string): Promise<OperatorNewsPost> {
  const current = await findNewsPost(tx, id);
  await tx.delete(newsPosts).where(eq(newsPosts.id, current.id));
  return toOperatorNewsPost(current);
}
