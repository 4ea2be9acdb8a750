import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../src/db/schema/index';
import { createToken } from '../../src/infra/auth/tokens';
import { STRONG_PASSWORD } from '../helpers/accounts';
import { createUser } from '../helpers/factories';
import { totpCode } from '../two-factor/two-factor-fixtures';
import type { AccessEntry, Caller } from './access-table';

/** A fresh secret of the caller's, through the API, and a current code of it. */
const startedSetup = async (caller: Caller) => {
  const { body } = await caller.server.call<{ secret: string }>(
    'two_factor_setup',
    {},
    { token: caller.token },
  );
  if (!body.data) throw new Error(`two_factor_setup failed: ${body.message}`);
  return totpCode(body.data.secret, new Date());
};

/** The second factor on for the caller, with a password they know: a recovery code of theirs. */
const turnedOn = async (caller: Caller) => {
  await caller.db
    .update(users)
    .set({ passwordHash: await hash(STRONG_PASSWORD) })
    .where(eq(users.id, caller.userId));
  const code = await startedSetup(caller);
  const { body } = await caller.server.call<{ recovery_codes: string[] }>(
    'two_factor_enable',
    { code },
    { token: caller.token },
  );
  const [recovery] = body.data?.recovery_codes ?? [];
  if (!recovery) throw new Error(`two_factor_enable failed: ${body.message}`);
  return recovery;
};

/** Another live session of the caller's own. */
const ownOtherSession = async (caller: Caller) => {
  const [row] = await caller.db
    .insert(sessions)
    .values({ userId: caller.userId, tokenHash: createToken().hash })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session not stored');
  return row.id;
};

/** spec 03 §5: the second factor and sessions are each person's own; settings and the log the owner's. */
export const SECURITY_ACCESS: Record<string, AccessEntry> = {
  two_factor_setup: { access: 'user', own: { code: 200 } },
  two_factor_enable: {
    access: 'user',
    own: { code: 200, fields: async (caller) => ({ code: await startedSetup(caller) }) },
  },
  two_factor_disable: {
    access: 'user',
    own: {
      code: 200,
      fields: async (caller) => ({ password: STRONG_PASSWORD, code: await turnedOn(caller) }),
    },
  },
  // a current code of a new step is needed, which this table cannot wait for: 'not on' is the answer
  two_factor_recovery_codes: { access: 'user', own: { code: 422, fields: () => ({ code: '123456' }) } },
  get_security: { access: 'user', own: { code: 200 } },
  update_security_settings: {
    access: 'owner',
    own: { code: 200, fields: () => ({ require_two_factor_for_leaders: 'No' }) },
  },
  end_session: {
    access: 'user',
    own: { code: 200, fields: async (caller) => ({ id: await ownOtherSession(caller) }) },
  },
  logout_everywhere: { access: 'user', own: { code: 200 } },
  get_audit_log: { access: 'owner', own: { code: 200 } },
  // decision 067: the owner's own member, whose factor is off: 'not on' (422)
  reset_sub_user_two_factor: {
    access: 'owner',
    own: {
      code: 422,
      fields: async (caller) => {
        await caller.db
          .update(users)
          .set({ passwordHash: await hash(STRONG_PASSWORD) })
          .where(eq(users.id, caller.userId));
        const member = await createUser(caller.db, caller.organisationId, 2);
        return { id: member.user.id, password: STRONG_PASSWORD };
      },
    },
    foreignIds: [
      {
        is: 'their sub user',
        code: 404,
        message: 'This sub user was not found.',
        fields: (other) => ({ id: other.subUserId, password: STRONG_PASSWORD }),
      },
    ],
  },
};
