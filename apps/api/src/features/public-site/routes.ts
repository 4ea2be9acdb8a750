import { addWaitListCall, WAIT_LIST_MESSAGES } from '@faith-shield/contract/public-site/add-wait-list';
import { DIRECTORS_MESSAGES, directorsCall } from '@faith-shield/contract/public-site/directors';
import {
  getWaitListQuestionCall,
  WAIT_LIST_QUESTION_MESSAGES,
} from '@faith-shield/contract/public-site/get-wait-list-question';
import { legalPageCall } from '@faith-shield/contract/public-site/legal-page';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call';
import { CONTENT_CACHE } from '../../http/response-cache';
import { addToWaitList } from './add-wait-list';
import { listDirectors } from './directors';
import { listWaitListQuestions } from './get-wait-list-question';
import { getLegalPage } from './legal-page';

/** The public site's calls besides home_page (spec 01 §2, §7): no token. */
export async function publicSiteRoutes(app: FastifyInstance) {
  registerCall(app, directorsCall, {
    readOnly: true,
    cache: CONTENT_CACHE,
    handler: async ({ deps }) => ({ message: DIRECTORS_MESSAGES.found, data: await listDirectors(deps.db) }),
  });
  registerCall(app, getWaitListQuestionCall, {
    readOnly: true,
    handler: async ({ deps }) => ({
      message: WAIT_LIST_QUESTION_MESSAGES.found,
      data: await listWaitListQuestions(deps.db),
    }),
  });
  registerCall(app, addWaitListCall, {
    handler: async ({ input, deps, request }) => {
      const homeUrl = `${deps.config.publicUrl}/home`;
      const { isNew } = await addToWaitList({ ...deps, homeUrl, log: request.log }, input);
      return { message: isNew ? WAIT_LIST_MESSAGES.joined : WAIT_LIST_MESSAGES.alreadyJoined };
    },
  });
  registerCall(app, legalPageCall, {
    readOnly: true,
    handler: async ({ input, deps }) => {
      const page = await getLegalPage(deps.db, input.slug);
      return { message: page.title, data: page };
    },
  });
}
