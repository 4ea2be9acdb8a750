import type { NewsPost } from '@faith-shield/contract/news/get-blog';
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { newsPosts } from '../../db/schema/index';
import type { JsonText } from '../../http/json-text';
import type { ReadCache } from '../../infra/cache/read-cache';

/**
 * get_blog's data: every published news post (drafts stay in the console), newest first, kept in
 * the read cache written as JSON until any post changes (drizzle/0006_content.sql announces it
 * to every server).
 */
export function listNewsPosts({
  db,
  readCache,
}: {
  db: Database;
  readCache: ReadCache;
}): Promise<JsonText<{ resource: NewsPost[] }>> {
  return readCache.readJson(
    'content:news',
    async () => ({
      resource: await db
        .select({
          id: newsPosts.id,
          title: newsPosts.title,
          description: newsPosts.description,
          resource_date: newsPosts.publishedOn,
          type: newsPosts.type,
          image_or_video: newsPosts.media,
          thumb: newsPosts.thumb,
        })
        .from(newsPosts)
        .where(eq(newsPosts.status, 'published'))
        .orderBy(desc(newsPosts.publishedOn), asc(newsPosts.title)),
    }),
    // shared content: the change feed's '*' drops it
    'content',
  );
}
