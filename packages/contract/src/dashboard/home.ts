import { z } from 'zod';
import { EventSchema } from '../events/event-fields';
import { ResourceSchema } from '../resources/resource-schemas';
import { defineCall } from '../shared/call';

export const HOME_MESSAGES = { home: 'Home' } as const;

/** The newest resources the dashboards show. */
export const HOME_RESOURCES_LISTED = 6;

export const HomeRequestSchema = z.object({
  /** spec 02 §7: a sub user adds type=subuser; the server knows who asks either way. */
  type: z.string().optional(),
});

/**
 * spec 02 §7: POST home, the dashboards' data. `event`: the upcoming events (running ones
 * included), soonest first, at most HOME_EVENTS_LISTED: the organisation's for an owner whose
 * plan has events, the ones assigned to them for a sub user; none without events in the plan.
 * `resource`: the resource hub's newest items (HOME_RESOURCES_LISTED) for the dashboards, when
 * the plan has the resource hub (tiers 1, 3 and 4); none otherwise.
 */
export const homeCall = defineCall({
  name: 'home',
  method: 'POST',
  access: 'user',
  request: HomeRequestSchema,
  response: z.object({
    resource: z.array(ResourceSchema),
    event: z.array(EventSchema),
  }),
});
