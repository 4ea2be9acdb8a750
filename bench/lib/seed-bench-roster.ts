import { randomUUID } from 'node:crypto';
import type { Database } from '../../apps/api/src/db/database';
import {
  blockouts,
  certificates,
  duties,
  eventMembers,
  events,
  organisations,
  rosterPosts,
  sessions,
  users,
} from '../../apps/api/src/db/schema/index';
import { createToken } from '../../apps/api/src/infra/auth/tokens';
import type { BenchRoster } from './ipc';

const DAY = 86_400_000;
/** spec 03 §4's board at its fullest: 20 posts and 60 duties on one event. */
const POSTS = 20;
const TEAM = 60;
/** Events ahead on which the measured member holds a post (my_duties lists them all). */
const EVENTS_AHEAD = 12;
const CERTIFICATE_TYPES = ['None', 'CPR & First Aid', 'FEMA courses', 'Concealed Carry'] as const;

/**
 * An organisation of its own for the duty roster's calls (a team of 60 would change what the
 * measured owner's other lists answer): an owner, 60 members, 20 posts, 12 events ahead, the
 * first with 60 duties (three a post, answered and checked in in turn), certificates and away
 * dates that the roster's picker reads; every event's duty for the first member.
 */
export async function seedBenchRoster(db: Database, passwordHash: string): Promise<BenchRoster> {
  const run = randomUUID().slice(0, 8);
  const [organisation] = await db
    .insert(organisations)
    .values({
      worshipPlaceName: `Bench Roster ${run}`,
      planTier: 4,
      planEndsAt: new Date(Date.now() + 30 * DAY),
    })
    .returning({ id: organisations.id });
  if (!organisation) throw new Error('no roster organisation');
  const organisationId = organisation.id;
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: TEAM + 1 }, (_, index) => ({
        organisationId,
        type: index === 0 ? 1 : 2,
        email: `bench-${run}-roster-${index}@example.org`,
        passwordHash,
        firstName: index === 0 ? 'Roster' : 'Usher',
        lastName: String(index),
      })),
    )
    .returning({ id: users.id });
  const [owner, ...team] = people;
  if (!owner) throw new Error('no roster owner');
  const posts = await db
    .insert(rosterPosts)
    .values(
      Array.from({ length: POSTS }, (_, index) => ({
        organisationId,
        name: `Post ${index + 1}`,
        requiredCertificate: CERTIFICATE_TYPES[index % CERTIFICATE_TYPES.length] ?? 'None',
      })),
    )
    .returning({ id: rosterPosts.id });
  const created = await db
    .insert(events)
    .values(
      Array.from({ length: EVENTS_AHEAD }, (_, index) => {
        const utcStart = new Date(Date.now() + (index + 2) * DAY);
        const local = `${utcStart.toISOString().slice(0, 16).replace('T', ' ')}:00`;
        return {
          organisationId,
          category: 'Main Service',
          title: `Service ${index + 1}`,
          description: 'Doors at 9:30.',
          timeZone: 'UTC',
          startLocal: local,
          endLocal: local,
          utcStart,
          utcEnd: new Date(utcStart.getTime() + 2 * 3_600_000),
        };
      }),
    )
    .returning({ id: events.id });
  const [board] = created;
  if (!board) throw new Error('no roster event');
  const boardDuties = team.map((member, index) => ({
    organisationId,
    eventId: board.id,
    postId: posts[index % POSTS]?.id ?? '',
    userId: member.id,
    response: (['pending', 'accepted', 'declined'] as const)[index % 3],
    declineReason: index % 3 === 2 ? 'Away that weekend' : '',
    checkedInAt: index % 6 === 1 ? new Date() : null,
  }));
  const [first] = team;
  const later = created.slice(1).map((event, index) => ({
    organisationId,
    eventId: event.id,
    postId: posts[index % POSTS]?.id ?? '',
    userId: first?.id ?? '',
  }));
  await db.insert(duties).values([...boardDuties, ...later]);
  await db
    .insert(eventMembers)
    .values([...boardDuties, ...later].map(({ eventId, userId }) => ({ eventId, userId, organisationId })));
  await db.insert(certificates).values(
    team.slice(0, 30).map((member, index) => ({
      organisationId,
      userId: member.id,
      type: CERTIFICATE_TYPES[(index % 3) + 1] ?? 'CPR & First Aid',
      licenceNumber: `LIC-${index}`,
      expirationDate: '2099-12-31',
      description: 'Bench',
      image: '',
    })),
  );
  await db.insert(blockouts).values(
    team.slice(50).map((member) => ({
      organisationId,
      userId: member.id,
      startDate: new Date(Date.now()).toISOString().slice(0, 10),
      endDate: new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10),
    })),
  );
  const tokens = [owner, first].map((person) => ({ person, ...createToken() }));
  await db
    .insert(sessions)
    .values(tokens.map(({ person, hash }) => ({ userId: person?.id ?? '', tokenHash: hash })));
  return {
    owner: { email: '', token: tokens[0]?.token ?? '' },
    member: { email: '', token: tokens[1]?.token ?? '' },
    eventId: board.id,
  };
}
