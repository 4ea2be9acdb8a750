import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { and, asc, eq, gt, inArray, isNull, lte, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { duties, eventMembers, events, rosterPosts, users } from '../../db/schema/index';
import { drainInTransactions } from '../../infra/jobs/claim-queue';
import { type Executor, notify } from '../notifications/notify';
import { memberEventUrl, ownerEventUrl, reminderNotice } from './event-notices';

const without = (ids: readonly string[], posted: ReadonlyMap<string, unknown>) =>
  ids.filter((id) => !posted.has(id));

/** The posts of the events' members (spec 03 §4), each named in its member's reminder. */
const dutiesOf = (tx: Executor, eventIds: readonly string[]) =>
  tx
    .select({
      eventId: duties.eventId,
      userId: duties.userId,
      postName: rosterPosts.name,
      response: duties.response,
    })
    .from(duties)
    .innerJoin(rosterPosts, eq(rosterPosts.id, duties.postId))
    .where(and(inArray(duties.eventId, [...eventIds]), ne(duties.response, 'declined')));

/** spec: a reminder goes out 24 hours before the start. */
export const REMINDER_LEAD_MS = 24 * 60 * 60_000;
const BATCH = 50;

type ReminderDeps = { db: Database; now: () => Date; log: FastifyBaseLogger };
/** Tests confine a run to their own organisations (the test database is shared). */
export type ReminderScope = { organisationIds?: readonly string[] };

/**
 * Tells the team (and the owner) of every open event starting within the next 24 hours that has
 * not had its reminder: by push and mail, once (DESIGN.md §4b). Each batch is claimed with
 * FOR UPDATE SKIP LOCKED and marked reminded in the transaction that writes the notices
 * (drainInTransactions), so servers running this side by side never take the same event; the notices' dedupe key keeps
 * out a second reminder for the same start even if a claim were lost. An event whose start
 * has passed unreminded (every server was down) is skipped: a late reminder would mislead.
 */
export async function runEventReminders(deps: ReminderDeps, scope: ReminderScope = {}): Promise<number> {
  const now = deps.now();
  const reminded = await drainInTransactions(
    deps.db,
    BATCH,
    (tx, limit) =>
      tx
        .select()
        .from(events)
        .where(
          and(
            isNull(events.remindedAt),
            eq(events.status, 0),
            gt(events.utcStart, now),
            lte(events.utcStart, new Date(now.getTime() + REMINDER_LEAD_MS)),
            scope.organisationIds ? inArray(events.organisationId, [...scope.organisationIds]) : undefined,
          ),
        )
        .orderBy(asc(events.utcStart))
        .limit(limit)
        .for('update', { skipLocked: true }),
    async (tx, due) => {
      const ids = due.map((event) => event.id);
      const members = await tx
        .select({ eventId: eventMembers.eventId, userId: eventMembers.userId })
        .from(eventMembers)
        .innerJoin(users, eq(users.id, eventMembers.userId))
        .where(and(inArray(eventMembers.eventId, ids), isNull(users.deletedAt)));
      const owners = await tx
        .select({ id: users.id, organisationId: users.organisationId })
        .from(users)
        .where(
          and(
            inArray(users.organisationId, [...new Set(due.map((event) => event.organisationId))]),
            eq(users.type, USER_TYPE.owner),
            isNull(users.deletedAt),
          ),
        );
      const posted = await dutiesOf(tx, ids);
      for (const event of due) {
        const dutyOf = new Map(
          posted.filter((row) => row.eventId === event.id).map((row) => [row.userId, row] as const),
        );
        const team = members.filter((row) => row.eventId === event.id).map((row) => row.userId);
        const owner = owners
          .filter((row) => row.organisationId === event.organisationId)
          .map((row) => row.id);
        await notify(tx, reminderNotice(event, without(team, dutyOf), memberEventUrl(event.id)));
        await notify(tx, reminderNotice(event, without(owner, dutyOf), ownerEventUrl(event.id)));
        for (const id of [...team, ...owner]) {
          const duty = dutyOf.get(id);
          if (!duty) continue;
          const url = owner.includes(id) ? ownerEventUrl(event.id) : memberEventUrl(event.id);
          await notify(tx, reminderNotice(event, [id], url, duty));
        }
      }
      await tx.update(events).set({ remindedAt: now }).where(inArray(events.id, ids));
      return due.length;
    },
  );
  if (reminded > 0) deps.log.info({ reminded }, 'event reminders sent');
  return reminded;
}
