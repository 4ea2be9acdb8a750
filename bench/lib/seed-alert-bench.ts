import { randomUUID } from 'node:crypto';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import type { Database } from '../../apps/api/src/db/database';
import { organisations, sessions, users } from '../../apps/api/src/db/schema/index';
import { createToken } from '../../apps/api/src/infra/auth/tokens';

export type AlertPerson = { id: string; token: string };
/** One organisation's team: the leader who sends the alert first, then every other member. */
export type AlertTeam = { organisationId: string; leader: AlertPerson; members: AlertPerson[] };

const DAY = 86_400_000;

/**
 * One organisation on the free trial with `size` members, all signed in: its owner, a leader
 * (a sub user marked as one, spec 03 §1) and sub users, written in three inserts. No mobile
 * numbers: the bench measures the live frames, not text messages.
 */
export async function seedAlertTeam(db: Database, size: number): Promise<AlertTeam> {
  const run = randomUUID().slice(0, 8);
  const [organisation] = await db
    .insert(organisations)
    .values({
      worshipPlaceName: `Alert Bench Chapel ${run}`,
      planTier: 1,
      planEndsAt: new Date(Date.now() + 14 * DAY),
    })
    .returning({ id: organisations.id });
  if (!organisation) throw new Error('the bench organisation was not stored');
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: size }, (_, index) => ({
        organisationId: organisation.id,
        type: index === 0 ? USER_TYPE.owner : USER_TYPE.subUser,
        isLeader: index === 1,
        email: `alert-bench-${run}-${index}@example.org`,
        passwordHash: 'not-used',
        firstName: index === 0 ? 'Owner' : index === 1 ? 'Leader' : 'Member',
        lastName: String(index),
      })),
    )
    .returning({ id: users.id, isLeader: users.isLeader });
  const tokens = people.map(() => createToken());
  await db
    .insert(sessions)
    .values(people.map((person, index) => ({ userId: person.id, tokenHash: tokens[index]?.hash ?? '' })));
  const signedIn = people.map((person, index) => ({
    id: person.id,
    token: tokens[index]?.token ?? '',
    isLeader: person.isLeader,
  }));
  const leader = signedIn.find((person) => person.isLeader);
  if (!leader) throw new Error('the bench team has no leader');
  const strip = ({ id, token }: AlertPerson) => ({ id, token });
  return {
    organisationId: organisation.id,
    leader: strip(leader),
    members: signedIn.filter((person) => person !== leader).map(strip),
  };
}
