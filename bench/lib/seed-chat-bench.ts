import { randomUUID } from 'node:crypto';
import type { Database } from '../../apps/api/src/db/database';
import { organisations, sessions, users } from '../../apps/api/src/db/schema/index';
import { createToken } from '../../apps/api/src/infra/auth/tokens';

export type ChatPerson = { id: string; token: string };
/** A conversation of the run: an owner and a member of their team. */
export type ChatPair = { owner: ChatPerson; member: ChatPerson };

const DAY = 86_400_000;

/** `pairs` organisations on the free trial, each an owner and one member, all signed in. */
export async function seedChatPairs(db: Database, pairs: number): Promise<ChatPair[]> {
  const run = randomUUID().slice(0, 8);
  const orgs = await db
    .insert(organisations)
    .values(
      Array.from({ length: pairs }, (_, index) => ({
        worshipPlaceName: `Chat Bench Chapel ${run}-${index}`,
        planTier: 1,
        planEndsAt: new Date(Date.now() + 14 * DAY),
      })),
    )
    .returning({ id: organisations.id });
  const people = await db
    .insert(users)
    .values(
      orgs.flatMap((organisation, index) =>
        [1, 2].map((type) => ({
          organisationId: organisation.id,
          type,
          email: `chat-bench-${run}-${index}-${type}@example.org`,
          passwordHash: 'not-used',
          firstName: type === 1 ? 'Owner' : 'Member',
          lastName: String(index),
        })),
      ),
    )
    .returning({ id: users.id, type: users.type, organisationId: users.organisationId });
  const tokens = people.map(() => createToken());
  await db
    .insert(sessions)
    .values(people.map((person, index) => ({ userId: person.id, tokenHash: tokens[index]?.hash ?? '' })));
  const byOrganisation = new Map<string, Partial<ChatPair>>();
  people.forEach((person, index) => {
    const pair = byOrganisation.get(person.organisationId) ?? {};
    const signedIn = { id: person.id, token: tokens[index]?.token ?? '' };
    if (person.type === 1) pair.owner = signedIn;
    else pair.member = signedIn;
    byOrganisation.set(person.organisationId, pair);
  });
  return [...byOrganisation.values()].map((pair) => {
    if (!pair.owner || !pair.member) throw new Error('a bench pair is incomplete');
    return { owner: pair.owner, member: pair.member };
  });
}
