import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { blockouts, duties, events, rosterPosts, users } from '../../src/db/schema/index';
import type { AccessEntry, Caller } from './access-table';

const HOUR = 3_600_000;

/** spec 03 §4: posts and duties are the owner's and leaders'; the caller is made a leader. */
const asLeader = async (caller: Caller) => {
  await caller.db.update(users).set({ isLeader: true }).where(eq(users.id, caller.userId));
};

const ownPost = async (caller: Caller) => {
  const [row] = await caller.db
    .insert(rosterPosts)
    .values({ organisationId: caller.organisationId, name: `Door ${randomUUID()}` })
    .returning({ id: rosterPosts.id });
  if (!row) throw new Error('post not stored');
  return row.id;
};

/** An event of the caller's organisation starting within the hour: check-in is open. */
const ownEvent = async (caller: Caller) => {
  const utcStart = new Date(Date.now() + HOUR);
  const local = `${utcStart.toISOString().slice(0, 16).replace('T', ' ')}:00`;
  const [row] = await caller.db
    .insert(events)
    .values({
      organisationId: caller.organisationId,
      category: 'Main Service',
      title: 'Sunday Service',
      description: 'Doors at 9:30.',
      timeZone: 'UTC',
      startLocal: local,
      endLocal: local,
      utcStart,
      utcEnd: new Date(utcStart.getTime() + 2 * HOUR),
    })
    .returning({ id: events.id });
  if (!row) throw new Error('event not stored');
  return row.id;
};

/** The caller's own duty at an event of theirs within the hour. */
const ownDuty = async (caller: Caller, checkedIn = false) => {
  const [row] = await caller.db
    .insert(duties)
    .values({
      organisationId: caller.organisationId,
      eventId: await ownEvent(caller),
      postId: await ownPost(caller),
      userId: caller.userId,
      checkedInAt: checkedIn ? new Date() : null,
    })
    .returning({ id: duties.id });
  if (!row) throw new Error('duty not stored');
  return row.id;
};

const managed = (fields: (caller: Caller) => Promise<Record<string, string>>): AccessEntry => ({
  access: 'user',
  tier: 'advance',
  own: {
    code: 200,
    fields: async (caller) => {
      await asLeader(caller);
      return fields(caller);
    },
  },
});

/** The duty roster (spec 03 §4): with events' plans; other organisations' ids are tested in test/duty-roster. */
export const DUTY_ROSTER_ACCESS: Record<string, AccessEntry> = {
  add_post: managed(async () => ({ name: `Gate ${randomUUID()}` })),
  get_posts: { access: 'user', tier: 'advance', own: { code: 200 } },
  update_post: managed(async (caller) => ({ id: await ownPost(caller), name: `Gate ${randomUUID()}` })),
  delete_post: managed(async (caller) => ({ id: await ownPost(caller) })),
  assign_duty: managed(async (caller) => ({
    event_id: await ownEvent(caller),
    post_id: await ownPost(caller),
    user_id: caller.userId,
  })),
  unassign_duty: managed(async (caller) => ({ id: await ownDuty(caller) })),
  get_duty_roster: managed(async (caller) => ({ event_id: await ownEvent(caller) })),
  my_duties: { access: 'user', tier: 'advance', own: { code: 200 } },
  respond_duty: {
    access: 'user',
    tier: 'advance',
    own: { code: 200, fields: async (caller) => ({ id: await ownDuty(caller), response: 'accepted' }) },
  },
  add_blockout: {
    access: 'user',
    tier: 'advance',
    own: { code: 200, fields: async () => ({ start_date: '2030-06-01', end_date: '2030-06-02' }) },
  },
  get_blockouts: { access: 'user', tier: 'advance', own: { code: 200 } },
  // the personal calendar feed's link (decision 065): the caller's own, no id to send
  get_calendar_link: { access: 'user', tier: 'advance', own: { code: 200 } },
  new_calendar_link: { access: 'user', tier: 'advance', own: { code: 200 } },
  delete_blockout: {
    access: 'user',
    tier: 'advance',
    own: {
      code: 200,
      fields: async (caller) => {
        const [row] = await caller.db
          .insert(blockouts)
          .values({
            organisationId: caller.organisationId,
            userId: caller.userId,
            startDate: '2030-06-01',
            endDate: '2030-06-01',
          })
          .returning({ id: blockouts.id });
        return { id: row?.id ?? '' };
      },
    },
  },
  check_in_duty: {
    access: 'user',
    tier: 'advance',
    own: { code: 200, fields: async (caller) => ({ id: await ownDuty(caller) }) },
  },
  check_out_duty: {
    access: 'user',
    tier: 'advance',
    own: { code: 200, fields: async (caller) => ({ id: await ownDuty(caller, true) }) },
  },
};
