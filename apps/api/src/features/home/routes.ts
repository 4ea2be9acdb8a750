import { HOME_PAGE_MESSAGES, homePageCall } from '@faith-shield/contract/home/home-page';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call';
import { CONTENT_CACHE } from '../../http/response-cache';
import { getHomePage } from './home-page';

export async function homeRoutes(app: FastifyInstance) {
  registerCall(app, homePageCall, {
    readOnly: true,
    cache: CONTENT_CACHE,
    handler: async ({ deps }) => ({ message: HOME_PAGE_MESSAGES.found, data: await getHomePage(deps.db) }),
  });
}
