import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { certificates, duties, events, rosterPosts, users } from '../../db/schema/index';
import { fullName } from '../alerts/alert-people';
import { describeStart } from '../events/event-times';
import { notify } from '../notifications/notify';
import { DUTY_NOTICE_TYPE, rosterUrl } from './duty-notices';

type WarningDeps = { db: Database; now: () => Date; log: FastifyBaseLogger };
/** Tests confine a run to their own organisations (the test database is shared). */
export type WarningScope = { organisationIds?: readonly string[] };

/**
 * spec 03 §4: a member holding a post at an event ahead whose certificate of the post's type
 * will have expired by the event's end day (edited, deleted, or the event moved) tells the
 * owner, once per duty: the notice's dedupe key keeps a second run, on any server, silent.
 */
export async function runDutyCertificateWarnings(deps: WarningDeps, scope: WarningScope = {}) {
  const lapsed = await deps.db
    .select({
      duty: duties,
      event: events,
      post: rosterPosts,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(duties)
    .innerJoin(events, eq(events.id, duties.eventId))
    .innerJoin(rosterPosts, eq(rosterPosts.id, duties.postId))
    .innerJoin(users, eq(users.id, duties.userId))
    .where(
      and(
        gt(events.utcEnd, deps.now()),
        ne(rosterPosts.requiredCertificate, 'None'),
        ne(duties.response, 'declined'),
        isNull(users.deletedAt),
        scope.organisationIds ? inArray(duties.organisationId, [...scope.organisationIds]) : undefined,
        sql`not exists (select 1 from ${certificates} where ${certificates.userId} = ${duties.userId}
          and ${certificates.type} = ${rosterPosts.requiredCertificate}
          and ${certificates.expirationDate} >= substring(${events.endLocal}, 1, 10)::date)`,
      ),
    );
  if (lapsed.length === 0) return 0;
  const owners = await deps.db
    .select({ id: users.id, organisationId: users.organisationId })
    .from(users)
    .where(
      and(
        inArray(users.organisationId, [...new Set(lapsed.map((row) => row.duty.organisationId))]),
        eq(users.type, USER_TYPE.owner),
        isNull(users.deletedAt),
      ),
    );
  let told = 0;
  for (const { duty, event, post, firstName, lastName } of lapsed) {
    told += await notify(deps.db, {
      organisationId: duty.organisationId,
      userIds: owners
        .filter((owner) => owner.organisationId === duty.organisationId)
        .map((owner) => owner.id),
      type: DUTY_NOTICE_TYPE,
      eventId: event.id,
      title: `Certificate needed: ${post.name}`,
      body: `${fullName({ firstName, lastName })} will have no valid ${post.requiredCertificate} certificate for ${post.name} at ${event.title} on ${describeStart(event.utcStart, event.timeZone)}.`,
      url: rosterUrl(event.id, true),
      dedupeKey: `duty-certificate:${duty.id}`,
    });
  }
  if (told > 0) deps.log.info({ told }, 'duty certificate warnings sent');
  return told;
}
