import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/database';
import { organisations, sessions, users } from '../../src/db/schema/index';
import { createToken } from '../../src/infra/auth/tokens';

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.org`;

type OrganisationOptions = { planTier?: number; planEndsAt?: Date | null };

/** An organisation with its owner, signed in; written straight to the database. */
export async function createOrganisation(db: Database, options: OrganisationOptions = {}) {
  const [organisation] = await db
    .insert(organisations)
    .values({
      worshipPlaceName: `Grace Chapel ${randomUUID().slice(0, 6)}`,
      planTier: options.planTier ?? 1,
      planEndsAt:
        options.planEndsAt === undefined ? new Date(Date.now() + 14 * 86_400_000) : options.planEndsAt,
    })
    .returning();
  if (!organisation) throw new Error('organisation not created');
  const owner = await createUser(db, organisation.id, 1);
  return { organisation, owner };
}

/** A user of an organisation (type 1 owner, 2 sub user) with a live session token. */
export async function createUser(db: Database, organisationId: string, type: number) {
  const [user] = await db
    .insert(users)
    .values({
      organisationId,
      type,
      email: uniqueEmail(type === 1 ? 'owner' : 'member'),
      passwordHash: 'not-a-real-hash',
      firstName: 'Test',
      lastName: type === 1 ? 'Owner' : 'Member',
    })
    .returning();
  if (!user) throw new Error('user not created');
  const { token, hash } = createToken();
  const [session] = await db.insert(sessions).values({ userId: user.id, tokenHash: hash }).returning();
  return { user, token, sessionId: session?.id ?? '' };
}
