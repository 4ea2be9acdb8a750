import { getBlogCall, NEWS_MESSAGES } from '@faith-shield/contract/news/get-blog';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call';
import { listNewsPosts } from './list-news-posts';

/** spec 02 §7: News & Blog, for owners and sub users on tiers 1, 3 and 4 (the guard checks). */
export async function newsRoutes(app: FastifyInstance) {
  registerCall(app, getBlogCall, {
    readOnly: true,
    handler: async ({ deps }) => ({
      message: NEWS_MESSAGES.list,
      data: await listNewsPosts(deps),
    }),
  });
}
