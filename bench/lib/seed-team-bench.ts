import { randomUUID } from 'node:crypto';
import type { Database } from '../../apps/api/src/db/database';
import { organisations, sessions, users } from '../../apps/api/src/db/schema/index';
import { createToken } from '../../apps/api/src/infra/auth/tokens';
import type { ChatPerson } from './seed-chat-bench';

const DAY = 86_400_000;

/** One organisation on the free trial: its owner and `members - 1` sub users, all signed in. */
export async function seedTeam(db: Database, members: number): Promise<ChatPerson[]> {
  const run = randomUUID().slice(0, 8);
  const [organisation] = await db
    .insert(organisations)
    .values({
      worshipPlaceName: `Team Bench Chapel ${run}`,
      planTier: 1,
      planEndsAt: new Date(Date.now() + 14 * DAY),
    })
    .returning({ id: organisations.id });
  if (!organisation) throw new Error('the bench organisation was not stored');
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: members }, (_, index) => ({
        organisationId: organisation.id,
        type: index === 0 ? 1 : 2,
        email: `team-bench-${run}-${index}@example.org`,
        passwordHash: 'not-used',
        firstName: index === 0 ? 'Owner' : 'Member',
        lastName: String(index),
      })),
    )
    .returning({ id: users.id });
  const tokens = people.map(() => createToken());
  await db
    .insert(sessions)
    .values(people.map((person, index) => ({ userId: person.id, tokenHash: tokens[index]?.hash ?? '' })));
  return people.map((person, index) => ({ id: person.id, token: tokens[index]?.token ?? '' }));
}
