import { RESOURCE_MESSAGES } from '@faith-shield/contract/resources/resource-messages';
import { resourcesCall } from '@faith-shield/contract/resources/resources';
import { resourcesWithCategoryCall } from '@faith-shield/contract/resources/resources-with-category';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call';
import { readResourceHub } from './resource-hub';
import { resourcesWithCategory } from './resources-with-category';

/** spec 02 §7: the resource hub, for owners and sub users on tiers 1, 3 and 4 (the guard checks). */
export async function resourceRoutes(app: FastifyInstance) {
  registerCall(app, resourcesCall, {
    readOnly: true,
    handler: async ({ deps }) => {
      const hub = await readResourceHub(deps);
      return { message: RESOURCE_MESSAGES.list, data: { resource: hub.resources, category: hub.categories } };
    },
  });

  registerCall(app, resourcesWithCategoryCall, {
    readOnly: true,
    handler: async ({ input, deps }) => ({
      message: RESOURCE_MESSAGES.list,
      data: { resource: await resourcesWithCategory(deps, input.category_id) },
    }),
  });
}
