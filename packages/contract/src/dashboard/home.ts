import { z } from 'zod';
import { EventSchema } from '../events/event-fields';
import { defineCall } from '../shared/call';

export const HOME_MESSAGES = { home: 'Home' } as const;

export const HomeRequestSchema = z.object({
  /** spec 02 §7: a sub user adds type=subuser; the server knows who asks either way. */
  type: z.string().optional(),
});

/**
 * spec 02 §7: POST home, the dashboards' data. `event`: the upcoming events (running ones
 * included), soonest first, at most HOME_EVENTS_LISTED: the organisation's for an owner whose
 * plan has events, the ones assigned to them for a sub user; none without events in the plan.
 * `resource`: the resource hub's items for the dashboard's resource block.
 */
export const homeCall = defineCall({
  name: 'home',
  method: 'POST',
  access: 'user',
  request: HomeRequestSchema,
  response: z.object({
    resource: z.array(z.unknown()),
    event: z.array(EventSchema),
  }),
});
