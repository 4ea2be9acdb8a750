import { HOME_MESSAGES, HOME_RESOURCES_LISTED, homeCall } from '@faith-shield/contract/dashboard/home';
import { TIERS } from '@faith-shield/contract/shared/constants';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call';
import { upcomingEvents } from '../events/list-events';
import { listResources } from '../resources/list-resources';

const hasEvents = (planTier: number) => (TIERS.advance as readonly number[]).includes(planTier);
const hasResources = (planTier: number) => (TIERS.content as readonly number[]).includes(planTier);

/** spec 02 §7: home, the dashboards' data (an owner's and a sub user's alike: who asks decides). */
export async function dashboardRoutes(app: FastifyInstance) {
  registerCall(app, homeCall, {
    readOnly: true,
    handler: async ({ auth, deps }) => ({
      message: HOME_MESSAGES.home,
      data: {
        resource: hasResources(auth.planTier)
          ? await listResources(deps, { limit: HOME_RESOURCES_LISTED })
          : [],
        event: hasEvents(auth.planTier) ? await upcomingEvents(deps, auth, deps.now()) : [],
      },
    }),
  });
}
