import type { NewsPost } from '@faith-shield/contract/news/get-blog';
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { newsPosts } from '../../db/schema/index';
import type { ReadCache } from '../../infra/cache/read-cache';

type News = { posts: NewsPost[] };

/**
 * get_blog: every published news post (drafts stay in the console), newest first, kept in the read cache until any post changes
 * (drizzle/0006_content.sql announces it to every server).
 */
export async function listNewsPosts({ db, readCache }: { db: Database; readCache: ReadCache }) {
  const news = await readCache.read<News>(
    'content:news',
    async () => ({
      posts: await db
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
    // shared content: the change feed's '*' drops it, whoever's organisation this names
    () => 'content',
  );
  return news?.posts ?? [];
}
