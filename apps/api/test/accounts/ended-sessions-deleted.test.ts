import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResets, sessions } from '../../src/db/schema/index';
import { deleteEndedSessions } from '../../src/infra/auth/delete-ended-sessions';
import { createToken } from '../../src/infra/auth/tokens';
import { createOrganisation } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';

const DAY = 86_400_000;
const LIFETIME = { SESSION_IDLE_DAYS: 30, SESSION_MAX_DAYS: 90 };

/** The clean-up job: what can never be used again leaves the database; nothing else does. */
describe('deleting ended sessions and dead reset codes', () => {
  it('deletes signed-out, idle and too-old sessions and expired codes, and keeps live ones', async () => {
    const { db } = await testDatabase();
    const { owner } = await createOrganisation(db);
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const session = async (times: { createdAt?: Date; lastSeenAt?: Date; revokedAt?: Date }) => {
      const [row] = await db
        .insert(sessions)
        .values({ userId: owner.user.id, tokenHash: createToken().hash, ...times })
        .returning({ id: sessions.id });
      return row?.id ?? '';
    };
    const live = await session({ createdAt: ago(80), lastSeenAt: ago(29) });
    const justSignedOut = await session({ revokedAt: ago(0.5) });
    const signedOut = await session({ revokedAt: ago(2) });
    const idle = await session({ createdAt: ago(40), lastSeenAt: ago(31) });
    const tooOld = await session({ createdAt: ago(91), lastSeenAt: ago(1) });
    const [deadCode, liveCode] = await db
      .insert(passwordResets)
      .values([
        { userId: owner.user.id, email: owner.user.email, codeHash: 'x', expiresAt: ago(2) },
        { userId: owner.user.id, email: owner.user.email, codeHash: 'y', expiresAt: ago(-0.01) },
      ])
      .returning({ id: passwordResets.id });

    await deleteEndedSessions(db, LIFETIME, now);

    const left = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, [live, justSignedOut, signedOut, idle, tooOld]));
    expect(left.map((row) => row.id).sort()).toEqual([live, justSignedOut].sort());
    const codes = await db
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .where(eq(passwordResets.userId, owner.user.id));
    expect(codes.map((row) => row.id)).toEqual([liveCode?.id]);
    expect(deadCode).toBeDefined();
  });
});
