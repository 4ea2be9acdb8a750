import { addBlockoutCall } from '@faith-shield/contract/duty-roster/add-blockout';
import { addPostCall } from '@faith-shield/contract/duty-roster/add-post';
import { assignDutyCall } from '@faith-shield/contract/duty-roster/assign-duty';
import { getCalendarLinkCall, newCalendarLinkCall } from '@faith-shield/contract/duty-roster/calendar-link';
import { checkInDutyCall } from '@faith-shield/contract/duty-roster/check-in-duty';
import { checkOutDutyCall } from '@faith-shield/contract/duty-roster/check-out-duty';
import { deleteBlockoutCall } from '@faith-shield/contract/duty-roster/delete-blockout';
import { deletePostCall } from '@faith-shield/contract/duty-roster/delete-post';
import { getBlockoutsCall } from '@faith-shield/contract/duty-roster/get-blockouts';
import { getDutyRosterCall } from '@faith-shield/contract/duty-roster/get-duty-roster';
import { getPostsCall } from '@faith-shield/contract/duty-roster/get-posts';
import { myDutiesCall } from '@faith-shield/contract/duty-roster/my-duties';
import { respondDutyCall } from '@faith-shield/contract/duty-roster/respond-duty';
import { ROSTER_MESSAGES as M } from '@faith-shield/contract/duty-roster/roster-messages';
import { unassignDutyCall } from '@faith-shield/contract/duty-roster/unassign-duty';
import { updatePostCall } from '@faith-shield/contract/duty-roster/update-post';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call';
import { loadDeviceTokenSecret } from '../../infra/auth/device-tokens';
import { assignDuty } from './assign-duty';
import { addBlockout, deleteBlockout, listBlockouts } from './blockouts';
import { calendarFeed } from './calendar-feed';
import { calendarFeedKey, getCalendarLink, newCalendarLink } from './calendar-link';
import { checkInDuty } from './check-in-duty';
import { checkOutDuty } from './check-out-duty';
import { deletePost } from './delete-post';
import { getDutyRoster } from './get-duty-roster';
import { listPosts } from './list-posts';
import { myDuties } from './my-duties';
import { respondDuty } from './respond-duty';
import { startRosterLive } from './roster-live';
import { addPost, updatePost } from './save-post';
import { unassignDuty } from './unassign-duty';

/** spec 03 §4: the duty roster, with the plans that have events. */
export async function dutyRosterRoutes(app: FastifyInstance) {
  const live = await startRosterLive(app);
  const { config } = app.deps;
  const calendarKey = calendarFeedKey(await loadDeviceTokenSecret(config, config.dataDir));

  registerCall(app, addPostCall, {
    handler: async ({ input, auth, deps }) => ({
      message: M.postAdded,
      data: await addPost(deps.db, auth, input),
    }),
  });
  registerCall(app, getPostsCall, {
    readOnly: true,
    handler: async ({ auth, deps }) => ({ message: M.posts, data: await listPosts(deps.db, auth) }),
  });
  registerCall(app, updatePostCall, {
    handler: async ({ input, auth, deps }) => ({
      message: M.postUpdated,
      data: await updatePost(deps.db, auth, input),
    }),
  });
  registerCall(app, deletePostCall, {
    handler: async ({ input, auth, deps }) => {
      await deletePost(deps, live, auth, input.id);
      return { message: M.postDeleted };
    },
  });
  registerCall(app, assignDutyCall, {
    handler: async ({ input, auth, deps }) => ({
      message: M.assigned,
      data: await assignDuty(deps, live, auth, input),
    }),
  });
  registerCall(app, unassignDutyCall, {
    handler: async ({ input, auth, deps }) => {
      await unassignDuty(deps, live, auth, input.id);
      return { message: M.unassigned };
    },
  });
  registerCall(app, getDutyRosterCall, {
    readOnly: true,
    handler: async ({ input, auth, deps }) => ({
      message: M.roster,
      data: await getDutyRoster(deps, auth, input.event_id),
    }),
  });
  registerCall(app, myDutiesCall, {
    readOnly: true,
    handler: async ({ auth, deps }) => ({
      message: M.myDuties,
      data: await myDuties(deps, auth, deps.now()),
    }),
  });
  registerCall(app, respondDutyCall, {
    handler: async ({ input, auth, deps }) => ({
      message: input.response === 'accepted' ? M.accepted : M.declined,
      data: await respondDuty(deps, live, auth, input),
    }),
  });
  registerCall(app, addBlockoutCall, {
    handler: async ({ input, auth, deps }) => ({
      message: M.blockoutAdded,
      data: await addBlockout(deps.db, auth, input),
    }),
  });
  registerCall(app, getBlockoutsCall, {
    readOnly: true,
    handler: async ({ auth, deps }) => ({ message: M.blockouts, data: await listBlockouts(deps.db, auth) }),
  });
  registerCall(app, deleteBlockoutCall, {
    handler: async ({ input, auth, deps }) => {
      await deleteBlockout(deps.db, auth, input.id);
      return { message: M.blockoutDeleted };
    },
  });
  registerCall(app, checkInDutyCall, {
    handler: async ({ input, auth, deps }) => ({
      message: M.checkedIn,
      data: await checkInDuty(deps, live, auth, input),
    }),
  });
  registerCall(app, checkOutDutyCall, {
    handler: async ({ input, auth, deps }) => ({
      message: M.checkedOut,
      data: await checkOutDuty(deps, live, auth, input.id),
    }),
  });

  // The personal calendar feed (docs/decisions/065-calendar-feed.md)
  registerCall(app, getCalendarLinkCall, {
    handler: async ({ auth, deps }) => ({
      message: M.calendarLink,
      data: await getCalendarLink(deps.db, calendarKey, auth),
    }),
  });
  registerCall(app, newCalendarLinkCall, {
    handler: async ({ auth, deps }) => ({
      message: M.calendarLinkMade,
      data: await newCalendarLink(deps.db, calendarKey, auth, deps.now()),
    }),
  });
  // The feed itself: a file a phone's calendar fetches, its unguessable address the guard.
  app.get<{ Params: { file: string } }>(
    '/api/calendar/:file',
    {
      onRequest: async (_request, reply) => {
        reply.header('cache-control', 'private, no-store');
      },
    },
    async (request, reply) => {
      const token = request.params.file.endsWith('.ics') ? request.params.file.slice(0, -4) : '';
      const text = token ? await calendarFeed(app.deps.db, token, app.deps.now()) : undefined;
      if (text === undefined) {
        return reply.code(404).type('text/plain; charset=utf-8').send(M.calendarNotFound);
      }
      return reply
        .header('content-disposition', 'inline; filename="duties.ics"')
        .type('text/calendar; charset=utf-8')
        .send(text);
    },
  );
}
